import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Building, ProjectModule } from '../../../shared/api';
import { pvPlanQueries } from '../pv-planner/queries';
import { useHeatPumpOffer } from '../pv-planner/use-project-pv-plans';
import { storedPvPlanFigures } from './stored-pv-plan';
import { summaryModel } from './summary-model';

/**
 * Page 1 of the report, in plain German for the owner: the building, what was found, the key
 * results and the next steps. Printing breaks to a new page after it (report.css).
 */
export function ReportSummary({
  projectId,
  building,
  modules,
}: {
  projectId: string;
  building: Building | null;
  modules: Record<string, ProjectModule>;
}) {
  const { t } = useTranslation();
  // The PV plans from the same cached read the report's PV part uses (offline).
  const pvPlans = useQuery(pvPlanQueries.byProject(projectId)).data?.data ?? [];
  // Their documents (economics) from the cached reads the report's PV part shows them from.
  const details = useQueries({ queries: pvPlans.map((plan) => pvPlanQueries.detail(plan.id)) });
  // Where the plan can be computed, the figures the PV part prints (so page 1's payback is
  // the PV part's), else what the planner saved.
  const offer = useHeatPumpOffer(projectId);
  const pvDocuments = Object.fromEntries(
    pvPlans.map((plan, k) => {
      const detail = details[k]?.data ?? null;
      const household = storedPvPlanFigures(plan, detail, offer)?.household;
      return [plan.id, household ? { householdResults: household } : (detail?.payload ?? null)];
    }),
  );
  const model = summaryModel(
    (key, params) => t(key, params),
    building,
    modules,
    pvPlans,
    pvDocuments,
  );
  const block = (title: string, lines: string[], testId: string) =>
    lines.length > 0 && (
      <div data-testid={testId}>
        <h3>{title}</h3>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <section
      className="report-summary"
      data-testid="report-summary"
      aria-labelledby="report-summary-title"
    >
      <h2 id="report-summary-title">{t('reportSummary.title')}</h2>
      <p className="muted">{t('reportSummary.intro')}</p>
      {block(t('reportSummary.buildingTitle'), model.building, 'report-summary-building')}
      {block(t('reportSummary.foundTitle'), model.found, 'report-summary-found')}
      {block(t('reportSummary.resultsTitle'), model.results, 'report-summary-results')}
      {block(t('reportSummary.nextTitle'), model.nextSteps, 'report-summary-next')}
    </section>
  );
}
