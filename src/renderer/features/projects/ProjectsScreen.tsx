import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleKeys, type ProjectModule } from '../../../shared/api';
import { IpcError } from '../../../shared/ipc/contract';
import { errorText } from '../../i18n/errors';
import { formatDate, formatDateTime } from '../../i18n/format';
import { enumLabel } from '../../i18n/labels';
import { useNavigation } from '../../stores/navigation';
import { useSearches } from '../../stores/searches';
import { ListItem } from '../../ui/ListItem';
import { SearchField } from '../../ui/SearchField';
import { ModuleList } from '../module-editors/ModuleList';
import { ModulePanel } from '../module-editors/ModulePanel';
import { ProjectPvPlans } from '../pv-planner/ProjectPvPlans';
import { projectQueries } from './queries';

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

export function ProjectsScreen({ id, moduleKey }: { id?: string; moduleKey?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const text = useSearches((s) => s.projects);
  const setText = useSearches((s) => s.set);
  const list = useQuery({ ...projectQueries.list(text), placeholderData: keepPreviousData });
  const projects = list.data?.data ?? [];

  return (
    <div className="split">
      <section className="list-pane" aria-labelledby="projects-title">
        <header className="pane-header">
          <h1 id="projects-title" tabIndex={-1}>
            {t('projects.title')}
          </h1>
        </header>
        <SearchField
          initial={text}
          placeholder={t('projects.searchPlaceholder')}
          label={t('projects.searchLabel')}
          onSearch={(next) => setText('projects', next)}
        />
        <ul className="list" data-testid="project-list" aria-label={t('projects.listLabel')}>
          {projects.map((p) => (
            <ListItem
              key={p.id}
              id={p.id}
              title={p.title}
              selected={p.id === id}
              onOpen={() => navigate({ screen: 'projects', id: p.id })}
            >
              <span className={`tag tag-${p.status}`}>
                {enumLabel(t, 'projectStatus', p.status)}
              </span>
              <span>{enumLabel(t, 'projectType', p.type)}</span>
              <span>{formatDate(p.updatedAt)}</span>
            </ListItem>
          ))}
          {list.isSuccess && projects.length === 0 && (
            <li className="empty">
              {text ? t('projects.noMatch', { query: text }) : t('projects.noneYet')}
            </li>
          )}
          {list.data?.hasMore && <li className="empty">{t('projects.more')}</li>}
        </ul>
      </section>
      <section className="detail-pane">
        {id ? (
          <ProjectDetailView key={id} id={id} moduleKey={moduleKey} />
        ) : (
          <div className="placeholder">{t('projects.placeholder')}</div>
        )}
      </section>
    </div>
  );
}

function ProjectDetailView({ id, moduleKey }: { id: string; moduleKey?: string }) {
  const { t } = useTranslation();
  const detail = useQuery(projectQueries.detail(id));
  if (detail.isPending) return <div className="placeholder">{t('app.loading')}</div>;
  if (detail.isError)
    return (
      <div className="placeholder" role="status">
        {detail.error instanceof IpcError && detail.error.code === 'not_found'
          ? t('projects.missing')
          : errorText(t, detail.error)}
      </div>
    );
  const { project } = detail.data;
  const modules = inWorkflowOrder(detail.data.modules);
  const selected = modules.find((m) => m.moduleKey === moduleKey);

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
      </header>
      <div className="modules">
        <ModuleList projectId={project.id} modules={modules} selectedKey={moduleKey} />
        <div className="module-panel">
          {selected ? (
            // Keyed by the module, never by its version: a sync must not reset the editor.
            <ModulePanel key={selected.id} module={selected} />
          ) : (
            <div className="placeholder">{t('projects.selectModule')}</div>
          )}
        </div>
      </div>
      <ProjectPvPlans projectId={project.id} />
    </article>
  );
}
