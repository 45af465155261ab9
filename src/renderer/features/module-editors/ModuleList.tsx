import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ProjectModule } from '../../../shared/api';
import { enumLabel, moduleName } from '../../i18n/labels';
import { useDrafts } from '../../stores/drafts';
import { useNavigation } from '../../stores/navigation';
import { LockIcon } from '../../ui/LockIcon';
import { moduleDraftKey } from './ModuleEditorHost';
import { shownStatus } from './status-choices';
import { editorFor } from '../../modules/registry';

/** The editor's headline for the stored payload ("U = 0,16 W/(m²K)"), or null. */
function headlineOf(module: ProjectModule, t: TFunction): string | null {
  const def = editorFor(module.moduleKey);
  if (!def.headline || !module.payload) return null;
  try {
    return def.headline(module.payload, t);
  } catch {
    return null;
  }
}

/** A project's modules as links to their editors: name, headline result, status, lock, unsaved input. */
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
          const headline = headlineOf(m, t);
          const status = shownStatus(m);
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
                <span className="module-name">
                  {m.status === 'locked' && <LockIcon />}
                  {moduleName(t, m.moduleKey)}
                  {unsaved && (
                    <span
                      className="unsaved-dot"
                      title={t('projects.unsaved')}
                      aria-label={t('projects.unsaved')}
                    />
                  )}
                  {headline && (
                    <span className="module-headline" data-testid="module-headline">
                      {headline}
                    </span>
                  )}
                </span>
                <span className={`tag tag-${status}`}>{enumLabel(t, 'moduleStatus', status)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
