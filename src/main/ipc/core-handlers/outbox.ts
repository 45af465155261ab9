import type { OutboxEntryView, outboxChannels, SyncStatusView } from '../../../shared/ipc/contract';
import { HostError } from '../errors';
import { ok, type HandlerContext, type HandlersOf } from './context';

export function outboxHandlers({
  store,
  engine,
  paused,
  written,
}: HandlerContext): HandlersOf<keyof typeof outboxChannels> {
  return {
    'outbox.list': () => ({ data: store.listOutbox().map(outboxEntryView) }),
    'outbox.retry': async ({ seq, body }) => {
      store.retryRejected(seq, body);
      written(ok);
      // Retry means now: pull (the server's current state, e.g. a module unlocked meanwhile)
      // and push, even while the scheduler waits out a backoff. A failure shows in the status.
      if (!paused()) await engine.sync().catch(() => undefined);
      return ok;
    },
    'outbox.discard': ({ seq }) => {
      store.discard(seq);
      return written(ok);
    },
    'outbox.resolve': ({ seq, keep }) => {
      const resolve = (store as { resolveConflict?: unknown }).resolveConflict;
      if (typeof resolve !== 'function')
        throw new HostError(
          'not_supported',
          'This version of the core cannot resolve conflicts yet (store.resolveConflict).',
          { channel: 'outbox.resolve' },
        );
      (resolve as (seq: number, keep: Record<string, 'mine' | 'theirs'>) => void).call(
        store,
        seq,
        keep,
      );
      return written(ok);
    },
    'sync.status': () => syncStatusView(engine.status, paused()),
    'sync.now': async () => {
      // A failed sync is reported through the status (state + lastError), not as an IPC error.
      // Offline on purpose: nothing goes to the network, the status says so.
      if (!paused()) await engine.sync({ sweep: true }).catch(() => undefined);
      return syncStatusView(engine.status, paused());
    },
  };
}

type CodedError = NonNullable<SyncStatusView['lastError']>;

/** A coded error as the contract wants it; a bare string (older core) becomes `fallbackCode`. */
function codedError(value: unknown, fallbackCode: string): CodedError | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string') {
    const { code, params } = value as { code: string; params?: unknown };
    const clean: CodedError['params'] = {};
    if (params && typeof params === 'object')
      for (const [k, v] of Object.entries(params))
        if (typeof v === 'string' || typeof v === 'number') clean[k] = v;
    return { code, params: clean };
  }
  return { code: fallbackCode, params: {} };
}

/**
 * The engine's status in the contract's shape. With an engine that pauses itself the state is
 * its own; while the host pauses an older engine (stopped), the state reads 'paused'.
 */
export function syncStatusView(status: object, paused: boolean): SyncStatusView {
  const s = status as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  let state = s.state as SyncStatusView['state'];
  if (paused && state !== 'syncing') state = 'paused';
  return {
    state,
    lastSuccessAt: str(s.lastSuccessAt),
    lastError: codedError(s.lastError, 'sync_failed'),
    nextAttemptAt: state === 'paused' ? null : str(s.nextAttemptAt),
    pending: num(s.pending),
    rejected: num(s.rejected),
    conflicts: num(s.conflicts),
  };
}

/** An outbox entry in the contract's shape (conflict and coded lastError from newer cores). */
export function outboxEntryView(entry: object): OutboxEntryView {
  const e = entry as OutboxEntryView & Record<string, unknown>;
  return {
    ...e,
    lastError: codedError(e.lastError, 'send_failed'),
    conflict: (e.conflict as OutboxEntryView['conflict'] | undefined) ?? null,
  };
}
