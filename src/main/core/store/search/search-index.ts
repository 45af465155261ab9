import type Database from 'better-sqlite3';
import type { ChangedResource } from '../change-feed';

/*
 * A full-text index of one kind of record (contacts since migration 5; buildings, projects and
 * deals since migration 8): one FTS5 document per record (document.ts), so several words are one
 * MATCH that FTS5 intersects itself ("Wolf Kassel": the name from the contact, the town from a
 * building). The kinds, their documents and triggers are in kinds.ts.
 *
 * - Rowid = the record row's rowid: the order rows arrived in. New records append (FTS5 keeps a
 *   transaction's entries in memory only while rowids ascend; a lower rowid writes a segment),
 *   and "ORDER BY rowid DESC LIMIT n" reads one page of the newest-arrived matches.
 * - In step, same transaction: triggers on the tables a document is made of note the record's
 *   rowid in `<kind>_search_dirty`; before the outermost transaction commits, `flushSearchIndex`
 *   writes those documents again in rowid order (Sql.onBeforeCommit). Every write path (local
 *   writes, pulls, id rewrites, discards, deletes) goes through those tables, so none is missed.
 * - Built once, in bulk: the first sync of an empty store would otherwise index each record when
 *   it arrives and again for each related row, in the server's order (+29 % on the initial sync
 *   for contacts alone: bench/README.md). So while a store has never synced, the first sync
 *   suspends the indexes (no triggers) and they are built afterwards in rowid order, in steps
 *   (`buildSearchIndexStep`), each its own transaction; until one is complete, its search reads
 *   the rows directly instead (search.ts, record-search.ts). Rows above `built_upto` are left to
 *   the build.
 */

/** unicode61 with prefix indexes up to 8 letters; trigram was measured against it (bench/README.md). */
export const searchTokenizer = 'unicode61 remove_diacritics 2';
export const searchPrefixes = '2 3 4 5 6 7 8';

export type Prepare = (sql: string) => Database.Statement;

export interface SearchIndexState {
  /** Records up to this rowid are in the index; null: suspended (no triggers, not built). */
  builtUpto: number | null;
  complete: boolean;
}

/** One kind of record with its own index (kinds.ts). */
export interface SearchIndexKind {
  /** Names the tables: `<name>_search`, `<name>_search_dirty`, `<name>_search_state`. */
  name: 'contact' | 'building' | 'project' | 'deal';
  /** The table whose rowids the index shares. */
  table: 'contacts' | 'buildings' | 'projects' | 'deals';
  /** Told, per record whose document was written, that its search results may change. */
  resource: ChangedResource;
  /** CREATE TRIGGER IF NOT EXISTS statements that note rowids in the dirty table. */
  triggers: string;
  triggerNames: readonly string[];
  /** The record's id and document, or undefined when the row is gone. */
  document(prepare: Prepare, rowid: number): { id: string; document: string } | undefined;
}

const tables = (kind: SearchIndexKind) => ({
  index: `${kind.name}_search`,
  dirty: `${kind.name}_search_dirty`,
  state: `${kind.name}_search_state`,
});

export function searchIndexSchema(
  kind: SearchIndexKind,
  tokenize = searchTokenizer,
  prefix: string | null = searchPrefixes,
): string {
  const t = tables(kind);
  const options = [
    'document',
    "content=''",
    'contentless_delete=1',
    `tokenize='${tokenize}'`,
    ...(prefix ? [`prefix='${prefix}'`] : []),
  ];
  return `
    CREATE VIRTUAL TABLE ${t.index} USING fts5(${options.join(', ')});
    -- No key: an upsert's conflict clause would apply to the triggers' inserts too.
    CREATE TABLE ${t.dirty} (${dirtyColumn(kind)} INTEGER NOT NULL) STRICT;
    CREATE TABLE ${t.state} (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      built_upto INTEGER,
      complete INTEGER NOT NULL
    ) STRICT;
    INSERT INTO ${t.state} (id, built_upto, complete) VALUES (1, NULL, 0);
  `;
}

/** The dirty table's one column: `contact_rowid`, `project_rowid`, … */
export const dirtyColumn = (kind: Pick<SearchIndexKind, 'name'>) => `${kind.name}_rowid`;

export function readSearchIndexState(prepare: Prepare, kind: SearchIndexKind): SearchIndexState {
  const row = prepare(
    `SELECT built_upto, complete FROM ${tables(kind).state} WHERE id = 1`,
  ).get() as { built_upto: number | null; complete: number } | undefined;
  return { builtUpto: row?.built_upto ?? null, complete: row?.complete === 1 };
}

/** Whether a write outside a transaction left rowids noted but not yet written. */
export function hasUnflushed(prepare: Prepare, kind: SearchIndexKind): boolean {
  return prepare(`SELECT 1 FROM ${tables(kind).dirty} LIMIT 1`).get() !== undefined;
}

/**
 * Writes the documents of the records the triggers noted, in rowid order (a record that is gone
 * leaves the index); those not built yet are left to the build. Call inside the transaction that
 * wrote them: Sql runs it before every outermost commit.
 */
export function flushSearchIndex(
  prepare: Prepare,
  kind: SearchIndexKind,
  /** Told each record whose document was written: its search results may change. */
  reindexed: (id: string) => void = () => undefined,
): void {
  const t = tables(kind);
  const column = dirtyColumn(kind);
  const rowids = prepare(`SELECT DISTINCT ${column} FROM ${t.dirty} ORDER BY ${column}`)
    .pluck()
    .all() as number[];
  if (!rowids.length) return;
  const { builtUpto, complete } = readSearchIndexState(prepare, kind);
  // Complete: every record is in scope; building: those above built_upto are the build's.
  const limit = complete ? Infinity : (builtUpto ?? -1);
  const put = prepare(`INSERT OR REPLACE INTO ${t.index} (rowid, document) VALUES (?, ?)`);
  const remove = prepare(`DELETE FROM ${t.index} WHERE rowid = ?`);
  for (const rowid of rowids) {
    if (rowid > limit) break;
    const record = kind.document(prepare, rowid);
    if (record) {
      put.run(rowid, record.document);
      reindexed(record.id);
    } else remove.run(rowid);
  }
  prepare(`DELETE FROM ${t.dirty}`).run();
}

/**
 * Stops keeping the index (the first sync of a store that never synced: it is built in bulk
 * afterwards), and empties it.
 */
export function suspendSearchIndex(db: Database.Database, kind: SearchIndexKind): void {
  const t = tables(kind);
  db.transaction(() => {
    for (const name of kind.triggerNames) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    db.exec(`INSERT INTO ${t.index} (${t.index}) VALUES ('delete-all'); DELETE FROM ${t.dirty};`);
    db.prepare(`UPDATE ${t.state} SET built_upto = NULL, complete = 0`).run();
  })();
}

/**
 * One step of the bulk build: the next `count` records by rowid into the index, in one
 * transaction (the first step also installs the triggers). True when the index is complete.
 */
export function buildSearchIndexStep(
  db: Database.Database,
  prepare: Prepare,
  kind: SearchIndexKind,
  count = 1000,
): boolean {
  const t = tables(kind);
  return db.transaction(() => {
    const state = readSearchIndexState(prepare, kind);
    if (state.complete) return true;
    let builtUpto = state.builtUpto;
    if (builtUpto === null) {
      db.exec(kind.triggers);
      builtUpto = 0;
    }
    const rowids = prepare(`SELECT rowid FROM ${kind.table} WHERE rowid > ? ORDER BY rowid LIMIT ?`)
      .pluck()
      .all(builtUpto, count) as number[];
    const put = prepare(`INSERT OR REPLACE INTO ${t.index} (rowid, document) VALUES (?, ?)`);
    for (const rowid of rowids) {
      const record = kind.document(prepare, rowid);
      if (record) put.run(rowid, record.document);
    }
    const last = rowids.length ? rowids[rowids.length - 1]! : builtUpto;
    const done = rowids.length < count;
    prepare(`UPDATE ${t.state} SET built_upto = ?, complete = ?`).run(last, done ? 1 : 0);
    prepare(`DELETE FROM ${t.dirty} WHERE ${dirtyColumn(kind)} <= ?`).run(last);
    return done;
  })();
}
