import type { IpcErrorData } from '../../shared/ipc/contract';

/*
 * The messages between the host (Electron main, browser mode, CLI) and the core's worker thread
 * (Signal Desktop's pattern): a request carries a sequence number, its reply the same one; events
 * (the change feed, sync status) flow back unasked.
 */

/** What the worker opens: a workspace's core (plain data, it crosses the thread). */
export interface CoreWorkerInit {
  dbPath: string;
  baseUrl: string;
  apiKey: string;
  pollIntervalMs: number;
  pushDelayMs?: number;
  nativeBinding?: string;
  paused: boolean;
  /** Default true: the engine's scheduler starts (a sync now, then polling). */
  start?: boolean;
  /**
   * A workspace a window reads from (the app's): when synced before, its start-up work (the
   * catch-up sync, the search builds) waits for a window's call to be answered, at most this
   * long (core-worker.ts). Unset (the command line, tools): that work starts at once.
   */
  waitForWindowMs?: number;
}

export type ToWorker =
  | { kind: 'call'; seq: number; channel: string; request: unknown }
  | { kind: 'setPaused'; seq: number; paused: boolean }
  | { kind: 'setApiKey'; seq: number; apiKey: string }
  /**
   * One sync now, answered with its summary (what the CLI prints), or failing with the reason's
   * code and the English line for the command line (`describeFailure`). `sync.now` is the app's:
   * it reports a failure through the status and has no summary.
   */
  | { kind: 'sync'; seq: number; sweep: boolean }
  /**
   * Tools' read-only views that no channel carries, in the store's own shape (the CLI's `dump`
   * and `outbox`): `dump` the local copy in the API's field names, `outbox` every entry with its
   * bookkeeping (base, attemptedAt, idempotencyKey), which the contract's `outbox.list` leaves out.
   */
  | { kind: 'read'; seq: number; what: StoreRead }
  | { kind: 'close'; seq: number };

export type StoreRead = 'dump' | 'outbox';

export type FromWorker =
  | { kind: 'ready' }
  /** The core could not open (database in use, damaged, too new). */
  | { kind: 'failed'; error: IpcErrorData }
  | { kind: 'reply'; seq: number; ok: true; value: unknown }
  | { kind: 'reply'; seq: number; ok: false; error: IpcErrorData }
  | { kind: 'event'; event: 'changes' | 'status'; payload: unknown };
