import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/errors';
import { languages } from '../../i18n';
import { useSettingsUi } from '../../stores/settings';
import { AddWorkspaceForm } from './AddWorkspaceForm';
import { ConsultantProfileForm } from './ConsultantProfileForm';
import { useSetDemoRunning, useSetSettings } from './mutations';
import { settingsQueries } from './queries';
import { WorkspaceItem } from './WorkspaceItem';
import { PhotoLocationSetting } from '../photos/PhotoLocationSetting';

export function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.settings());
  // The switch follows the click at once; the host's answer (or a failure) settles it.
  const [offlineClicked, setOfflineClicked] = useState<boolean | null>(null);
  const offlineSaved = settings.data?.offline;
  useEffect(() => setOfflineClicked(null), [offlineSaved]);
  const workspaces = useQuery(settingsQueries.workspaces());
  const profileGeneration = useSwitchCount(workspaces.data?.activeId);
  const demo = useQuery(settingsQueries.demo());
  const setSettings = useSetSettings();
  // The language the interface shows: a pick applies at once, the host's setting follows it.
  const language = useSettingsUi((s) => s.language);
  const setDemo = useSetDemoRunning();

  return (
    <div className="page settings" data-testid="settings">
      <header className="pane-header">
        <h1 tabIndex={-1}>{t('settings.title')}</h1>
      </header>

      <section aria-labelledby="ws-title" className="settings-section">
        <h2 id="ws-title">{t('settings.workspaces')}</h2>
        <p className="muted">{t('settings.workspacesHint')}</p>
        {workspaces.isError && <p className="form-error">{errorText(t, workspaces.error)}</p>}
        <ul className="workspaces" data-testid="workspaces">
          {workspaces.data?.workspaces.map((ws) => (
            <WorkspaceItem key={ws.id} workspace={ws} active={ws.id === workspaces.data.activeId} />
          ))}
        </ul>
        <AddWorkspaceForm />
      </section>

      <section aria-labelledby="profile-title" className="settings-section">
        <h2 id="profile-title">{t('visit.profile.title')}</h2>
        {/* One form per workspace: what was typed for one profile never reaches another. */}
        <ConsultantProfileForm key={profileGeneration} />
      </section>

      <section aria-labelledby="lang-title" className="settings-section">
        <h2 id="lang-title">{t('settings.language')}</h2>
        <label className="field inline">
          <span>{t('settings.languageLabel')}</span>
          <select
            data-testid="language"
            value={language}
            disabled={!settings.data}
            onChange={(e) =>
              setSettings.mutate({ language: e.target.value as (typeof languages)[number] })
            }
          >
            {languages.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`settings.languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </section>

      <section aria-labelledby="offline-title" className="settings-section">
        <h2 id="offline-title">{t('settings.offline')}</h2>
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            data-testid="offline-switch"
            checked={offlineClicked ?? offlineSaved ?? false}
            disabled={!settings.data}
            onChange={(e) => {
              setOfflineClicked(e.target.checked);
              setSettings.mutate({ offline: e.target.checked });
            }}
          />
          <span>{t('settings.offline')}</span>
        </label>
        <p className="muted">{t('settings.offlineHint')}</p>
        {setSettings.isError && <p className="form-error">{errorText(t, setSettings.error)}</p>}
      </section>

      <PhotoLocationSetting />

      {demo.data?.available && (
        <section aria-labelledby="dev-title" className="settings-section">
          <h2 id="dev-title">{t('settings.developer')}</h2>
          <p>
            {t('settings.demoServer')}:{' '}
            <strong data-testid="demo-state">
              {demo.data.running ? t('settings.demoRunning') : t('settings.demoStopped')}
            </strong>
          </p>
          <button onClick={() => setDemo.mutate(!demo.data.running)} disabled={setDemo.isPending}>
            {demo.data.running ? t('settings.demoStop') : t('settings.demoStart')}
          </button>
          <p className="muted">{t('settings.demoHint')}</p>
          {setDemo.isError && <p className="form-error">{errorText(t, setDemo.error)}</p>}
        </section>
      )}
    </div>
  );
}

/**
 * How often the active workspace changed while the screen is open. The workspace list is read
 * beside the profile (and read again after a switch, unknown meanwhile): only a known workspace
 * followed by another counts, so the list arriving after the profile never restarts the form
 * under the consultant's fingers.
 */
function useSwitchCount(activeId: string | undefined): number {
  const [seen, setSeen] = useState({ id: activeId, switches: 0 });
  if (activeId !== undefined && activeId !== seen.id)
    setSeen({ id: activeId, switches: seen.id === undefined ? seen.switches : seen.switches + 1 });
  return seen.switches;
}
