import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { channels, type EventName, type EventPayload } from '../../shared/ipc/contract';
import { hostChannels, type CoreHandlers, type EventSink } from '../ipc/handlers';
import { CoreWorkerHost } from '../worker/host';
import { ensurePrivateDir, tightenDatabaseFiles } from './files';

/*
 * One workspace open: its core in a worker thread (src/main/worker: the store's queries and
 * commits and the sync engine stay off the host's event loop, which only routes messages) and
 * the core channels, each one call to the worker's host. The workspace manager (manager.ts)
 * holds one session at a time and routes a window's core calls to it.
 */

export interface SessionOptions {
  /** The workspace's folder for its local database. */
  dataDir: string;
  /** The workspace's server: the embedded demo server's URL and key, or a remote one. */
  baseUrl: string;
  apiKey: string;
  /** The local database's file name in dataDir; default workspace.sqlite. */
  dbName?: string;
  /** Offline on purpose from the start: no network traffic until setPaused(false). */
  paused?: boolean;
  /** Default 30 s; tests use less. */
  pollIntervalMs?: number;
  pushDelayMs?: number;
  /** better-sqlite3 addon built for the host runtime (Electron: build/electron-native). */
  nativeBinding?: string;
  /** Where the worker host logs slow calls and crashes (default console.warn). */
  log?: (line: string) => void;
}

export interface Session {
  handlers: CoreHandlers;
  /** Forwards the engine's change and status events; returns the unsubscribe function. */
  subscribe(sink: EventSink): () => void;
  baseUrl: string;
  readonly paused: boolean;
  /** Offline on purpose: stops (or resumes) all network traffic of this workspace's engine. */
  setPaused(paused: boolean): Promise<void>;
  /** A new key ends an auth-error pause and syncs at once. */
  setApiKey(apiKey: string): Promise<void>;
  /** Writes its server has not accepted (queued, in flight, refused, conflicts), as last told. */
  unsynced(): number;
  /** The same, counted now (asks the worker). */
  countUnsynced(): Promise<number>;
  close(): Promise<void>;
}

type Events = { [E in EventName]: [EventPayload<E>] };

/** How long the status bar says that the core restarted after a crash. */
export const crashNoticeMs = 60_000;

export async function openSession(options: SessionOptions): Promise<Session> {
  ensurePrivateDir(options.dataDir);
  const session = await workerSession(options, {
    dbPath: join(options.dataDir, options.dbName ?? 'workspace.sqlite'),
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
  });
  tightenDatabaseFiles(options.dataDir);
  return session;
}

interface Target {
  dbPath: string;
  baseUrl: string;
  apiKey: string;
}

/** A window's first reads go before the core's start-up work, for this long at most. */
const waitForWindowMs = 2_000;

async function workerSession(options: SessionOptions, target: Target): Promise<Session> {
  let paused = options.paused ?? false;
  const host = new CoreWorkerHost(
    {
      ...target,
      pollIntervalMs: options.pollIntervalMs ?? 30_000,
      pushDelayMs: options.pushDelayMs,
      nativeBinding: options.nativeBinding,
      paused,
      waitForWindowMs,
    },
    { log: options.log },
  );
  const events = new EventEmitter<Events>();
  let lastStatus: EventPayload<'status'> | null = null;
  let crashedAt: number | null = null;
  let noticeTimer: NodeJS.Timeout | null = null;
  /** After a crash, for a minute: the status says the core restarted (StatusBar words it). */
  const withCrashNotice = (status: EventPayload<'status'>): EventPayload<'status'> =>
    crashedAt !== null && Date.now() - crashedAt < crashNoticeMs && !status.lastError
      ? { ...status, lastError: { code: 'core_restarted', params: {} } }
      : status;
  host.on('changes', (change) => events.emit('changes', change));
  host.on('status', (status) => {
    lastStatus = status;
    events.emit('status', withCrashNotice(status));
  });
  host.on('crashed', () => {
    crashedAt = Date.now();
    if (lastStatus) events.emit('status', withCrashNotice(lastStatus));
    if (noticeTimer) clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => {
      crashedAt = null;
      if (lastStatus) events.emit('status', lastStatus);
    }, crashNoticeMs);
    noticeTimer.unref();
  });
  host.on('restarted', () => {
    // What the renderer shows may have changed in between: it reads everything afresh.
    events.emit('changes', { resource: 'outbox', ids: [] });
  });
  await host.start();

  const handlers = {} as Record<string, (request: unknown) => Promise<unknown>>;
  for (const channel of channels) {
    if ((hostChannels as readonly string[]).includes(channel)) continue;
    handlers[channel] = (request) => host.call(channel, request);
  }
  const status = async (channel: 'sync.status' | 'sync.now', request: unknown) => {
    const view = (await host.call(channel, request)) as EventPayload<'status'>;
    lastStatus = view;
    return withCrashNotice(view);
  };
  handlers['sync.status'] = (request) => status('sync.status', request);
  handlers['sync.now'] = (request) => status('sync.now', request);

  let closed = false;
  return {
    handlers: handlers as unknown as CoreHandlers,
    baseUrl: target.baseUrl,
    get paused() {
      return paused;
    },
    async setPaused(next) {
      if (closed || next === paused) return;
      paused = next;
      await host.setPaused(next);
    },
    setApiKey: (apiKey) => host.setApiKey(apiKey),
    unsynced: () =>
      lastStatus ? lastStatus.pending + lastStatus.rejected + lastStatus.conflicts : 0,
    async countUnsynced() {
      const view = await status('sync.status', {});
      return view.pending + view.rejected + view.conflicts;
    },
    subscribe: (sink) => forwardTo(events, sink),
    async close() {
      if (closed) return;
      closed = true;
      if (noticeTimer) clearTimeout(noticeTimer);
      events.removeAllListeners();
      await host.close();
    },
  };
}

function forwardTo(events: EventEmitter<Events>, sink: EventSink): () => void {
  const forward = <E extends EventName>(event: E) => {
    const listener = (payload: EventPayload<E>) => sink(event, payload);
    (events.on as (e: E, l: typeof listener) => void)(event, listener);
    return () => (events.off as (e: E, l: typeof listener) => void)(event, listener);
  };
  const offs = [forward('changes'), forward('status')];
  return () => offs.forEach((off) => off());
}
