import { withoutCreateMarker } from '../../../shared/api';
import { isLocalId, type StoreContext } from './context';
import { localBase } from './local-records';
import { applyPending } from './overlay';
import { isLocalOnly, outboxFromRow, type OutboxEntry, type StoredOutboxRow } from './outbox-entry';
import { getRecord, putRecord } from './records';
import type { OutboxResource, RecordTypes } from './rows';

/*
 * Shadows hold the last known server state of a record that has pending writes. The visible row
 * is that state with the pending writes applied in seq order (DESIGN.md decision 6).
 * Invariant: a shadow exists exactly while a record known to the server has queued, in-flight or
 * conflicting writes.
 */

/** Every outbox entry of one record, in seq order (a record has a handful at most). */
export function recordEntries(
  ctx: StoreContext,
  resource: OutboxResource,
  recordId: string,
): OutboxEntry[] {
  // Written out: read with every write, acknowledgement and refresh, where building the query
  // each time cost more than running it (bench/README.md, the push).
  const rows = ctx.sql
    .prepare('SELECT * FROM outbox WHERE resource = ? AND record_id = ? ORDER BY seq')
    .all(resource, recordId) as StoredOutboxRow[];
  return rows.map((r) => outboxFromRow(r, ctx.inFlight));
}

/**
 * A write that still changes what the user sees: queued, being sent, or waiting for the user's
 * choice in a conflict (the user keeps seeing their values). A refused write shows server state,
 * except a PV plan edit the server cannot take: that one stays on this device ("nur lokal").
 */
const isPending = (e: OutboxEntry) => e.state !== 'rejected' || isLocalOnly(e);

export function pendingWrites(
  ctx: StoreContext,
  resource: OutboxResource,
  recordId: string,
): OutboxEntry[] {
  return recordEntries(ctx, resource, recordId).filter(isPending);
}

export function getShadow<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  recordId: string,
): RecordTypes[K] | undefined {
  const row = ctx.sql
    .prepare('SELECT server_json FROM shadows WHERE resource = ? AND record_id = ?')
    .get(resource, recordId) as { server_json: string } | undefined;
  return row ? (JSON.parse(row.server_json) as RecordTypes[K]) : undefined;
}

export function setShadow(
  ctx: StoreContext,
  resource: OutboxResource,
  recordId: string,
  record: unknown,
): void {
  ctx.sql.run(
    ctx.sql.q
      .insertInto('shadows')
      .values({ resource, record_id: recordId, server_json: JSON.stringify(record) })
      .onConflict((oc) =>
        oc.columns(['resource', 'record_id']).doUpdateSet({ server_json: JSON.stringify(record) }),
      ),
  );
}

export function dropShadow(ctx: StoreContext, resource: OutboxResource, recordId: string): void {
  ctx.sql
    .prepare('DELETE FROM shadows WHERE resource = ? AND record_id = ?')
    .run(resource, recordId);
}

/** Before a write is queued: remember the server state, unless the record exists only here. */
export function ensureShadow(ctx: StoreContext, resource: OutboxResource, recordId: string): void {
  if (isLocalId(recordId) || getShadow(ctx, resource, recordId)) return;
  const current = getRecord(ctx, resource, recordId);
  if (current) setShadow(ctx, resource, recordId, current);
}

/**
 * Recomputes the visible row from its base and the pending writes: the shadow for a record the
 * server knows (a spent shadow is dropped), the create body for a record that exists only here.
 */
export function refreshVisible(
  ctx: StoreContext,
  resource: OutboxResource,
  recordId: string,
): void {
  if (isLocalId(recordId)) {
    const current = getRecord(ctx, resource, recordId);
    if (!current) return;
    const entries = recordEntries(ctx, resource, recordId);
    const create = entries.find((e) => e.op === 'create');
    // The create is the base (shown even while refused, so it can be fixed); edits go on top.
    const pending = entries.filter((e) => e.op !== 'create' && isPending(e));
    putRecord(ctx, resource, overlay(resource, localBase(resource, current, create), pending));
    return;
  }
  const shadow = getShadow(ctx, resource, recordId);
  if (!shadow) return;
  const pending = pendingWrites(ctx, resource, recordId);
  putRecord(ctx, resource, overlay(resource, shadow, pending));
  if (pending.length === 0) dropShadow(ctx, resource, recordId);
}

export function overlay<K extends OutboxResource>(
  resource: K,
  server: RecordTypes[K],
  pending: OutboxEntry[],
): RecordTypes[K] {
  return pending.reduce((record, write) => applyPending(resource, record, write), server);
}

/** Stores a record as the server sent it, keeping fields of writes still pending. */
export function storeServerRecord<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  received: RecordTypes[K],
): void {
  const record = resource === 'contacts' ? withoutCreateMarker(received) : received;
  const pending = pendingWrites(ctx, resource, record.id);
  if (pending.length === 0) {
    dropShadow(ctx, resource, record.id);
    putRecord(ctx, resource, record);
    return;
  }
  setShadow(ctx, resource, record.id, record);
  putRecord(ctx, resource, overlay(resource, record, pending));
}
