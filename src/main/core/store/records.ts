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

export function putRow(ctx: StoreContext, table: string, row: Record<string, unknown>): void {
  const columns = Object.keys(row);
  const sql =
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')}) ` +
    `ON CONFLICT (id) DO UPDATE SET ${columns
      .filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ')}`;
  ctx.sql.prepare(sql).run(row);
}

export function putRecord<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  record: RecordTypes[K],
): void {
  const spec = tables[resource] as unknown as {
    table: string;
    toRow(r: RecordTypes[K]): Record<string, unknown>;
  };
  putRow(ctx, spec.table, spec.toRow(record));
}

export function deleteRecord(ctx: StoreContext, resource: OutboxResource, id: string): void {
  ctx.sql.prepare(`DELETE FROM ${tables[resource].table} WHERE id = ?`).run(id);
}

export function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const key of Object.keys(b)) if (a[key] !== b[key]) return false;
  return true;
}
