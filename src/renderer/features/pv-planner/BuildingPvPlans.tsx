import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftKey, useDraft } from '../../stores/drafts';
import { NewPvPlanForm } from './NewPvPlanForm';
import { PvPlanList } from './PvPlanList';
import { pvPlanQueries } from './queries';
import './pv-planner.css';

/**
 * The PV plans made for a building, on the building page (of any of its projects), and a new
 * plan for it: it belongs to one of the building's projects.
 */
export function BuildingPvPlans({
  buildingId,
  buildingName,
}: {
  buildingId: string;
  buildingName?: string;
}) {
  const { t } = useTranslation();
  const plans = useQuery(pvPlanQueries.byBuilding(buildingId));
  const hasDraft = !!useDraft(draftKey('pv-plan-new', buildingId));
  const [open, setOpen] = useState(false);
  const creating = open || hasDraft;
  const projects = plans.data?.projects ?? [];

  return (
    <section className="pv-section" aria-labelledby={`pv-plans-b-${buildingId}`}>
      <div className="section-header">
        <h3 id={`pv-plans-b-${buildingId}`}>{t('pvPlanner.plansOfBuilding')}</h3>
        {!creating && projects.length > 0 && (
          <button type="button" onClick={() => setOpen(true)}>
            {t('pvPlanner.newPlan')}
          </button>
        )}
      </div>
      {plans.data && projects.length === 0 && (
        <p className="muted small">{t('pvPlanner.form.noProjects')}</p>
      )}
      {creating && projects.length > 0 && (
        <NewPvPlanForm
          draftOwner={buildingId}
          projects={projects}
          buildings={[{ id: buildingId, name: buildingName ?? t('pvPlanner.form.building') }]}
          initial={{ projectId: projects[0]!.id, buildingId }}
          onDone={() => setOpen(false)}
        />
      )}
      <PvPlanList plans={plans.data?.data ?? []} label={t('pvPlanner.plansOfBuilding')} />
    </section>
  );
}
