import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { DealStage, PvPlanShort } from '../../../shared/api';
import type {
  DealFilter,
  DealListSort,
  DealTotals,
  PipelineColumn,
  PipelineDeal,
} from '../../../shared/domain/pipeline';
import { ChangeFeed, type ChangeListener } from './change-feed';
import type { StoreContext } from './context';
import { StoreDamagedError, StoreInUseError } from './errors';
import { noteCleanClose, takeCleanClose, type DamageCheck } from './integrity';
import { createLocalWrites, type LocalWrites } from './local-writes';
import { buildDealBoardCopyStep, dealBoardCopy, dropDealBoardCopy } from './deal-board-copy';
import { migrate } from './migrations';
import { findWalDamage, type WalDamage } from './wal-check';
import * as outbox from './outbox';
import type { OutboxEntry, OutboxRejection } from './outbox-entry';
import * as pull from './pull';
import * as dealReads from './deal-reads';
import type { ColumnRef, DealPage } from './deal-reads';
import * as reads from './reads';
import * as pvPlanReads from './pv-plan-reads';
import * as buildingReads from './building-reads';
import * as projectReads from './project-reads';
import type { StoreDump, SearchOptions } from './reads';
import { matchesSearch } from '../../../shared/search/fold';
import { contactIndex, searchIndexKinds } from './search/kinds';
import { searchEverything, type GlobalSearchResult } from './search/global-search';
import {
  buildSearchIndexStep,
  flushSearchIndex,
  readSearchIndexState,
  suspendSearchIndex,
  type SearchIndexKind,
  type SearchIndexState,
} from './search/search-index';
import type { ContactSearchOptions } from './search/search';
import type { OutboxResource, RecordTypes, StoredPvPlan } from './rows';
import type { MergeConflict } from './merge';
import type { OutboxRetryReason } from './outbox-entry';
import { getShadow } from './visible';
import { Sql } from './sql';
import { createPhotoRows, type PhotoRows } from './photo-rows';
import { forgetOldRenames, renamedIds } from './renames';

export { isLocalId } from './context';
export type { ChangedResource, ChangeListener, StoreChange } from './change-feed';
export {
  LocalWriteError,
  ModuleLockedError,
  OutboxError,
  StoreDamagedError,
  StoreInUseError,
  StoreTooNewError,
} from './errors';
export type { MergeConflict } from './merge';
export { migrate, migrations, type Migration } from './migrations';
export type {
  OutboxConflict,
  OutboxEntry,
  OutboxOp,
  OutboxRejection,
  OutboxRetryReason,
  OutboxState,
} from './outbox-entry';
export type { ApplyResult, PulledResource } from './pull';
export type { SearchOptions, StoreDump } from './reads';
export type { PvPlanOrigin, PvPlanSyncState, PvPlanWithState } from './pv-plan-reads';
export type { ColumnRef, DealPage } from './deal-reads';
export type { ProjectFilter } from './project-reads';
export type { ContactSearchOptions } from './search/search';
export type { SearchIndexState } from './search/search-index';
export type { GlobalSearchResult } from './search/global-search';
export type { OutboxResource, StoredPvPlan } from './rows';
export type { PhotoRecord, PhotoRows } from './photo-rows';

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

/** A search index's state and bulk build (search/search-index.ts). */
export interface SearchIndexHandle {
  state(): SearchIndexState;
  /** Indexes the next `count` records (one transaction); true when the index is complete. */
  buildStep(count?: number): boolean;
  /** Stops keeping the index until it is built again (a never-synced store's first sync). */
  suspend(): void;
}

/** The local SQLite copy of a workspace with its one write path and its outbox. */
export type LocalStore = LocalWrites & {
  /* outbox */
  listOutbox(): OutboxEntry[];
  nextPushable(limit?: number): OutboxEntry[];
  /** Marks an entry in flight and returns it as stored now; undefined when no longer queued. */
  takeForSending(seq: number): OutboxEntry | undefined;
  /** Records in one commit that these entries may be sent from now on (a push batch's patches). */
  markAttempted(seqs: readonly number[]): void;
  /** Stops holding an entry in flight (idempotent): whatever was not recorded stays queued. */
  release(seq: number): void;
  markQueuedAgain(seq: number, reason: OutboxRetryReason): void;
  acknowledge(seq: number, serverRecord: unknown): void;
  /** Answers of entries taken for sending, acknowledged in one commit. */
  acknowledgeAll(answers: ReadonlyArray<{ entry: OutboxEntry; record: unknown }>): void;
  reject(seq: number, rejection: OutboxRejection): void;
  markConflict(seq: number, theirs: unknown, conflicts: MergeConflict[]): void;
  resolveConflict(seq: number, keep: Record<string, outbox.ConflictChoice>): void;
  markWaiting(
    seq: number,
    kind: 'maybeCreated' | 'deleted' | 'archived',
    found?: outbox.WaitingFound,
  ): void;
  settleConflict(seq: number, choice: outbox.SettleChoice): void;
  discard(seq: number): void;
  getOutboxEntry(seq: number): OutboxEntry;
  pendingCounts(): { queued: number; inFlight: number; rejected: number; conflicts: number };
  /** The last known server state of a record with pending writes (its shadow). */
  serverCopy<K extends OutboxResource>(resource: K, id: string): RecordTypes[K] | undefined;

  /** The change feed: told after every committed transaction (DESIGN.md decision 10). */
  onChange(listener: ChangeListener): () => void;
  /** Former id → current id of every record the sync renamed lately (store/renames.ts). */
  renamedIds(): Record<string, string>;

  /* pull */
  applyServerRecords(resource: pull.PulledResource, records: readonly unknown[]): pull.ApplyResult;
  replaceDealStages(stages: readonly DealStage[]): pull.ApplyResult;
  applyPvPlanShort(records: readonly PvPlanShort[]): pull.ApplyResult;
  knownProjectIds(): string[];
  pvPlanUpdatedAt(projectId: string): Map<string, string>;
  getSyncState<T>(key: string): T | undefined;
  setSyncState(key: string, value: unknown): void;
  /** Removes the sync states kept per outbox entry (`<prefix><seq>`) whose entry is gone. */
  forgetEntryStates(prefix: string): void;
  transaction<T>(fn: () => T): T;

  /** The rows of the site visit's photos (photo-rows.ts); core/attachments writes them. */
  photoRows: PhotoRows;

  /* reads */
  dump(): StoreDump;
  getContact: (id: string) => ReturnType<typeof reads.getContact>;
  getBuilding: (id: string) => ReturnType<typeof reads.getBuilding>;
  getDeal: (id: string) => ReturnType<typeof reads.getDeal>;
  getProject: (id: string) => ReturnType<typeof reads.getProject>;
  getModule: (projectId: string, moduleKey: string) => ReturnType<typeof reads.getModule>;
  listModules: (projectId: string) => ReturnType<typeof reads.listModules>;
  getPvPlan(id: string): StoredPvPlan | undefined;
  projectPvPlans(projectId: string): pvPlanReads.PvPlanWithState[];
  buildingPvPlans(buildingId: string): pvPlanReads.PvPlanWithState[];
  pvPlanWithState(id: string): pvPlanReads.PvPlanWithState | undefined;
  pvPlanOrigin(buildingId: string): pvPlanReads.PvPlanOrigin;
  searchContacts: (
    text: string,
    options?: ContactSearchOptions,
  ) => ReturnType<typeof reads.searchContacts>;
  /** The contact search index alone (search/kinds.ts): its state, its bulk build. */
  contactSearch: SearchIndexHandle;
  /** Every search index (contacts, buildings, projects, deals), built one after the other. */
  searchIndexes: {
    /** Whether every index is built. */
    complete(): boolean;
    /** Whether any index is kept or being built (not suspended). */
    kept(): boolean;
    /** Indexes the next `count` records of the first incomplete index; true when all are built. */
    buildStep(count?: number): boolean;
    /** Suspends every index (a never-synced store's first sync). */
    suspend(): void;
  };
  /**
   * The board's copy of the deals for its search (deal-board-copy.ts), read in steps; until it
   * is complete the board's search reads SQL.
   */
  dealBoardCopy: {
    complete(): boolean;
    /** Reads the next `count` deals (or sorts the words); true when the copy is complete. */
    buildStep(count?: number): boolean;
    /** Drops the copy: the next steps read it again. */
    drop(): void;
  };
  /** The global search: a few contacts, buildings, deals and projects (search/global-search.ts). */
  searchEverything(text: string, perKind: number): GlobalSearchResult;
  searchProjects: (
    text: string,
    options?: SearchOptions,
  ) => ReturnType<typeof reads.searchProjects>;
  contactRelations: (contactId: string) => ReturnType<typeof reads.contactRelations>;
  /** Board columns: totals over every matching deal, the first `pageSize` cards each. */
  pipeline(now: Date, filter?: DealFilter, pageSize?: number): PipelineColumn[];
  pipelineColumnPage(
    now: Date,
    filter: DealFilter,
    column: ColumnRef,
    page: { offset: number; limit: number },
  ): DealPage;
  dealList(
    now: Date,
    filter: DealFilter,
    sort: { by: DealListSort; descending: boolean },
    page: { offset: number; limit: number },
  ): DealPage & { totals: DealTotals };
  dealView(now: Date, id: string): PipelineDeal | undefined;
  listedStages(): DealStage[];
  dealOwners(): string[];
  buildingProjects: (buildingId: string) => ReturnType<typeof buildingReads.buildingProjects>;
  listProjects: (
    filter: projectReads.ProjectFilter,
  ) => ReturnType<typeof projectReads.listProjects>;
  projectDeals: (projectId: string) => ReturnType<typeof projectReads.projectDeals>;
  projectVersions: (
    project: Parameters<typeof projectReads.projectVersions>[1],
  ) => ReturnType<typeof projectReads.projectVersions>;

  /** How the file was checked for damage as it opened (integrity.ts). */
  readonly damageCheck: DamageCheck;
  /**
   * Committed transactions a crash left in the WAL damaged, which SQLite's recovery dropped as
   * the file opened (wal-check.ts); null when nothing was lost.
   */
  readonly walDamage: WalDamage | null;
  /**
   * What a damaged WAL cost, kept until the user has read it (a notice that vanished with the
   * next start would tell nobody); null when nothing was lost.
   */
  dataLoss(): DataLossNotice | null;
  dismissDataLoss(): void;
  /** False once closed: work scheduled before the close (search/driver.ts) ends there. */
  isOpen(): boolean;
  close(): void;
};

/**
 * Opens (or creates) the local database of a workspace. The file is private to the user (0600),
 * held exclusively by this process (a second app instance or CLI gets StoreInUseError instead of
 * "database is locked" errors later), checked for damage unless it was closed cleanly and not
 * touched since (integrity.ts; StoreDamagedError, and the file is never overwritten), and every
 * commit of what the user typed is synced to disk before it returns
 * (`synchronous = FULL` for those transactions: a consultant's edit must survive a power cut;
 * Sql.durableTransaction says why the rest runs NORMAL).
 */
/** Committed work a crash damaged and SQLite's recovery dropped, as the user is told of it. */
export interface DataLossNotice {
  lostTransactions: number;
  /** When the store noticed, as it opened after the crash. */
  detectedAt: string;
}

const dataLossKey = 'notice:data-loss';

function writeSyncState(ctx: StoreContext, key: string, value: unknown): void {
  ctx.sql
    .prepare(
      'INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(key, JSON.stringify(value));
}

export function openStore(path: string, options: StoreOptions = {}): LocalStore {
  const onDisk = path !== ':memory:' && path !== '';
  const clock = options.clock ?? (() => new Date());
  // First, before anything touches the file (even a chmod changes its ctime): integrity.ts.
  const trustedSince = onDisk ? takeCleanClose(path, clock()) : null;
  // Created private before SQLite sees it. Never open and close an existing file here: closing
  // any descriptor of it would drop this process's POSIX locks, the other instance's guard.
  if (onDisk && !existsSync(path)) closeSync(openSync(path, 'wx', 0o600));
  // Before SQLite's recovery reads the WAL a crash left: recovery drops damaged frames silently.
  const walDamage = onDisk && trustedSince === null ? findWalDamage(path) : null;
  if (onDisk) chmodSync(path, 0o600);
  let db: Database.Database;
  try {
    db = new Database(path, { nativeBinding: options.nativeBinding });
  } catch (error) {
    throw openFailure(path, error);
  }
  try {
    // Exclusive before the first access: with WAL this also keeps the WAL index in memory (no
    // -shm file), and the lock is held until close.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('busy_timeout = 200');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE; COMMIT');
    if (trustedSince === null) {
      const check = db.pragma('quick_check', { simple: true }) as string;
      if (check !== 'ok') throw new StoreDamagedError(path, check);
    }
    // Off on purpose: local ids are rewritten to server ids row by row inside one transaction.
    db.pragma('foreign_keys = OFF');
    db.pragma('busy_timeout = 5000');
    // FULL for what the user typed, per transaction (Sql.durableTransaction); NORMAL otherwise.
    db.pragma('synchronous = NORMAL');
    db.function('unicode_lower', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    // The search of a record kind whose index is still being built (search/record-search.ts).
    db.function(
      'matches_search',
      { deterministic: true, varargs: true },
      (query: unknown, ...texts: unknown[]) =>
        matchesSearch(String(query), ...texts.map((t) => (typeof t === 'string' ? t : null)))
          ? 1
          : 0,
    );
    migrate(db, undefined, path);
  } catch (error) {
    db.close();
    throw openFailure(path, error);
  }
  const damageCheck: DamageCheck = trustedSince === null ? 'full' : 'clean-close';
  const checkedAt = trustedSince ?? clock().toISOString();
  const changes = new ChangeFeed();
  const ctx: StoreContext = {
    sql: new Sql(db, changes),
    now: () => clock().toISOString(),
    newId: options.newId ?? randomUUID,
    inFlight: new Set(),
    changes,
  };
  outbox.requeueInFlight(ctx);
  forgetOldRenames(ctx);
  if (walDamage) {
    const notice: DataLossNotice = {
      lostTransactions: walDamage.lostTransactions,
      detectedAt: ctx.now(),
    };
    ctx.sql.durableTransaction(() => writeSyncState(ctx, dataLossKey, notice));
  }
  const prepare = (statement: string) => ctx.sql.prepare(statement);
  // The search indexes follow every write in the same transaction (search/search-index.ts).
  ctx.sql.onBeforeCommit(() => {
    for (const kind of searchIndexKinds)
      flushSearchIndex(prepare, kind, (id) => ctx.changes.mark(kind.resource, id));
  });
  // A step that completes an index tells the lists to ask again (search/search.ts).
  const buildStep = (kind: SearchIndexKind, count?: number) => {
    const before = readSearchIndexState(prepare, kind).complete;
    const done = buildSearchIndexStep(db, prepare, kind, count);
    if (done && !before) ctx.changes.searchable(kind.resource);
    return done;
  };
  const contactSearch: SearchIndexHandle = {
    state: () => readSearchIndexState(prepare, contactIndex),
    buildStep: (count) => buildStep(contactIndex, count),
    suspend: () => suspendSearchIndex(db, contactIndex),
  };
  const firstIncomplete = () =>
    searchIndexKinds.find((kind) => !readSearchIndexState(prepare, kind).complete);
  const searchIndexes: LocalStore['searchIndexes'] = {
    complete: () => !firstIncomplete(),
    kept: () =>
      searchIndexKinds.some((kind) => readSearchIndexState(prepare, kind).builtUpto !== null),
    buildStep: (count) => {
      const kind = firstIncomplete();
      return !kind || (buildStep(kind, count) && !firstIncomplete());
    },
    suspend: () => searchIndexKinds.forEach((kind) => suspendSearchIndex(db, kind)),
  };

  return {
    ...createLocalWrites(ctx),
    photoRows: createPhotoRows(ctx),

    listOutbox: () => outbox.listOutbox(ctx),
    nextPushable: (limit) => outbox.nextPushable(ctx, limit),
    takeForSending: (seq) => outbox.takeForSending(ctx, seq),
    release: (seq) => outbox.release(ctx, seq),
    markAttempted: (seqs) => outbox.markAttempted(ctx, seqs),
    markQueuedAgain: (seq, reason) => outbox.markQueuedAgain(ctx, seq, reason),
    acknowledge: (seq, serverRecord) => outbox.acknowledge(ctx, seq, serverRecord),
    acknowledgeAll: (answers) => outbox.acknowledgeAll(ctx, answers),
    reject: (seq, rejection) => outbox.reject(ctx, seq, rejection),
    markConflict: (seq, theirs, conflicts) =>
      outbox.markConflict(ctx, seq, theirs as RecordTypes[OutboxResource], conflicts),
    resolveConflict: (seq, keep) => outbox.resolveConflict(ctx, seq, keep),
    markWaiting: (seq, kind, found) => outbox.markWaiting(ctx, seq, kind, found),
    settleConflict: (seq, choice) => outbox.settleConflict(ctx, seq, choice),
    discard: (seq) => outbox.discard(ctx, seq),
    getOutboxEntry: (seq) => outbox.getEntry(ctx, seq),
    pendingCounts: () => outbox.pendingCounts(ctx),
    serverCopy: (resource, id) => getShadow(ctx, resource, id),
    onChange: (listener) => changes.listen(listener),
    renamedIds: () => renamedIds(ctx),

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
    setSyncState: (key, value) => writeSyncState(ctx, key, value),
    forgetEntryStates: (prefix) => {
      ctx.sql
        .prepare(
          `DELETE FROM sync_state WHERE substr(key, 1, ?) = ?
             AND CAST(substr(key, ?) AS INTEGER) NOT IN (SELECT seq FROM outbox)`,
        )
        .run(prefix.length, prefix, prefix.length + 1);
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
    projectPvPlans: (projectId) => pvPlanReads.projectPvPlans(ctx, projectId),
    buildingPvPlans: (buildingId) => pvPlanReads.buildingPvPlans(ctx, buildingId),
    pvPlanWithState: (id) => pvPlanReads.pvPlanWithState(ctx, id),
    pvPlanOrigin: (buildingId) => pvPlanReads.pvPlanOrigin(ctx, buildingId),
    searchContacts: (text, options) => reads.searchContacts(ctx, text, options),
    contactSearch,
    searchIndexes,
    dealBoardCopy: {
      complete: () => dealBoardCopy(ctx) !== undefined,
      buildStep: (count) => buildDealBoardCopyStep(ctx, count),
      drop: () => dropDealBoardCopy(ctx),
    },
    searchEverything: (text, perKind) => searchEverything(ctx, text, perKind),
    searchProjects: (text, options) => reads.searchProjects(ctx, text, options),
    contactRelations: (contactId) => reads.contactRelations(ctx, contactId),
    pipeline: (now, filter, pageSize) => dealReads.pipeline(ctx, now, filter, pageSize),
    pipelineColumnPage: (now, filter, column, page) =>
      dealReads.columnPage(ctx, now, filter, column, page),
    dealList: (now, filter, sort, page) => dealReads.dealList(ctx, now, filter, sort, page),
    dealView: (now, id) => dealReads.dealView(ctx, now, id),
    listedStages: () => dealReads.listedStages(ctx),
    dealOwners: () => dealReads.dealOwners(ctx),
    buildingProjects: (buildingId) => buildingReads.buildingProjects(ctx, buildingId),
    listProjects: (filter) => projectReads.listProjects(ctx, filter),
    projectDeals: (projectId) => projectReads.projectDeals(ctx, projectId),
    projectVersions: (project) => projectReads.projectVersions(ctx, project),

    damageCheck,
    walDamage,
    dataLoss: () => {
      const row = ctx.sql.prepare('SELECT value FROM sync_state WHERE key = ?').get(dataLossKey) as
        { value: string } | undefined;
      return row ? (JSON.parse(row.value) as DataLossNotice) : null;
    },
    dismissDataLoss: () =>
      ctx.sql.durableTransaction(() =>
        ctx.sql.prepare('DELETE FROM sync_state WHERE key = ?').run(dataLossKey),
      ),
    isOpen: () => db.open,
    close: () => {
      db.close();
      if (onDisk) noteCleanClose(path, checkedAt);
    },
  };
}

/** What a failure to open means for the user: in use elsewhere, damaged, or as it is. */
function openFailure(path: string, error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return new StoreInUseError(path);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return new StoreDamagedError(path, error instanceof Error ? error.message : String(code));
  }
  return error;
}
