import type { StoreContext } from './context';
import { tables, type OutboxResource, type RecordTypes } from './rows';

/*
 * Generic reads and writes of one visible row by id, used by the outbox, the pull and the
 * overlay of pending fields. Hand-written statements: these run once per record on bulk paths.
 */

export function getRecord<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  id: string,
): RecordTypes[K] | undefined {
  const spec = tables[resource];
  const row = ctx.sql.prepare(`SELECT * FROM ${spec.table} WHERE id = ?`).get(id);
  return row === undefined ? undefined : (spec.fromRow(row as never) as RecordTypes[K]);
}

export function getRow(ctx: StoreContext, resource: OutboxResource, id: string) {
  const spec = tables[resource];
  return ctx.sql.prepare(`SELECT * FROM ${spec.table} WHERE id = ?`).get(id) as
    Record<string, unknown> | undefined;
}

/**
 * Inserts or updates one row by id; returns whether anything changed. The upsert's WHERE skips
 * rows that are already identical, so the pull learns "changed or not" without a SELECT first.
 * The statement is built once per table and column set (toRow always yields the same keys).
 */
export function putRow(ctx: StoreContext, table: string, row: Record<string, unknown>): boolean {
  const columns = Object.keys(row);
  const key = `${table}\u0000${columns.length}`;
  let sql = upsertSql.get(key);
  if (sql === undefined) {
    const others = columns.filter((c) => c !== 'id');
    sql =
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')}) ` +
      `ON CONFLICT (id) DO UPDATE SET ${others.map((c) => `${c} = excluded.${c}`).join(', ')} ` +
      `WHERE ${others.map((c) => `${table}.${c} IS NOT excluded.${c}`).join(' OR ')}`;
    upsertSql.set(key, sql);
  }
  return ctx.sql.prepare(sql).run(row).changes > 0;
}

const upsertSql = new Map<string, string>();

export function putRecord<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  record: RecordTypes[K],
): void {
  const spec = tables[resource] as unknown as {
    table: string;
    toRow(r: RecordTypes[K]): Record<string, unknown>;
  };
  if (putRow(ctx, spec.table, spec.toRow(record))) ctx.changes.mark(resource, record.id);
}

export function deleteRecord(ctx: StoreContext, resource: OutboxResource, id: string): void {
  if (ctx.sql.prepare(`DELETE FROM ${tables[resource].table} WHERE id = ?`).run(id).changes > 0)
    ctx.changes.mark(resource, id);
}
