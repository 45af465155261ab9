import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { api } from '../../api';
import { errorText } from '../../i18n/errors';
import { formatDate } from '../../i18n/format';
import { enumLabel, fieldText } from '../../i18n/labels';
import { useNavigation } from '../../stores/navigation';
import { contactQueries } from '../contacts/queries';
import { EnergyCertificatePanel } from '../energieausweis/EnergyCertificatePanel';
import type { ModuleContext } from '../../modules/definition';
import { projectQueries } from '../projects/queries';
import { ModuleSection } from './ModuleSection';
import { ReportPhotos } from './ReportPhotos';
import { ReportSummary } from './ReportSummary';
import { ReportPvPlans } from './ReportPvPlans';
import '../../ui/figures/figures.css';
import { settingsQueries } from '../settings/queries';
import { ConsultantLines, SurveyReportSection } from '../survey/SurveyReportSection';
import { letterhead } from '../../../shared/domain/consultant-profile';
import { pdfFileName, reportedModules } from '../../modules/generic/report-model';
import { withOffers } from '../../modules/registry';
import { useProjectPvPlans } from '../pv-planner/use-project-pv-plans';
import './report.css';

/**
 * The printable project report (German, A4): customer and building, each completed module's
 * inputs and results with charts, the consultant and the date; page numbers from CSS @page.
 * The same HTML is printed by the browser (browser mode) and by Electron (window.print, or
 * webContents.printToPDF in the host).
 */
export function ReportScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const detail = useQuery(projectQueries.detail(id));
  const contactId = detail.data?.project.contactId;
  const contact = useQuery({ ...contactQueries.detail(contactId ?? ''), enabled: !!contactId });
  // The consultant's profile of this workspace (settings): printed line by line, empty ones left out.
  const profile = useQuery(settingsQueries.profile());
  // The PV plans' saved results flow into the economics' section like the modules' values.
  const pvPlans = useProjectPvPlans(id);
  const consultant = profile.data?.name.trim() ?? '';
  // The desktop app saves a PDF itself (report.savePdf); the browser prints through its dialog.
  const desktop = !!window.ortstermin;
  const [saveMessage, setSaveMessage] = useState<string | null>(null);
  const today = useMemo(() => new Date().toISOString(), []);

  useEffect(() => {
    const title = detail.data?.project.title;
    if (!title) return;
    const previous = document.title;
    // The PDF's file name in the print dialog.
    document.title = `${t('report.title')} – ${title}`;
    return () => {
      document.title = previous;
    };
  }, [detail.data?.project.title, t]);

  if (detail.isError) return <p className="form-error">{errorText(t, detail.error)}</p>;
  if (!detail.data || (contact.isPending && !!contactId))
    return <div className="placeholder">{t('app.loading')}</div>;

  const { project, modules } = detail.data;
  const building = contact.data?.buildings.find((b) => b.id === project.buildingId) ?? null;
  const person = contact.data?.contact ?? null;
  const byKey: Record<string, ProjectModule> = {};
  for (const m of modules) byKey[m.moduleKey] = m;
  const context: ModuleContext = withOffers({
    project,
    contact: person,
    building,
    modules: byKey,
    pvPlans,
  });
  const shown = reportedModules(modules);
  const f = person?.fields ?? {};
  const name =
    [fieldText(f.salutation), fieldText(f.firstName), fieldText(f.lastName)]
      .filter(Boolean)
      .join(' ') || fieldText(f.company);

  return (
    <div className="report-screen">
      <div className="report-toolbar no-print" role="toolbar" aria-label={t('report.toolbar')}>
        <a
          href={`#/projects/${encodeURIComponent(project.id)}`}
          onClick={(e) => {
            e.preventDefault();
            navigate({ screen: 'projects', id: project.id });
          }}
        >
          {t('report.back')}
        </a>
        {desktop ? (
          <>
            <button
              className="primary"
              onClick={() => {
                setSaveMessage(null);
                api.report
                  .savePdf({ fileName: pdfFileName(`${t('report.title')} – ${project.title}`) })
                  .then(({ saved }) => saved && setSaveMessage(t('report.pdfSaved')))
                  .catch((error: unknown) => setSaveMessage(errorText(t, error)));
              }}
            >
              {t('report.savePdf')}
            </button>
            <button onClick={() => window.print()}>{t('report.printOnly')}</button>
          </>
        ) : (
          <button className="primary" onClick={() => window.print()}>
            {t('report.print')}
          </button>
        )}
        {saveMessage && <span role="status">{saveMessage}</span>}
      </div>
      <article className="report" data-testid="report" lang="de">
        <header className="report-head">
          {profile.data?.logo && (
            <img className="report-logo" src={profile.data.logo} alt="" data-testid="report-logo" />
          )}
          {profile.data && letterhead(profile.data) && (
            <p className="report-letterhead" data-testid="report-letterhead">
              {letterhead(profile.data)}
            </p>
          )}
          <p className="report-kicker">{t('report.title')}</p>
          <h1 tabIndex={-1}>{project.title}</h1>
          <p className="muted">
            {enumLabel(t, 'projectType', project.type)} ·{' '}
            {enumLabel(t, 'projectStatus', project.status)}
          </p>
        </header>
        <ReportSummary projectId={project.id} building={building} modules={byKey} />
        <section className="report-parties" aria-labelledby="report-customer">
          <div>
            <h2 id="report-customer">{t('report.customer')}</h2>
            <p>
              {name || '–'}
              {fieldText(f.email) && (
                <>
                  <br />
                  {fieldText(f.email)}
                </>
              )}
              {fieldText(f.phone) && (
                <>
                  <br />
                  {fieldText(f.phone)}
                </>
              )}
            </p>
          </div>
          <div>
            <h2>{t('report.building')}</h2>
            {building ? (
              <p>
                {building.name}
                <br />
                {[building.street, [building.postalCode, building.city].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', ')}
                <br />
                {[
                  building.buildingType,
                  building.buildingYear && t('report.builtIn', { year: building.buildingYear }),
                  building.livingArea &&
                    t('report.livingArea', { area: building.livingArea.toLocaleString('de-DE') }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : (
              <p>–</p>
            )}
          </div>
          <div>
            <h2>{t('report.preparedBy')}</h2>
            <p data-testid="report-consultant">
              {profile.data && <ConsultantLines profile={profile.data} />}
              {t('report.date', { date: formatDate(today) })}
            </p>
          </div>
        </section>
        <SurveyReportSection payload={byKey['project-information']?.payload ?? null} />
        {project.type === 'energieausweis' && (
          <EnergyCertificatePanel
            projectId={project.id}
            building={building}
            modules={modules}
            compact
          />
        )}
        <ReportPhotos projectId={project.id} modules={modules} />
        {shown.length === 0 ? (
          <p className="muted">{t('report.empty')}</p>
        ) : (
          shown.map((m) => <ModuleSection key={m.id} module={m} context={context} />)
        )}
        <ReportPvPlans projectId={project.id} />
        <footer className="report-foot">
          {consultant
            ? t('report.footer', { consultant, date: formatDate(today) })
            : t('visit.report.footer', { date: formatDate(today) })}
        </footer>
      </article>
    </div>
  );
}
