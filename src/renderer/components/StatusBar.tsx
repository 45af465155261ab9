import { useState } from 'react';
import { api } from '../api';
import { formatDateTime } from '../format';
import { useApp } from '../state';

const labels = {
  idle: 'Synced',
  syncing: 'Syncing…',
  offline: 'Offline',
  'auth-error': 'Key needed',
} as const;

export function StatusBar() {
  const status = useApp((s) => s.status);
  const syncNow = useApp((s) => s.syncNow);
  const [key, setKey] = useState('');
  if (!status) return <footer className="statusbar">Connecting…</footer>;
  const state = status.state === 'idle' && status.pending > 0 ? 'pending' : status.state;

  return (
    <footer className="statusbar" data-testid="status-bar" data-state={status.state}>
      <span className={`dot dot-${state}`} aria-hidden />
      <strong data-testid="sync-state">
        {state === 'pending' ? 'Changes waiting' : labels[status.state]}
      </strong>
      <span className="sep" />
      <span data-testid="pending-count">{status.pending} pending</span>
      <span className={status.rejected ? 'danger' : undefined} data-testid="rejected-count">
        {status.rejected} rejected
      </span>
      <span className="sep" />
      <span className="muted">Last sync: {formatDateTime(status.lastSuccessAt)}</span>
      {status.lastError && (
        <span className="status-error" title={status.lastError}>
          {status.lastError}
        </span>
      )}
      {status.state === 'auth-error' && (
        <form
          className="key-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (key.trim()) void api.sync.setApiKey({ apiKey: key.trim() }).then(() => setKey(''));
          }}
        >
          <input
            type="password"
            placeholder="API key"
            value={key}
            onChange={(e) => setKey(e.target.value)}
            aria-label="API key"
          />
          <button type="submit">Use key</button>
        </form>
      )}
      <span className="spacer" />
      <button onClick={() => void syncNow()} disabled={status.state === 'syncing'}>
        Sync now
      </button>
    </footer>
  );
}
