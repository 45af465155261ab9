import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleKeys, type Project, type ProjectModule } from '../../../shared/api';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDateTime, formatEuro } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { draftKey, useDraft, useDrafts } from '../../stores/drafts';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/Field';
import { useCreateForm } from '../../ui/use-create-form';
import { contactName } from '../contacts/contact-name';
import { InlineForm } from '../contacts/ContactRecordForms';
import { BeforeLeavingBadge } from '../survey/BeforeLeavingScreen';
import { RecordLink } from '../contacts/RecordLink';
import { EnergyCertificatePanel } from '../energieausweis/EnergyCertificatePanel';
import { ModuleList } from '../module-editors/ModuleList';
import { ModulePanel } from '../module-editors/ModulePanel';
import { ProjectPvPlans } from '../pv-planner/ProjectPvPlans';
import { ProjectExportButton } from '../photos/ProjectExportButton';
import { ProjectPhotos } from '../photos/ProjectPhotos';
import { useArchiveProjectMutation, usePatchProjectMutation } from './mutations';
import { projectEditSchema, projectPatch, type ProjectEditValues } from './project-form';
import { ProjectStatusField, ProjectTitleField } from './ProjectFields';
import { projectQueries } from './queries';
import { ConflictBanner } from '../outbox/ConflictBanner';

/** The modules in the order of the work (moduleKeys), unknown keys after them by key. */
function inWorkflowOrder(modules: ProjectModule[]): ProjectModule[] {
  const rank = (key: string) => {
    const i = (moduleKeys as readonly string[]).indexOf(key);
    return i < 0 ? moduleKeys.length : i;
  };
  return [...modules].sort(
    (a, b) => rank(a.moduleKey) - rank(b.moduleKey) || a.moduleKey.localeCompare(b.moduleKey),
  );
}

export const projectEditDraftKey = (id: string) => draftKey('project-edit', id);

/** A project: who and where, its versions, linked deals, modules, PV plans; edit and archive. */
export function ProjectDetailView({ id, moduleKey }: { id: string; moduleKey?: string }) {
  const { t } = useTranslation();
  const detail = useQuery(projectQueries.detail(id));
  const editing = !!useDraft(projectEditDraftKey(id));
  const save = useDrafts((s) => s.save);
  const [archiving, setArchiving] = useState(false);
  if (detail.isPending) return <div className="placeholder">{t('app.loading')}</div>;
  if (detail.isError)
    return (
      <div className="placeholder" role="status">
        {detail.error instanceof IpcError && detail.error.code === 'not_found'
          ? t('projects.missing')
          : errorText(t, detail.error)}
      </div>
    );
  const { project, contact, building, deals, versions } = detail.data;
  const modules = inWorkflowOrder(detail.data.modules);
  const selected = modules.find((m) => m.moduleKey === moduleKey);
  const archived = project.status === 'archived';

  return (
    <article className="detail" data-testid="project-detail" aria-labelledby="project-title">
      <header className="detail-header">
        <div>
          <h2 id="project-title">{project.title}</h2>
          <div className="muted">
            {enumLabel(t, 'projectType', project.type)} ·{' '}
            <span className={`tag tag-${project.status}`}>
              {enumLabel(t, 'projectStatus', project.status)}
            </span>{' '}
            ·{' '}
            {t('projects.meta', {
              version: project.versionNumber,
              date: formatDateTime(project.updatedAt),
            })}
          </div>
        </div>
        <div className="actions">
          <RecordLink to={{ screen: 'projects', id: project.id, report: true }}>
            {t('report.open')}
          </RecordLink>
          <RecordLink to={{ screen: 'projects', id: project.id, visit: 'survey' }}>
            {t('visit.survey.title')}
          </RecordLink>
          <BeforeLeavingBadge projectId={project.id} />
          <ProjectExportButton projectId={project.id} />
          {!editing && !archived && (
            <>
              <button
                onClick={() =>
                  save(
                    projectEditDraftKey(id),
                    { title: project.title, status: project.status },
                    { stamp: project.updatedAt },
                  )
                }
              >
                {t('projects.edit.open')}
              </button>
              <button className="danger-button" onClick={() => setArchiving(true)}>
                {t('projects.archive.open')}
              </button>
            </>
          )}
        </div>
      </header>
      {editing && <EditProjectForm project={project} />}
      <ConflictBanner resource="projects" recordId={project.id} />

      <dl className="kv project-facts">
        <div>
          <dt>{t('projects.contact')}</dt>
          <dd>
            <RecordLink to={{ screen: 'contacts', id: project.contactId }}>
              {contact ? contactName(contact) : project.contactId}
            </RecordLink>
          </dd>
        </div>
        <div>
          <dt>{t('projects.building')}</dt>
          <dd>
            <RecordLink to={{ screen: 'buildings', id: project.buildingId }}>
              {building
                ? [building.name, building.street, building.city].filter(Boolean).join(', ')
                : project.buildingId}
            </RecordLink>
          </dd>
        </div>
        <div>
          <dt>{t('projects.portal')}</dt>
          <dd data-testid="portal-visibility">
            {project.isVisibleInCustomerPortal
              ? t('projects.portalVisible')
              : t('projects.portalHidden')}
          </dd>
        </div>
        {project.archivedAt && (
          <div>
            <dt>{t('projects.archivedAt')}</dt>
            <dd>{formatDateTime(project.archivedAt)}</dd>
          </div>
        )}
      </dl>

      {versions.length > 1 && (
        <>
          <h3>{t('projects.versions', { count: versions.length })}</h3>
          <ol className="versions" aria-label={t('projects.versionsLabel')}>
            {versions.map((v) => (
              <li key={v.id}>
                {v.id === project.id ? (
                  <strong aria-current="page">
                    {t('projects.version', { number: v.versionNumber })}: {v.title}
                  </strong>
                ) : (
                  <RecordLink to={{ screen: 'projects', id: v.id }}>
                    {t('projects.version', { number: v.versionNumber })}: {v.title}
                  </RecordLink>
                )}{' '}
                <span className={`tag tag-${v.status}`}>
                  {enumLabel(t, 'projectStatus', v.status)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}

      <h3>{t('projects.deals', { count: deals.length })}</h3>
      {deals.length === 0 ? (
        <p className="muted">{t('projects.noDeals')}</p>
      ) : (
        <ul className="cards">
          {deals.map((d) => (
            <li key={d.id} className="card">
              <strong>{d.title}</strong>
              <span className="muted">
                {enumLabel(t, 'dealStatus', d.status)} · {formatEuro(d.value)}
              </span>
            </li>
          ))}
        </ul>
      )}

      {project.type === 'energieausweis' && (
        <EnergyCertificatePanel projectId={project.id} building={building} modules={modules} />
      )}

      <ProjectPhotos projectId={project.id} />

      <h3>{t('projects.modules')}</h3>
      <div className="modules">
        <ModuleList projectId={project.id} modules={modules} selectedKey={moduleKey} />
        <div className="module-panel">
          {selected ? (
            // Keyed by the module's key, never by its version or its id (the server gives a
            // module made here its own id): a sync must not reset the editor being typed in.
            <ModulePanel key={selected.moduleKey} module={selected} />
          ) : (
            <div className="placeholder">{t('projects.selectModule')}</div>
          )}
        </div>
      </div>
      <ProjectPvPlans projectId={project.id} />
      {archiving && <ArchiveDialog project={project} onClose={() => setArchiving(false)} />}
    </article>
  );
}

function EditProjectForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const key = projectEditDraftKey(project.id);
  const draft = useDraft(key);
  const save = useDrafts((s) => s.save);
  const discard = useDrafts((s) => s.discard);
  const values = {
    title: project.title,
    status: project.status,
    ...(draft?.values as Partial<ProjectEditValues>),
  } as ProjectEditValues;
  const patch = usePatchProjectMutation();
  const { errors, formError, saving, submit } = useCreateForm(
    projectEditSchema,
    (edited) => {
      const body = projectPatch(project, edited);
      return Object.keys(body).length
        ? patch.mutateAsync({ id: project.id, body })
        : Promise.resolve(project);
    },
    () => discard(key),
  );
  const set = (next: Partial<ProjectEditValues>) => save(key, { ...values, ...next });
  return (
    <InlineForm
      testId="edit-project-form"
      action={t('projects.edit.save')}
      saving={saving}
      error={formError}
      onSubmit={() => void submit(values)}
      onCancel={() => discard(key)}
    >
      <ProjectTitleField
        value={values.title}
        error={errors.title}
        autoFocus
        onChange={(title) => set({ title })}
      />
      <ProjectStatusField
        value={values.status}
        error={errors.status}
        onChange={(status) => set({ status: status as ProjectEditValues['status'] })}
      />
    </InlineForm>
  );
}

function ArchiveDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { t } = useTranslation();
  const archive = useArchiveProjectMutation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={t('projects.archive.title')}
      testId="archive-project-dialog"
      onClose={onClose}
      actions={
        <>
          <button data-autofocus onClick={onClose}>
            {t('app.cancel')}
          </button>
          <button
            className="danger-button"
            disabled={archive.isPending}
            onClick={() =>
              archive
                .mutateAsync({ id: project.id })
                .then(onClose, (e: unknown) => setError(errorText(t, e)))
            }
          >
            {t('projects.archive.confirm')}
          </button>
        </>
      }
    >
      <p>{t('projects.archive.text', { title: project.title })}</p>
      <FormError message={error} />
    </Dialog>
  );
}
