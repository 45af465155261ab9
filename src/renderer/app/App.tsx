import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsScreen } from '../features/contacts/ContactsScreen';
import { GlobalSearch } from '../features/global-search/GlobalSearch';
import { settingsQueries } from '../features/settings/queries';
import { StatusBar } from '../features/sync-status/StatusBar';
import { syncQueries } from '../features/sync-status/queries';
import { useNavigation } from '../stores/navigation';
import { useSettingsUi } from '../stores/settings';
import { formatRoute, type Route, type Screen } from './routes';
import {
  BuildingScreen,
  DealScreen,
  OutboxScreen,
  PipelineScreen,
  ProjectsScreen,
  PvPlannerScreen,
  ReportScreen,
  SurveyScreen,
  BeforeLeavingScreen,
  SettingsScreen,
} from './screens';

const screens: { screen: Exclude<Screen, 'buildings'>; icon: string }[] = [
  { screen: 'contacts', icon: '◉' },
  { screen: 'pipeline', icon: '▥' },
  { screen: 'projects', icon: '▤' },
  { screen: 'outbox', icon: '⇪' },
  { screen: 'settings', icon: '⚙' },
];

function CurrentScreen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'contacts':
      return <ContactsScreen id={route.id} creating={route.creating} />;
    case 'pipeline':
      return <PipelineScreen />;
    case 'deals':
      return <DealScreen id={route.id} creating={route.creating} />;
    case 'projects':
      if (route.id && route.report) return <ReportScreen id={route.id} />;
      if (route.id && route.visit === 'survey')
        return <SurveyScreen projectId={route.id} focus={route.focus} />;
      if (route.id && route.visit === 'before-leaving')
        return <BeforeLeavingScreen projectId={route.id} />;
      return <ProjectsScreen id={route.id} moduleKey={route.moduleKey} />;
    case 'pvPlans':
      return route.id ? <PvPlannerScreen id={route.id} /> : <ProjectsScreen />;
    case 'outbox':
      return <OutboxScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'buildings':
      return <BuildingScreen id={route.id} />;
  }
}

/**
 * The host's language setting wins over the one remembered in this browser, whenever it is read
 * or changes (also from another window). Only then: a language just picked is applied at once and
 * must not fall back while the host's `host` event is still on its way.
 */
function useHostLanguage() {
  const settings = useQuery(settingsQueries.settings());
  const applyLanguage = useSettingsUi((s) => s.applyLanguage);
  const wanted = settings.data?.language;
  useEffect(() => {
    if (wanted && wanted !== useSettingsUi.getState().language) applyLanguage(wanted);
  }, [wanted, applyLanguage]);
}

/** After a sidebar link, the keyboard (and a screen reader) continues at the new screen's title. */
function useFocusOnScreenChange(screen: Screen) {
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    if (document.activeElement?.closest('.sidebar'))
      document.querySelector<HTMLElement>('main h1')?.focus();
  }, [screen]);
}

export function App() {
  const { t } = useTranslation();
  useHostLanguage();
  const route = useNavigation((s) => s.route);
  const navigate = useNavigation((s) => s.navigate);
  const status = useQuery(syncQueries.status()).data;
  const workspaces = useQuery(settingsQueries.workspaces()).data;
  const active = workspaces?.workspaces.find((w) => w.id === workspaces.activeId);
  const waiting = status ? status.pending + status.rejected + status.conflicts : 0;
  useFocusOnScreenChange(route.screen);
  // A deal's page belongs to the pipeline.
  const section = route.screen === 'deals' ? 'pipeline' : route.screen;

  return (
    <div className="app">
      <nav className="sidebar" aria-label={t('app.navLabel')}>
        <div className="brand">
          <span className="brand-mark" aria-hidden>
            O
          </span>
          <div>
            <div className="brand-name">{t('app.name')}</div>
            <div className="brand-sub" data-testid="active-workspace">
              {active?.name ?? ''}
            </div>
          </div>
        </div>
        <GlobalSearch />
        {screens.map(({ screen, icon }) => (
          <a
            key={screen}
            href={formatRoute({ screen })}
            className={`nav-item${section === screen ? ' active' : ''}`}
            aria-current={section === screen ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate({ screen });
            }}
          >
            <span className="nav-icon" aria-hidden>
              {icon}
            </span>
            {t(`nav.${screen}`)}
            {screen === 'outbox' && waiting > 0 && (
              <span
                className={`badge${status?.rejected || status?.conflicts ? ' badge-danger' : ''}`}
                aria-label={t('nav.outboxBadge', { count: waiting })}
              >
                {waiting}
              </span>
            )}
          </a>
        ))}
      </nav>
      <main className="content">
        <CurrentScreen route={route} />
      </main>
      <StatusBar />
    </div>
  );
}
