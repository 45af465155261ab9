import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { channels, type EventName, type EventPayload } from '../../shared/ipc/contract';
import { openCore, type Core } from '../core';
import type { LocalStore } from '../core/store';
import type { SyncEngine } from '../core/sync/engine';
import { CoreWorkerHost } from '../worker/host';
import { DemoServer, randomApiKey } from '../workspaces/demo-server';
import { ensurePrivateDir, tightenDatabaseFiles } from '../workspaces/files';
import {
  createHandlers,
  hostChannels,
  syncStatusView,
  type CoreHandlers,
  type HandlerOptions,
} from './handlers';

/*
 * One workspace open: its core and the handler map over it. The core runs in a worker thread
 * (src/main/worker: the store's queries and commits and the sync engine stay off the host's event
 * loop, which only routes messages); in the same thread only where a test hands it a function
 * that cannot cross (`fetch`) or asks for it (`hosting: 'in-process'`). The workspace manager
 * (src/main/workspaces/manager.ts) holds one session at a time; `{ kind: 'demo' }` also runs the
 * embedded demo server for hosts that want just the demo (tests).
 */

export type WorkspaceTarget =
  /** The embedded demo workspace: a reference server in this process with a random key. */
  { kind: 'demo' } | { kind: 'remote'; baseUrl: string; apiKey: string };

export interface SessionOptions extends Omit<HandlerOptions, 'isPaused'> {
  /** The workspace's folder for its local database (and, for `demo`, the server's). */
  dataDir: string;
  workspace: WorkspaceTarget;
  /** The local database's file name in dataDir; default demo-local.sqlite / workspace.sqlite. */
  dbName?: string;
  /** Offline on purpose from the start: no network traffic until setPaused(false). */
  paused?: boolean;
  /** Default 30 s; tests use less. */
  pollIntervalMs?: number;
  pushDelayMs?: number;
  /** better-sqlite3 addon built for the host runtime (Electron: build/electron-native). */
  nativeBinding?: string;
  /** The HTTP client of the core (tests count or break requests): runs the core in-process. */
  fetch?: typeof fetch;
  /** Default `worker`; `in-process` when `fetch` or `now` is given (functions can't cross). */
  hosting?: 'worker' | 'in-process';
  /** Where the worker host logs slow calls and crashes (default console.warn). */
  log?: (line: string) => void;
}

/** Receives every event the renderer may hear (contract: eventContract). */
export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/** The store and the engine, to call directly: what tests and diagnostics reach for. */
export type CoreAccess = Pick<Core, 'store' | 'engine'>;

export interface Session {
  handlers: CoreHandlers;
  /**
   * Tests and diagnostics only: the core's store and engine. With a worker, each call blocks this
   * thread until the worker answered (a method that returns a promise gives one); only methods
   * and `engine.status` / `engine.isPaused` cross. Never use it on the app's paths.
   */
  core: CoreAccess;
  hosting: 'worker' | 'in-process';
  /** The worker's host (crash tests), null in-process. */
  worker: CoreWorkerHost | null;
  /** Forwards the engine's change and status events; returns the unsubscribe function. */
  subscribe(sink: EventSink): () => void;
  /** The embedded demo server when this session started one itself (`{ kind: 'demo' }`). */
  server: DemoServer | null;
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
  let server: DemoServer | null = null;
  let baseUrl: string;
  let apiKey: string;
  if (options.workspace.kind === 'demo') {
    server = new DemoServer({
      dataDir: options.dataDir,
      apiKey: randomApiKey(),
      nativeBinding: options.nativeBinding,
    });
    await server.start();
    baseUrl = server.url!;
    apiKey = server.apiKey;
  } else {
    ({ baseUrl, apiKey } = options.workspace);
  }
  const dbName =
    options.dbName ??
    (options.workspace.kind === 'demo' ? 'demo-local.sqlite' : 'workspace.sqlite');
  const hosting = options.hosting ?? (options.fetch || options.now ? 'in-process' : 'worker');
  const target = { dbPath: join(options.dataDir, dbName), baseUrl, apiKey };
  try {
    const session =
      hosting === 'worker'
        ? await workerSession(options, target, server)
        : inProcessSession(options, target, server);
    tightenDatabaseFiles(options.dataDir);
    return session;
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

interface Target {
  dbPath: string;
  baseUrl: string;
  apiKey: string;
}

function inProcessSession(
  options: SessionOptions,
  target: Target,
  server: DemoServer | null,
): Session {
  const core = openCore({
    ...target,
    pollIntervalMs: options.pollIntervalMs ?? 30_000,
    pushDelayMs: options.pushDelayMs,
    nativeBinding: options.nativeBinding,
    fetch: options.fetch,
  });
  let paused = options.paused ?? false;
  const engine = core.engine;
  const events = new EventEmitter<Events>();
  const emitStatus = () => events.emit('status', syncStatusView(engine.status, paused));
  const onChanges = (change: EventPayload<'changes'>) => events.emit('changes', change);
  engine.on('changes', onChanges);
  engine.on('status', emitStatus);
  const handlers = createHandlers(core, { ...options, isPaused: () => paused });
  engine.setPaused(paused);
  engine.start();

  let closed = false;
  return {
    core,
    hosting: 'in-process',
    worker: null,
    handlers,
    server,
    baseUrl: target.baseUrl,
    get paused() {
      return paused;
    },
    async setPaused(next) {
      if (closed || next === paused) return;
      paused = next;
      engine.setPaused(next);
      emitStatus();
    },
    async setApiKey(apiKey) {
      engine.setApiKey(apiKey);
    },
    unsynced: () => countOf(core.store.pendingCounts()),
    countUnsynced: async () => countOf(core.store.pendingCounts()),
    subscribe: (sink) => forwardTo(events, sink),
    async close() {
      if (closed) return;
      closed = true;
      engine.off('changes', onChanges);
      engine.off('status', emitStatus);
      events.removeAllListeners();
      // Pausing aborts requests under way, so closing does not wait out a sync's retries.
      engine.setPaused(true);
      await core.close();
      await server?.stop();
    },
  };
}

async function workerSession(
  options: SessionOptions,
  target: Target,
  server: DemoServer | null,
): Promise<Session> {
  let paused = options.paused ?? false;
  const host = new CoreWorkerHost(
    {
      ...target,
      pollIntervalMs: options.pollIntervalMs ?? 30_000,
      pushDelayMs: options.pushDelayMs,
      nativeBinding: options.nativeBinding,
      paused,
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
    core: inspectorOf(host),
    hosting: 'worker',
    worker: host,
    handlers: handlers as unknown as CoreHandlers,
    server,
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
      await server?.stop();
    },
  };
}

/** The store and engine of a worker, called synchronously (Session.core: tests only). */
function inspectorOf(host: CoreWorkerHost): CoreAccess {
  const properties = new Set(['status', 'isPaused']);
  const proxy = <T extends object>(target: 'store' | 'engine') =>
    new Proxy({} as T, {
      get: (_, name) => {
        if (typeof name !== 'string' || name === 'then') return undefined;
        if (target === 'engine' && properties.has(name)) return host.inspect(target, name, []);
        return (...args: unknown[]) => host.inspect(target, name, args);
      },
    });
  return { store: proxy<LocalStore>('store'), engine: proxy<SyncEngine>('engine') };
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

function countOf(counts: object): number {
  let total = 0;
  for (const value of Object.values(counts)) if (typeof value === 'number') total += value;
  return total;
}
