import type { AddressInfo } from 'node:net';
import { buildApp, defaultBodyLimit } from './app';
import { createKeyring, hashKey } from './auth';
import type { ChaosOptions } from './chaos';
import type { SortOrder } from './ordering';
import { seedWorkspace, type Seed } from './seed';
import { createStore } from './store';
import { openDatabase } from './store/database';

export type { ChaosOptions } from './chaos';
export { parseChaosSpec } from './chaos';
export type { SortOrder } from './ordering';
export type { Seed, SeedName } from './seed';
export type { GeneratedCounts } from './seed/generated';
export { seedGenerated } from './seed/generated';

export interface ServerOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port (see `url`). */
  port?: number;
  /** SQLite file; default ':memory:'. */
  dbPath?: string;
  /** better-sqlite3 addon for another runtime (Electron); default: the one in node_modules. */
  nativeBinding?: string;
  /** One workspace per key; the first key's workspace gets the seed. At least one. */
  apiKeys: string[];
  /** One workspace per key whose early access was not granted: 403 api_access_not_granted. */
  noAccessKeys?: string[];
  /** Default 'demo'. Applied only when the first key's workspace is created, never on a restart. */
  seed?: Seed;
  /** Only the endpoints of workspace-api.md: the optional reads answer 404. */
  strictSpec?: boolean;
  /** List order; default 'updatedAt'. */
  sort?: SortOrder;
  chaos?: ChaosOptions;
  logger?: boolean;
  /** Largest accepted body in bytes; default 5 MiB. */
  bodyLimit?: number;
}

export interface ServerWorkspace {
  key: string;
  workspaceId: string;
  apiAccess: boolean;
  /** True when this start created it (false: reused from the database). */
  created: boolean;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:53123 (no trailing slash). */
  url: string;
  port: number;
  workspaces: ServerWorkspace[];
  close(): Promise<void>;
}

/**
 * Starts the reference workspace API. Re-starting on the same dbPath with the same keys reuses
 * the workspaces and their data.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (options.apiKeys.length === 0) throw new Error('startServer needs at least one API key.');
  const db = openDatabase(options.dbPath ?? ':memory:', options.nativeBinding);
  try {
    const store = createStore(db, { sort: options.sort ?? 'updatedAt' });
    const keys = [
      ...options.apiKeys.map((key) => ({ key, apiAccess: true })),
      ...(options.noAccessKeys ?? []).map((key) => ({ key, apiAccess: false })),
    ];
    const workspaces = store.transaction(() =>
      keys.map(({ key, apiAccess }, i): ServerWorkspace => {
        const name = i === 0 ? 'Energieberatung Demo' : `Workspace ${i + 1}`;
        const { workspace, created } = store.workspaces.ensure(hashKey(key), apiAccess, name);
        if (created) store.dealStages.createPipeline(workspace.id);
        return { key, workspaceId: workspace.id, apiAccess, created };
      }),
    );
    const first = workspaces[0] as ServerWorkspace;
    if (first.created) {
      const seed = options.seed ?? 'demo';
      seedWorkspace(store, first.workspaceId, seed);
      store.workspaces.markSeeded(first.workspaceId, typeof seed === 'string' ? seed : 'generated');
    }

    const app = buildApp({
      store,
      keyring: createKeyring(store.workspaces.all()),
      strictSpec: options.strictSpec ?? false,
      chaos: options.chaos,
      logger: options.logger ?? false,
      bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const { port } = app.server.address() as AddressInfo;
    let closed = false;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      workspaces,
      async close() {
        if (closed) return;
        closed = true;
        await app.close();
        db.close();
      },
    };
  } catch (error) {
    if (db.open) db.close();
    throw error;
  }
}
