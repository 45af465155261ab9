import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventName, EventPayload } from '../../shared/ipc/contract';
import { startServer, type RunningServer } from '../../server';
import { openCore, type Core } from '../core';
import { createHandlers, type HandlerOptions, type Handlers } from './handlers';

/*
 * What every host (Electron main, browser mode, end-to-end tests) runs: the core on a local
 * database, its handler map, and for the demo workspace the reference server in-process.
 */

export const demoApiKey = 'demo-key';

export type WorkspaceTarget =
  /** The embedded demo workspace: the reference server in this process, its data beside ours. */
  { kind: 'demo' } | { kind: 'remote'; baseUrl: string; apiKey: string };

export interface SessionOptions extends HandlerOptions {
  /** Folder for the local database (and the demo server's database). */
  dataDir: string;
  workspace: WorkspaceTarget;
  /** Default 30 s; tests use less. */
  pollIntervalMs?: number;
  pushDelayMs?: number;
  /** better-sqlite3 addon built for the host runtime (Electron: build/electron-native). */
  nativeBinding?: string;
}

/** Receives every event the renderer may hear (contract: eventContract). */
export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface Session {
  core: Core;
  handlers: Handlers;
  /** Forwards the engine's change and status events; returns the unsubscribe function. */
  subscribe(sink: EventSink): () => void;
  server: RunningServer | null;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openSession(options: SessionOptions): Promise<Session> {
  mkdirSync(options.dataDir, { recursive: true });
  let server: RunningServer | null = null;
  let baseUrl: string;
  let apiKey: string;
  let dbName: string;
  if (options.workspace.kind === 'demo') {
    // A file, not memory: a restart finds the writes this device already sent.
    server = await startServer({
      apiKeys: [demoApiKey],
      dbPath: join(options.dataDir, 'demo-server.sqlite'),
      seed: 'demo',
      nativeBinding: options.nativeBinding,
    });
    baseUrl = server.url;
    apiKey = demoApiKey;
    dbName = 'demo-local.sqlite';
  } else {
    ({ baseUrl, apiKey } = options.workspace);
    dbName = 'workspace.sqlite';
  }
  let core: Core;
  try {
    core = openCore({
      dbPath: join(options.dataDir, dbName),
      baseUrl,
      apiKey,
      pollIntervalMs: options.pollIntervalMs ?? 30_000,
      pushDelayMs: options.pushDelayMs,
      nativeBinding: options.nativeBinding,
    });
  } catch (error) {
    await server?.close();
    throw error;
  }
  const handlers = createHandlers(core, options);
  core.engine.start();
  return {
    core,
    handlers,
    server,
    baseUrl,
    subscribe(sink) {
      const onChanges = (change: EventPayload<'changes'>) => sink('changes', change);
      const onStatus = (status: EventPayload<'status'>) => sink('status', status);
      core.engine.on('changes', onChanges);
      core.engine.on('status', onStatus);
      return () => {
        core.engine.off('changes', onChanges);
        core.engine.off('status', onStatus);
      };
    },
    async close() {
      await core.close();
      await server?.close();
    },
  };
}
