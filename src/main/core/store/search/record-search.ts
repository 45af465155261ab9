import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { StoreContext } from '../context';
import type { ColumnsKind } from './kinds';
import { searchMatchExpression } from './query';
import { hasUnflushed, readSearchIndexState, type Prepare } from './search-index';

/*
 * The search of buildings, projects and deals as a condition on their rows: every typed word a
 * prefix of a word of the record's document, in any order (kinds.ts says what the document
 * holds). Through the record's FTS5 index once it is built; while it is being built (the first
 * minutes after a first sync, or after migration 8), over the same values read from the rows with
 * `matches_search` (registered in openStore: src/shared/search/fold.ts's matchesSearch), so the
 * results are the same, only slower.
 */

/** SQL condition: the row of `kind.table` whose rowid is `rowid` matches `text`; null: no words. */
export function recordMatches(
  ctx: StoreContext,
  kind: ColumnsKind,
  text: string,
  rowid: string,
): RawBuilder<SqlBool> | null {
  const match = searchMatchExpression(text);
  if (!match) return null;
  const prepare: Prepare = (statement) => ctx.sql.prepare(statement);
  if (readSearchIndexState(prepare, kind).complete) {
    // A write outside a transaction noted its record but had no commit to flush it: any commit
    // writes every noted document (Sql.onBeforeCommit).
    if (hasUnflushed(prepare, kind)) ctx.sql.transaction(() => undefined);
    const index = sql.raw(`${kind.name}_search`);
    // Unary + keeps the match set from driving the loop: the board and the lists keep walking
    // their own indexes in order and probe the set (measured: the board's p50 95 → 62 ms at
    // 5,000 deals for prefixes every deal matches).
    return sql<SqlBool>`+${sql.raw(rowid)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${match})`;
  }
  return sql<SqlBool>`${sql.raw(rowid)} IN (SELECT r.rowid FROM ${sql.raw(kind.from)}
    WHERE matches_search(${text}, ${sql.raw(kind.values.join(', '))}))`;
}

/** How deep `withRecordMatchSet` calls nest: each depth has its own temp table. */
let matchSetDepth = 0;

/**
 * Runs `read` with the condition "the row of `kind.table` whose rowid is `rowid` matches `text`"
 * (null: no words), the match set read from the index ONCE: its rowids go into a temp table with
 * an INTEGER PRIMARY KEY that every query of `read` probes. The board asks seven queries of one
 * text; each re-evaluated the MATCH (every deal matches "vorg": 50,000 rowids read seven times).
 * The fill and `read` run in one transaction, so every query sees the same set the rows were
 * read with. A nested call gets a table of its own (one per depth); the table is kept for the
 * connection and emptied after each read, so no schema change expires the cached statements.
 */
export function withRecordMatchSet<T>(
  ctx: StoreContext,
  kind: ColumnsKind,
  text: string,
  rowid: string,
  read: (matches: RawBuilder<SqlBool> | null) => T,
): T {
  const match = searchMatchExpression(text);
  const prepare: Prepare = (statement) => ctx.sql.prepare(statement);
  if (!match || !readSearchIndexState(prepare, kind).complete)
    return read(recordMatches(ctx, kind, text, rowid));
  // Before the transaction: the flush of noted records only runs when an outermost one commits.
  if (hasUnflushed(prepare, kind)) ctx.sql.transaction(() => undefined);
  const index = `${kind.name}_search`;
  const name = `${kind.name}_match_set_${matchSetDepth}`;
  const table = `temp.${name}`;
  matchSetDepth++;
  try {
    return ctx.sql.transaction(() => {
      prepare(`CREATE TEMP TABLE IF NOT EXISTS ${name} (rowid INTEGER PRIMARY KEY)`).run();
      prepare(`DELETE FROM ${table}`).run();
      try {
        prepare(`INSERT INTO ${table} SELECT rowid FROM ${index} WHERE ${index} MATCH ?`).run(
          match,
        );
        // Unary + as in recordMatches: the queries walk their own indexes and probe the set.
        return read(sql<SqlBool>`+${sql.raw(rowid)} IN (SELECT rowid FROM ${sql.raw(table)})`);
      } finally {
        prepare(`DELETE FROM ${table}`).run();
      }
    });
  } finally {
    matchSetDepth--;
  }
}

/**
 * The rowids of up to `limit` records of `kind` matching `text`, newest-arrived first (the
 * global search's few per kind): read from the index's own rowid order, so a common word costs
 * one page, not every match.
 */
export function findRecordRowids(
  ctx: StoreContext,
  kind: ColumnsKind,
  text: string,
  limit: number,
): number[] {
  const match = searchMatchExpression(text);
  if (!match) return [];
  const prepare: Prepare = (statement) => ctx.sql.prepare(statement);
  if (readSearchIndexState(prepare, kind).complete) {
    if (hasUnflushed(prepare, kind)) ctx.sql.transaction(() => undefined);
    const index = `${kind.name}_search`;
    return prepare(`SELECT rowid FROM ${index} WHERE ${index} MATCH ? ORDER BY rowid DESC LIMIT ?`)
      .pluck()
      .all(match, limit) as number[];
  }
  return prepare(
    `SELECT r.rowid FROM ${kind.from} WHERE matches_search(?, ${kind.values.join(', ')})
     ORDER BY r.rowid DESC LIMIT ?`,
  )
    .pluck()
    .all(text, limit) as number[];
}
