import { parentPort, workerData } from 'node:worker_threads';
import { openCore, type Core } from '../core';
import type { IpcErrorData } from '../../shared/ipc/contract';
import { toIpcError } from '../ipc/errors';
import { createHandlers, syncStatusView, type CoreHandlers } from '../ipc/handlers';
import { describeFailure, retryReason } from '../core/sync/failure';
import type { CoreWorkerInit, FromWorker, ToWorker } from './protocol';

/*
 * The core's thread: the store (SQLite) and the sync engine of one workspace, and its IPC
 * handlers. The host's event loop only routes messages (host.ts); every query, commit, JSON parse
 * and validation of a sync runs here.
 */

const { init } = workerData as { init: CoreWorkerInit };
const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);

/*
 * A workspace synced before opens in a window with its local data: the window's first reads
 * (the list it opens on) go before the core's own start-up work, the catch-up sync and the
 * search builds, which would otherwise hold them up for their first steps and take the
 * machine's cores while the window loads. That work begins once the worker answered a call of
 * the window's (any but the sync's own channels, which the host asks at once), or
 * `waitForWindowMs` after opening when no window asks. A workspace never synced has nothing to
 * show: its first sync starts at once, as everything does where no window reads (the CLI).
 */
let beginStartUpWork!: () => void;
const startUpWork = new Promise<void>((resolve) => (beginStartUpWork = resolve));

let paused = init.paused;
let core: Core;
try {
  core = openCore({
    dbPath: init.dbPath,
    baseUrl: init.baseUrl,
    apiKey: init.apiKey,
    pollIntervalMs: init.pollIntervalMs,
    pushDelayMs: init.pushDelayMs,
    nativeBinding: init.nativeBinding,
    searchBuildsAfter: startUpWork,
  });
} catch (error) {
  post({ kind: 'failed', error: toIpcError('core.open', error) });
  process.exit(1);
}
const handlers: CoreHandlers = createHandlers(core, { isPaused: () => paused });
const engine = core.engine;
engine.on('changes', (payload) => {
  post({ kind: 'event', event: 'changes', payload });
  // The outbox changed: its counts in the status change with it (the host's unsynced count).
  if (payload.resource === 'outbox')
    post({ kind: 'event', event: 'status', payload: syncStatusView(engine.status, paused) });
});
engine.on('status', (status) =>
  post({ kind: 'event', event: 'status', payload: syncStatusView(status, paused) }),
);
engine.setPaused(paused);
if (
  init.start === false ||
  init.waitForWindowMs === undefined ||
  engine.status.lastSuccessAt === null
)
  beginStartUpWork();
const waitForWindow = setTimeout(beginStartUpWork, init.waitForWindowMs ?? 0);
let closing = false;
void startUpWork.then(() => {
  clearTimeout(waitForWindow);
  if (init.start !== false && !closing) engine.start();
});
post({ kind: 'ready' });

const reply = (
  seq: number,
  run: () => unknown,
  failure: (error: unknown) => IpcErrorData = (error) => toIpcError('core', error),
) => {
  Promise.resolve()
    .then(run)
    .then(
      (value) => answer(seq, () => post({ kind: 'reply', seq, ok: true, value })),
      (error: unknown) =>
        answer(seq, () => post({ kind: 'reply', seq, ok: false, error: failure(error) })),
    );
};

/**
 * Sends an answer; when it cannot be sent (a value too deep to copy between threads),
 * the caller still gets one: an error saying so, instead of waiting for good.
 */
function answer(seq: number, send: () => void): void {
  try {
    send();
  } catch (error) {
    post({
      kind: 'reply',
      seq,
      ok: false,
      error: {
        code: 'answer_unsendable',
        params: {},
        message: `The core could not send its answer (${error instanceof Error ? error.message : String(error)}). Nothing was changed by this.`,
      },
    });
  }
}

/** A failed sync as the status words it (code, params) plus the command line's sentence. */
const syncFailure = (error: unknown): IpcErrorData => ({
  ...retryReason(error),
  message: describeFailure(error),
});

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'call':
      reply(message.seq, () => {
        const handler = handlers[message.channel as keyof CoreHandlers] as (r: unknown) => unknown;
        if (!handler) throw new Error(`no handler for ${message.channel}`);
        return handler(message.request);
      });
      // After this call's answer and the calls that came with it (the window's first reads).
      if (!message.channel.startsWith('sync.')) setImmediate(beginStartUpWork);
      break;
    case 'setPaused':
      reply(message.seq, () => {
        paused = message.paused;
        engine.setPaused(paused);
        post({ kind: 'event', event: 'status', payload: syncStatusView(engine.status, paused) });
      });
      break;
    case 'setApiKey':
      reply(message.seq, () => engine.setApiKey(message.apiKey));
      break;
    case 'sync':
      reply(message.seq, () => engine.syncNow({ sweep: message.sweep }), syncFailure);
      break;
    case 'read':
      reply(message.seq, () =>
        message.what === 'dump' ? core.store.dump() : core.store.listOutbox(),
      );
      break;
    case 'close':
      reply(message.seq, async () => {
        closing = true;
        clearTimeout(waitForWindow);
        engine.setPaused(true); // aborts requests under way: closing does not wait out retries
        await core.close();
        setImmediate(() => process.exit(0));
      });
      break;
  }
});
