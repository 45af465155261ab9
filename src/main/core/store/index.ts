import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { DealStage, PvPlanShort } from '../../../shared/api';
import type { PipelineColumn } from '../../../shared/domain/pipeline';
import type { StoreContext } from './context';
import { createLocalWrites, type LocalWrites } from './local-writes';
import { migrate } from './migrations';
import * as outbox from './outbox';
import type { OutboxEntry, OutboxRejection } from './outbox-entry';
import * as pull from './pull';
import * as reads from './reads';
import type { StoreDump, SearchOptions } from './reads';
import type { StoredPvPlan } from './rows';
import { Sql } from './sql';

export { isLocalId } from './context';
export { LocalWriteError, ModuleLockedError, OutboxError, StoreTooNewError } from './errors';
export { migrate, migrations, type Migration } from './migrations';
export type { OutboxEntry, OutboxOp, OutboxRejection, OutboxState } from './outbox-entry';
export type { ApplyResult, PulledResource } from './pull';
export type { SearchOptions, StoreDump } from './reads';
export type { OutboxResource, StoredPvPlan } from './rows';

export interface StoreOptions {
  clock?: () => Date;
  /** Bare uuid generator; local ids are `local:` + this. */
  newId?: () => string;
  /**
   * Path of a better-sqlite3 addon built for another runtime: Electron passes its own build
   * (build/electron-native), so node_modules keeps the Node build for tests and the CLI.
   */
  nativeBinding?: string;
}

/** The local SQLite copy of a workspace with its one write path and its outbox. */
export type LocalStore = LocalWrites & {
  /* outbox */
  listOutbox(): OutboxEntry[];
  nextPushable(limit?: number): OutboxEntry[];
  markInFlight(seq: number): void;
  markQueuedAgain(seq: number, lastError: string): void;
  /** Returns the ids whose visible row may have changed (the server id of the record). */
  acknowledge(seq: number, serverRecord: unknown): string[];
  reject(seq: number, rejection: OutboxRejection): void;
  discard(seq: number): void;
  pendingCounts(): { queued: number; inFlight: number; rejected: number };

  /* pull */
  applyServerRecords(resource: pull.PulledResource, records: readonly unknown[]): pull.ApplyResult;
  replaceDealStages(stages: readonly DealStage[]): pull.ApplyResult;
  applyPvPlanShort(records: readonly PvPlanShort[]): pull.ApplyResult;
  knownProjectIds(): string[];
  pvPlanUpdatedAt(projectId: string): Map<string, string>;
  getSyncState<T>(key: string): T | undefined;
  setSyncState(key: string, value: unknown): void;
  transaction<T>(fn: () => T): T;

  /* reads */
  dump(): StoreDump;
  getContact: (id: string) => ReturnType<typeof reads.getContact>;
  getBuilding: (id: string) => ReturnType<typeof reads.getBuilding>;
  getDeal: (id: string) => ReturnType<typeof reads.getDeal>;
  getProject: (id: string) => ReturnType<typeof reads.getProject>;
  getModule: (projectId: string, moduleKey: string) => ReturnType<typeof reads.getModule>;
  listModules: (projectId: string) => ReturnType<typeof reads.listModules>;
  getPvPlan(id: string): StoredPvPlan | undefined;
  searchContacts: (
    text: string,
    options?: SearchOptions,
  ) => ReturnType<typeof reads.searchContacts>;
  searchProjects: (
    text: string,
    options?: SearchOptions,
  ) => ReturnType<typeof reads.searchProjects>;
  contactRelations: (contactId: string) => ReturnType<typeof reads.contactRelations>;
  pipeline(now: Date): PipelineColumn[];

  close(): void;
};

export function openStore(path: string, options: StoreOptions = {}): LocalStore {
  const db = new Database(path, { nativeBinding: options.nativeBinding });
  try {
    db.pragma('journal_mode = WAL');
    // Off on purpose: local ids are rewritten to server ids row by row inside one transaction.
    db.pragma('foreign_keys = OFF');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    migrate(db, undefined, path);
  } catch (error) {
    db.close();
    throw error;
  }
  const clock = options.clock ?? (() => new Date());
  const ctx: StoreContext = {
    sql: new Sql(db),
    now: () => clock().toISOString(),
    newId: options.newId ?? randomUUID,
  };
  outbox.requeueInFlight(ctx);

  return {
    ...createLocalWrites(ctx),

    listOutbox: () => outbox.listOutbox(ctx),
    nextPushable: (limit) => outbox.nextPushable(ctx, limit),
    markInFlight: (seq) => outbox.markInFlight(ctx, seq),
    markQueuedAgain: (seq, lastError) => outbox.markQueuedAgain(ctx, seq, lastError),
    acknowledge: (seq, serverRecord) => {
      outbox.acknowledge(ctx, seq, serverRecord);
      return [(serverRecord as { id: string }).id];
    },
    reject: (seq, rejection) => outbox.reject(ctx, seq, rejection),
    discard: (seq) => outbox.discard(ctx, seq),
    pendingCounts: () => outbox.pendingCounts(ctx),

    applyServerRecords: (resource, records) => pull.applyServerRecords(ctx, resource, records),
    replaceDealStages: (stages) => pull.replaceDealStages(ctx, stages),
    applyPvPlanShort: (records) => pull.applyPvPlanShort(ctx, records),
    knownProjectIds: () => pull.knownProjectIds(ctx),
    pvPlanUpdatedAt: (projectId) => pull.pvPlanUpdatedAt(ctx, projectId),
    // Hand-written statements: the scan cursor is read and written with every page it pulls.
    getSyncState: <T>(key: string) => {
      const row = ctx.sql.prepare('SELECT value FROM sync_state WHERE key = ?').get(key) as
        { value: string } | undefined;
      return row ? (JSON.parse(row.value) as T) : undefined;
    },
    setSyncState: (key, value) => {
      ctx.sql
        .prepare(
          'INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        )
        .run(key, JSON.stringify(value));
    },
    transaction: (fn) => ctx.sql.transaction(fn),

    dump: () => reads.dump(ctx),
    getContact: (id) => reads.getContact(ctx, id),
    getBuilding: (id) => reads.getBuilding(ctx, id),
    getDeal: (id) => reads.getDeal(ctx, id),
    getProject: (id) => reads.getProject(ctx, id),
    getModule: (projectId, moduleKey) => reads.getModule(ctx, projectId, moduleKey),
    listModules: (projectId) => reads.listModules(ctx, projectId),
    getPvPlan: (id) => reads.getPvPlan(ctx, id),
    searchContacts: (text, options) => reads.searchContacts(ctx, text, options),
    searchProjects: (text, options) => reads.searchProjects(ctx, text, options),
    contactRelations: (contactId) => reads.contactRelations(ctx, contactId),
    pipeline: (now) => reads.pipeline(ctx, now),

    close: () => db.close(),
  };
}
