import type { Statement } from 'better-sqlite3';
import type { Db } from './database';
import { orderByColumns, type SortOrder } from '../ordering';

export type Row = Record<string, unknown> & { workspace_id: string; id: string };

/** The prepared statements every workspace table has: insert, read one, overwrite one. */
export interface Table<R extends Row> {
  insert: Statement<[R]>;
  get(workspaceId: string, id: string): R | undefined;
  update: Statement<[R]>;
}

export function prepareTable<R extends Row>(
  db: Db,
  name: string,
  columns: readonly string[],
): Table<R> {
  const insert = db.prepare<[R]>(
    `INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const writable = columns.filter(
    (c) => !['workspace_id', 'id', 'created_at', 'shuffle_key'].includes(c),
  );
  const update = db.prepare<[R]>(
    `UPDATE ${name} SET ${writable.map((c) => `${c} = @${c}`).join(', ')} WHERE workspace_id = @workspace_id AND id = @id`,
  );
  const getOne = db.prepare<[string, string], R>(
    `SELECT * FROM ${name} WHERE workspace_id = ? AND id = ?`,
  );
  return { insert, update, get: (workspaceId, id) => getOne.get(workspaceId, id) };
}

/** True when `next` differs from `prev` in any column but the timestamps that a change sets. */
export function changed(prev: Row, next: Row): boolean {
  return Object.keys(next).some(
    (k) => k !== 'updated_at' && k !== 'last_activity_at' && next[k] !== prev[k],
  );
}

export interface Condition {
  sql: string;
  value: unknown;
}

/**
 * One page of a workspace table. Reads limit+1 rows: hasMore is true exactly when one more follows.
 * Statements are cached per SQL text (a handful of filter combinations per table).
 */
export function pageQuery(db: Db) {
  const cache = new Map<string, Statement<unknown[], Row>>();
  return function page<R>(
    table: string,
    workspaceId: string,
    conditions: Condition[],
    sort: SortOrder,
    limit: number,
    offset: number,
  ): { rows: R[]; hasMore: boolean } {
    const where = ['workspace_id = ?', ...conditions.map((c) => c.sql)].join(' AND ');
    const sql = `SELECT * FROM ${table} WHERE ${where} ORDER BY ${orderByColumns[sort]} LIMIT ? OFFSET ?`;
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], Row>(sql);
      cache.set(sql, statement);
    }
    const rows = statement.all(workspaceId, ...conditions.map((c) => c.value), limit + 1, offset);
    const hasMore = rows.length > limit;
    return { rows: (hasMore ? rows.slice(0, limit) : rows) as R[], hasMore };
  };
}

export type PageQuery = ReturnType<typeof pageQuery>;

/** updatedSince in the stored form (UTC, ms), so that string comparison is time comparison. */
export function updatedSinceCondition(updatedSince: string | undefined): Condition[] {
  return updatedSince === undefined
    ? []
    : [{ sql: 'updated_at >= ?', value: new Date(updatedSince).toISOString() }];
}

export function parseJson<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
