import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { enumLabel, moduleName } from '../../i18n/labels';
import { useDrafts } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { LockIcon } from '../../ui/LockIcon';
import { moduleDraftKey } from './ModulePanel';

/** A project's modules as links to their editors: name, status, lock, unsaved input. */
export function ModuleList({
  projectId,
  modules,
  selectedKey,
}: {
  projectId: string;
  modules: ProjectModule[];
  selectedKey?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigation((s) => s.navigate);
  const drafts = useDrafts((s) => s.drafts);
  return (
    <nav aria-label={t('projects.modules')}>
      <ul className="module-list" data-testid="module-list">
        {modules.map((m) => {
          const unsaved = !!drafts[moduleDraftKey(projectId, m.moduleKey)];
          return (
            <li key={m.id}>
              <a
                className={`module-item${m.moduleKey === selectedKey ? ' selected' : ''}`}
                href={`#/projects/${encodeURIComponent(projectId)}/modules/${encodeURIComponent(m.moduleKey)}`}
                aria-current={m.moduleKey === selectedKey ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  navigate({ screen: 'projects', id: projectId, moduleKey: m.moduleKey });
                }}
                data-module-key={m.moduleKey}
              >
                <span>
                  {m.status === 'locked' && <LockIcon />}
                  {moduleName(t, m.moduleKey)}
                  {unsaved && (
                    <span
                      className="unsaved-dot"
                      title={t('projects.unsaved')}
                      aria-label={t('projects.unsaved')}
                    />
                  )}
                </span>
                <span className={`tag tag-${m.status}`}>
                  {enumLabel(t, 'moduleStatus', m.status)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
