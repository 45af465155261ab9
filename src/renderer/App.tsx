import { StatusBar } from './components/StatusBar';
import { useApp, type View } from './state';
import { ContactsView } from './views/ContactsView';
import { OutboxView } from './views/OutboxView';
import { PipelineView } from './views/PipelineView';
import { ProjectsView } from './views/ProjectsView';

const views: { key: View; label: string; icon: string }[] = [
  { key: 'contacts', label: 'Contacts', icon: '◉' },
  { key: 'pipeline', label: 'Pipeline', icon: '▥' },
  { key: 'projects', label: 'Projects', icon: '▤' },
  { key: 'outbox', label: 'Outbox', icon: '⇪' },
];

export function App() {
  const view = useApp((s) => s.view);
  const setView = useApp((s) => s.setView);
  const notice = useApp((s) => s.notice);
  const dismiss = useApp((s) => s.dismissNotice);
  const status = useApp((s) => s.status);

  return (
    <div className="app">
      <nav className="sidebar" aria-label="Views">
        <div className="brand">
          <span className="brand-mark">O</span>
          <div>
            <div className="brand-name">Ortstermin</div>
            <div className="brand-sub">Energieberatung Demo</div>
          </div>
        </div>
        {views.map((v) => (
          <button
            key={v.key}
            className={`nav-item${view === v.key ? ' active' : ''}`}
            onClick={() => setView(v.key)}
            aria-current={view === v.key ? 'page' : undefined}
          >
            <span className="nav-icon" aria-hidden>
              {v.icon}
            </span>
            {v.label}
            {v.key === 'outbox' && status && status.pending + status.rejected > 0 && (
              <span className={`badge${status.rejected ? ' badge-danger' : ''}`}>
                {status.pending + status.rejected}
              </span>
            )}
          </button>
        ))}
      </nav>
      <main className="content">
        {notice && (
          <div className="notice" role="alert">
            <span>{notice}</span>
            <button className="link" onClick={dismiss}>
              Dismiss
            </button>
          </div>
        )}
        {view === 'contacts' && <ContactsView />}
        {view === 'pipeline' && <PipelineView />}
        {view === 'projects' && <ProjectsView />}
        {view === 'outbox' && <OutboxView />}
      </main>
      <StatusBar />
    </div>
  );
}
