import type { AddressInfo } from 'node:net';
import { buildApp, defaultBodyLimit } from './app';
import { createKeyring, hashKey } from './auth';
import type { ChaosOptions } from './chaos';
import type { SortOrder } from './ordering';
import { seedWorkspace, type Seed } from './seed';
import { createStore } from './store';
import { systemClock } from './store/clock';
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
  /**
   * Keys to revoke for good before listening (see `RunningServer.revokeKey`). Only
   * `apiKeys` and `noAccessKeys` open a workspace in this run anyway; a key of an earlier start
   * that is not given again is refused (401) without being revoked.
   */
  revokeKeys?: string[];
  /**
   * When the first API key is new to the database: give it the earliest-created workspace whose
   * key is not among the given ones (with its data; no second seed) instead of creating a
   * workspace. Its old key then no longer opens it (401). For a host that starts the server with a
   * fresh random key on every launch and wants to keep the workspace.
   */
  rekeyFirstWorkspace?: boolean;
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
  /**
   * Default true. False: the Idempotency-Key header is ignored entirely, so a repeated POST
   * creates a second record (for the client's duplicate-reconciliation tests).
   */
  honourIdempotencyKey?: boolean;
  /**
   * Exact Host header values (`host[:port]`, case-insensitive) this server answers to. With this
   * or `allowedHostNames` set, any other Host gets 421 host_not_allowed before auth.
   */
  allowedHosts?: string[];
  /**
   * Host names (`127.0.0.1`, `localhost`, `::1`) allowed together with the port this server
   * actually listens on (known only after listen when `port` is 0).
   */
  allowedHostNames?: string[];
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
  /**
   * Revokes a key for good: from now on it gets 401, in this run and on every later start on
   * the same database (a start that gives it again fails). The workspace's data stays in the
   * database. True when the database knew the key and it was not revoked yet.
   */
  revokeKey(key: string): boolean;
  /** Steps the server's clock to run `ms` ahead of the system's (negative: behind); chaos. */
  setClockSkew(ms: number): void;
  close(): Promise<void>;
}

/** The start of a key for messages; keys are secrets. */
function shortKey(key: string): string {
  return key.length <= 4 ? '…' : `${key.slice(0, 4)}…`;
}

/**
 * Starts the reference workspace API. Re-starting on the same dbPath with the same keys reuses
 * the workspaces and their data. The keys given are the only keys of this run: workspaces of
 * other keys in the database keep their data but answer 401 until their key is given again.
 * Throws when a given key was revoked.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (options.apiKeys.length === 0) throw new Error('startServer needs at least one API key.');
  const db = openDatabase(options.dbPath ?? ':memory:', options.nativeBinding);
  try {
    let clockSkewMs = options.chaos?.clockSkewMs ?? 0;
    const store = createStore(db, {
      sort: options.sort ?? 'updatedAt',
      clock: systemClock(() => clockSkewMs),
    });
    const keys = [
      ...options.apiKeys.map((key) => ({ key, apiAccess: true })),
      ...(options.noAccessKeys ?? []).map((key) => ({ key, apiAccess: false })),
    ];
    const workspaces = store.transaction(() => {
      for (const key of options.revokeKeys ?? []) store.workspaces.revoke(hashKey(key));
      const firstHash = hashKey(keys[0]?.key as string);
      if (options.rekeyFirstWorkspace && !store.workspaces.byKeyHash(firstHash)) {
        const given = new Set(keys.map((k) => hashKey(k.key)));
        const adopted = store.workspaces.all().find((w) => !given.has(w.keyHash));
        if (adopted) store.workspaces.rekey(adopted.id, firstHash);
      }
      return keys.map(({ key, apiAccess }, i): ServerWorkspace => {
        const keyHash = hashKey(key);
        const revokedAt = store.workspaces.byKeyHash(keyHash)?.revokedAt;
        if (revokedAt) {
          throw new Error(
            `The API key ${shortKey(key)} was revoked on ${revokedAt} in this database; it cannot be used again.`,
          );
        }
        const name = i === 0 ? 'Energieberatung Demo' : `Workspace ${i + 1}`;
        const { workspace, created } = store.workspaces.ensure(keyHash, apiAccess, name);
        if (created) store.dealStages.createPipeline(workspace.id);
        return { key, workspaceId: workspace.id, apiAccess, created };
      });
    });
    const first = workspaces[0] as ServerWorkspace;
    if (first.created) {
      const seed = options.seed ?? 'demo';
      seedWorkspace(store, first.workspaceId, seed);
      store.workspaces.markSeeded(first.workspaceId, typeof seed === 'string' ? seed : 'generated');
    }

    const keyring = createKeyring(
      workspaces.map((w) => ({
        keyHash: hashKey(w.key),
        workspaceId: w.workspaceId,
        apiAccess: w.apiAccess,
      })),
      store.workspaces.revokedKeyHashes(),
    );
    const app = buildApp({
      store,
      keyring,
      strictSpec: options.strictSpec ?? false,
      chaos: options.chaos,
      logger: options.logger ?? false,
      bodyLimit: options.bodyLimit ?? defaultBodyLimit,
      honourIdempotencyKey: options.honourIdempotencyKey ?? true,
      allowedHosts: options.allowedHosts,
      allowedHostNames: options.allowedHostNames,
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ host, port: options.port ?? 0 });
    const { port } = app.server.address() as AddressInfo;
    let closed = false;
    return {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      port,
      workspaces,
      revokeKey(key: string): boolean {
        if (closed) throw new Error('revokeKey: the server is closed.');
        const keyHash = hashKey(key);
        keyring.revoke(keyHash);
        return store.workspaces.revoke(keyHash);
      },
      setClockSkew(ms: number) {
        clockSkewMs = ms;
      },
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
