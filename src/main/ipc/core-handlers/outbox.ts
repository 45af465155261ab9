import {
  outboxEntrySchema,
  type OutboxEntryView,
  type outboxChannels,
  type SyncStatusView,
} from '../../../shared/ipc/contract';
import type { OutboxEntry } from '../../core/store/outbox-entry';
import { ok, type HandlerContext, type HandlersOf } from './context';

export function outboxHandlers({
  store,
  engine,
  paused,
  written,
}: HandlerContext): HandlersOf<keyof typeof outboxChannels> {
  return {
    'outbox.list': () => ({ data: store.listOutbox().map(listedEntryView) }),
    'outbox.retry': async ({ seq, body }) => {
      store.retryRejected(seq, body);
      written(ok);
      // Retry means now: pull (the server's current state, e.g. a module unlocked meanwhile)
      // and push, even while the scheduler waits out a backoff. A failure shows in the status.
      if (!paused()) await engine.syncNow().catch(() => undefined);
      return ok;
    },
    'outbox.discard': ({ seq }) => {
      store.discard(seq);
      return written(ok);
    },
    'outbox.resolve': ({ seq, keep }) => {
      store.resolveConflict(seq, keep);
      return written(ok);
    },
    'outbox.settle': ({ seq, choice }) => {
      store.settleConflict(seq, choice);
      return written(ok);
    },
    'sync.status': () => syncStatusView(engine.status, paused()),
    'sync.dismissDataLoss': () => {
      engine.dismissDataLoss();
      return syncStatusView(engine.status, paused());
    },
    'sync.renames': () => ({ renamed: store.renamedIds() }),
    'sync.now': async () => {
      // A failed sync is reported through the status (state + lastError), not as an IPC error.
      // Offline on purpose: nothing goes to the network, the status says so.
      if (!paused()) await engine.syncNow({ sweep: true }).catch(() => undefined);
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
    dataLoss: dataLossView(s.dataLoss),
  };
}

function dataLossView(value: unknown): SyncStatusView['dataLoss'] {
  if (!value || typeof value !== 'object') return null;
  const { lostTransactions, detectedAt } = value as Record<string, unknown>;
  return typeof lostTransactions === 'number' && typeof detectedAt === 'string'
    ? { lostTransactions, detectedAt }
    : null;
}

/**
 * An entry as the list shows it. One that does not fit the contract (a value this version cannot
 * carry) is still listed, as an unreadable refusal with what could be kept, so that one bad
 * entry never fails the whole list and the user can still export, edit or discard it.
 */
function listedEntryView(entry: OutboxEntry): OutboxEntryView {
  const view = outboxEntryView(entry);
  const checked = outboxEntrySchema.safeParse(view);
  if (checked.success) return checked.data;
  const detail = checked.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  return {
    seq: entry.seq,
    resource: String(entry.resource),
    op: entry.op,
    recordId: String(entry.recordId),
    projectId: typeof entry.projectId === 'string' ? entry.projectId : null,
    moduleKey: typeof entry.moduleKey === 'string' ? entry.moduleKey : null,
    body: entry.body,
    changed: [],
    state: 'rejected',
    attempts: entry.attempts,
    lastError: null,
    rejection: {
      status: 0,
      code: 'unreadable',
      message: `entry ${entry.seq} cannot be shown: ${detail}`,
    },
    conflict: null,
    createdAt: String(entry.createdAt),
    unreadable: `entry ${entry.seq} cannot be shown: ${detail}`,
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
