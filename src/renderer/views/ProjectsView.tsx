import { useEffect, useState } from 'react';
import type { ProjectModule } from '../../shared/api';
import { formatDate, formatDateTime } from '../format';
import { useApp } from '../state';
import { LockIcon } from '../components/LockIcon';
import { ListItem } from '../components/ListItem';
import { SearchField } from '../components/SearchField';
import { ModulePanel } from './ModulePanel';

export function ProjectsView() {
  const {
    projectQuery,
    projects,
    projectsHaveMore,
    projectId,
    project,
    loadProjects,
    openProject,
  } = useApp();
  const [moduleKey, setModuleKey] = useState<string | null>(null);
  useEffect(() => setModuleKey(null), [projectId]);

  const selected: ProjectModule | undefined = project?.modules.find(
    (m) => m.moduleKey === moduleKey,
  );

  return (
    <div className="split">
      <section className="list-pane">
        <header className="pane-header">
          <h1>Projects</h1>
        </header>
        <SearchField
          initial={projectQuery}
          placeholder="Search project titles…"
          label="Search projects"
          onSearch={(text) => void loadProjects(text)}
        />
        <ul className="list" data-testid="project-list">
          {projects?.map((p) => (
            <ListItem
              key={p.id}
              id={p.id}
              title={p.title}
              selected={p.id === projectId}
              onOpen={() => void openProject(p.id)}
            >
              <span className={`tag tag-${p.status}`}>{p.status}</span>
              <span>{p.type}</span>
              <span>{formatDate(p.updatedAt)}</span>
            </ListItem>
          ))}
          {projects?.length === 0 && (
            <li className="empty">
              {projectQuery
                ? `No projects match “${projectQuery}”.`
                : 'No projects on this device yet.'}
            </li>
          )}
          {projectsHaveMore && (
            <li className="empty">Showing the 100 most recently changed; search to narrow.</li>
          )}
        </ul>
      </section>
      <section className="detail-pane">
        {!project ? (
          <div className="placeholder">Select a project to see its modules.</div>
        ) : (
          <article className="detail" data-testid="project-detail">
            <header className="detail-header">
              <div>
                <h2>{project.project.title}</h2>
                <div className="muted">
                  {project.project.type} ·{' '}
                  <span className={`tag tag-${project.project.status}`}>
                    {project.project.status}
                  </span>{' '}
                  · version {project.project.versionNumber} · updated{' '}
                  {formatDateTime(project.project.updatedAt)}
                </div>
              </div>
            </header>
            <div className="modules">
              <ul className="module-list" data-testid="module-list">
                {project.modules.map((m) => (
                  <li key={m.id}>
                    <button
                      className={`module-item${m.moduleKey === moduleKey ? ' selected' : ''}`}
                      onClick={() => setModuleKey(m.moduleKey)}
                      data-module-key={m.moduleKey}
                    >
                      <span>
                        {m.status === 'locked' && <LockIcon />}
                        {m.moduleKey}
                      </span>
                      <span className={`tag tag-${m.status}`}>{m.status.replace('_', ' ')}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="module-panel">
                {selected ? (
                  <ModulePanel key={`${selected.id}:${selected.updatedAt}`} module={selected} />
                ) : (
                  <div className="placeholder">Select a module.</div>
                )}
              </div>
            </div>
          </article>
        )}
      </section>
    </div>
  );
}
