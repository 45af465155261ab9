import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import type { EventName, EventPayload } from '../../shared/ipc/contract';
import { openCore, type Core } from '../core';
import { DemoServer, randomApiKey } from '../workspaces/demo-server';
import { ensurePrivateDir, tightenDatabaseFiles } from '../workspaces/files';
import { createHandlers, syncStatusView, type CoreHandlers, type HandlerOptions } from './handlers';

/*
 * One workspace open: the core on its local database and its handler map. The workspace manager
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
  /** The HTTP client of the core (tests count or break requests). */
  fetch?: typeof fetch;
}

/** Receives every event the renderer may hear (contract: eventContract). */
export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface Session {
  core: Core;
  handlers: CoreHandlers;
  /** Forwards the engine's change and status events; returns the unsubscribe function. */
  subscribe(sink: EventSink): () => void;
  /** The embedded demo server when this session started one itself (`{ kind: 'demo' }`). */
  server: DemoServer | null;
  baseUrl: string;
  readonly paused: boolean;
  /** Offline on purpose: stops (or resumes) all network traffic of this workspace's engine. */
  setPaused(paused: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The engine's own pause switch, once the core has it (engine.setPaused). */
type PausableEngine = { setPaused?: (paused: boolean) => void };

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
  let core: Core;
  try {
    core = openCore({
      dbPath: join(options.dataDir, dbName),
      baseUrl,
      apiKey,
      pollIntervalMs: options.pollIntervalMs ?? 30_000,
      pushDelayMs: options.pushDelayMs,
      nativeBinding: options.nativeBinding,
      fetch: options.fetch,
    });
  } catch (error) {
    await server?.stop();
    throw error;
  }
  tightenDatabaseFiles(options.dataDir);

  let paused = options.paused ?? false;
  const engine = core.engine;
  const pausable = engine as unknown as PausableEngine;
  const events = new EventEmitter<{ [E in EventName]: [EventPayload<E>] }>();
  const emitStatus = () => events.emit('status', syncStatusView(engine.status, paused));
  const onChanges = (change: EventPayload<'changes'>) => events.emit('changes', change);
  engine.on('changes', onChanges);
  engine.on('status', emitStatus);

  const handlers = createHandlers(core, { ...options, isPaused: () => paused });
  if (typeof pausable.setPaused === 'function') {
    pausable.setPaused(paused);
    engine.start();
  } else if (!paused) {
    engine.start();
  }

  let closed = false;
  return {
    core,
    handlers,
    server,
    baseUrl,
    get paused() {
      return paused;
    },
    async setPaused(next) {
      if (closed || next === paused) return;
      paused = next;
      if (typeof pausable.setPaused === 'function') {
        pausable.setPaused(next);
      } else if (next) {
        // An engine without a pause switch: stopping its scheduler stops its traffic.
        await engine.stop();
      } else {
        engine.start();
      }
      emitStatus();
    },
    subscribe(sink) {
      const forward = <E extends EventName>(event: E) => {
        const listener = (payload: EventPayload<E>) => sink(event, payload);
        (events.on as (e: E, l: typeof listener) => void)(event, listener);
        return () => (events.off as (e: E, l: typeof listener) => void)(event, listener);
      };
      const offs = [forward('changes'), forward('status')];
      return () => offs.forEach((off) => off());
    },
    async close() {
      if (closed) return;
      closed = true;
      engine.off('changes', onChanges);
      engine.off('status', emitStatus);
      events.removeAllListeners();
      // Pausing aborts requests under way, so closing does not wait out a sync's retries.
      if (typeof pausable.setPaused === 'function') pausable.setPaused(true);
      await core.close();
      await server?.stop();
    },
  };
}
