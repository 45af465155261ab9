import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../shared/ipc/contract';
import { api } from '../api';
import { formatDateTime } from '../format';
import { useApp } from '../state';

const stateLabels = { queued: 'Queued', in_flight: 'Sending', rejected: 'Rejected' } as const;

export function OutboxView() {
  const outbox = useApp((s) => s.outbox);
  const load = useApp((s) => s.loadOutbox);
  useEffect(() => {
    void load();
  }, [load]);

  if (!outbox) return <div className="placeholder">Loading the outbox…</div>;
  return (
    <div className="page">
      <header className="pane-header">
        <h1>Outbox</h1>
        <span className="muted">Changes made on this device, waiting for the workspace.</span>
      </header>
      {outbox.length === 0 ? (
        <div className="placeholder" data-testid="outbox-empty">
          Everything is synced. Nothing is waiting.
        </div>
      ) : (
        <ul className="outbox" data-testid="outbox">
          {outbox.map((entry) => (
            <OutboxItem key={entry.seq} entry={entry} onChanged={() => void load()} />
          ))}
        </ul>
      )}
    </div>
  );
}

function OutboxItem({ entry, onChanged }: { entry: OutboxEntryView; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => JSON.stringify(entry.body, null, 2));
  const [error, setError] = useState<string | null>(null);
  const target = entry.moduleKey ? `${entry.projectId ?? ''} / ${entry.moduleKey}` : entry.recordId;

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      setEditing(false);
      onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const retry = () =>
    run(async () => {
      if (!editing) return api.outbox.retry({ seq: entry.seq });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error('The edited body is not valid JSON. Fix it and retry.');
      }
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new Error('The body must be a JSON object.');
      return api.outbox.retry({ seq: entry.seq, body: body as Record<string, unknown> });
    });

  return (
    <li className={`outbox-item state-${entry.state}`} data-testid="outbox-item">
      <div className="outbox-head">
        <span className={`tag tag-${entry.state}`}>{stateLabels[entry.state]}</span>
        <strong>
          {entry.op} {entry.resource}
        </strong>
        <code className="muted">{target}</code>
        <span className="spacer" />
        <span className="muted">{formatDateTime(entry.createdAt)}</span>
      </div>
      {entry.rejection && (
        <div className="rejection" role="note">
          <strong>
            The workspace refused this change ({entry.rejection.status} {entry.rejection.code}):
          </strong>{' '}
          {entry.rejection.message}
        </div>
      )}
      {entry.lastError && !entry.rejection && (
        <div className="muted">Last attempt: {entry.lastError}</div>
      )}
      {editing ? (
        <textarea
          className="code"
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label="Request body"
        />
      ) : (
        <pre className="code">{JSON.stringify(entry.body, null, 2)}</pre>
      )}
      {error && <p className="form-error">{error}</p>}
      {entry.state === 'rejected' && (
        <div className="actions">
          <button onClick={() => setEditing(!editing)}>{editing ? 'Cancel edit' : 'Edit'}</button>
          <button className="primary" onClick={() => void retry()}>
            Retry
          </button>
          <button
            className="danger-button"
            onClick={() => void run(() => api.outbox.discard({ seq: entry.seq }))}
          >
            Discard
          </button>
        </div>
      )}
    </li>
  );
}
