import { isLocalId, type StoreContext } from './context';
import { OutboxError } from './errors';
import { adoptModuleId, rewriteId } from './ids';
import { coalesceBodies } from './overlay';
import {
  outboxFromRow,
  type OutboxEntry,
  type OutboxOp,
  type OutboxRejection,
  type StoredOutboxRow,
} from './outbox-entry';
import { deleteRecord } from './records';
import type { OutboxResource, RecordTypes } from './rows';
import { ensureShadow, recordEntries, refreshVisible, storeServerRecord } from './visible';

export interface NewWrite {
  resource: OutboxResource;
  op: OutboxOp;
  recordId: string;
  projectId?: string | null;
  moduleKey?: string | null;
  body: Record<string, unknown>;
}

export function getEntry(ctx: StoreContext, seq: number): OutboxEntry {
  const row = ctx.sql.first(ctx.sql.q.selectFrom('outbox').selectAll().where('seq', '=', seq));
  if (!row) {
    throw new OutboxError(
      'outbox_entry_missing',
      `Outbox entry ${seq} does not exist (already sent or discarded).`,
      { seq },
    );
  }
  return outboxFromRow(row as StoredOutboxRow);
}

export function listOutbox(ctx: StoreContext): OutboxEntry[] {
  return ctx.sql
    .all(ctx.sql.q.selectFrom('outbox').selectAll().orderBy('seq'))
    .map((r) => outboxFromRow(r as StoredOutboxRow));
}

/** Appends a write; creates get an idempotency key so a resend after a crash is safe. */
export function enqueue(ctx: StoreContext, w: NewWrite): number {
  const result = ctx.sql.run(
    ctx.sql.q.insertInto('outbox').values({
      resource: w.resource,
      op: w.op,
      record_id: w.recordId,
      project_id: w.projectId ?? null,
      module_key: w.moduleKey ?? null,
      body: JSON.stringify(w.body),
      idempotency_key: w.op === 'create' ? ctx.newId() : null,
      state: 'queued',
      attempts: 0,
      last_error: null,
      rejection: null,
      created_at: ctx.now(),
    }),
  );
  return Number(result.lastInsertRowid);
}

function newestEntry(ctx: StoreContext, resource: OutboxResource, recordId: string) {
  return recordEntries(ctx, resource, recordId).at(-1);
}

/**
 * Queues a patch or archive of an existing record and applies it to the visible row. A patch
 * following a still-queued patch of the same record is merged into it.
 */
export function queueChange(ctx: StoreContext, w: NewWrite): void {
  ensureShadow(ctx, w.resource, w.recordId);
  const newest = newestEntry(ctx, w.resource, w.recordId);
  if (w.op === 'patch' && newest?.op === 'patch' && newest.state === 'queued') {
    const body = coalesceBodies(w.resource, newest.body, w.body);
    ctx.sql.run(
      ctx.sql.q
        .updateTable('outbox')
        .set({ body: JSON.stringify(body) })
        .where('seq', '=', newest.seq),
    );
  } else {
    enqueue(ctx, w);
  }
  refreshVisible(ctx, w.resource, w.recordId);
}

/** Local ids an entry needs the server to know before it can be sent. */
function referencedIds(entry: OutboxEntry): string[] {
  const ids: string[] = [];
  if (entry.op !== 'create') ids.push(entry.recordId);
  if (entry.projectId) ids.push(entry.projectId);
  for (const value of Object.values(entry.body)) {
    if (typeof value === 'string' && isLocalId(value)) ids.push(value);
  }
  return ids;
}

/**
 * Entries that may be sent now, by seq: per record only its oldest entry, only when queued (an
 * in-flight or rejected entry holds back later writes of the record), and only when no local id
 * it refers to still waits for its create to be acknowledged.
 */
export function nextPushable(ctx: StoreContext, limit = 100): OutboxEntry[] {
  const entries = listOutbox(ctx);
  const unacknowledgedCreates = new Set(
    entries.filter((e) => e.op === 'create').map((e) => e.recordId),
  );
  const seen = new Set<string>();
  const pushable: OutboxEntry[] = [];
  for (const entry of entries) {
    const key = `${entry.resource}\u0000${entry.recordId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.state !== 'queued') continue;
    if (referencedIds(entry).some((id) => unacknowledgedCreates.has(id))) continue;
    pushable.push(entry);
    if (pushable.length >= limit) break;
  }
  return pushable;
}

function setState(ctx: StoreContext, seq: number, from: string[], values: Record<string, unknown>) {
  const entry = getEntry(ctx, seq);
  if (!from.includes(entry.state)) {
    throw new OutboxError(
      'outbox_wrong_state',
      `Outbox entry ${seq} is ${entry.state.replace('_', '-')}, expected ${from.join(' or ')}.`,
      { seq, state: entry.state },
    );
  }
  ctx.sql.run(ctx.sql.q.updateTable('outbox').set(values).where('seq', '=', seq));
  return entry;
}

export function markInFlight(ctx: StoreContext, seq: number): void {
  ctx.sql.transaction(() => setState(ctx, seq, ['queued'], { state: 'in_flight' }));
}

/** After a retryable failure (network, 5xx, 429): back in line, with the reason kept. */
export function markQueuedAgain(ctx: StoreContext, seq: number, lastError: string): void {
  ctx.sql.transaction(() => {
    const entry = setState(ctx, seq, ['in_flight', 'queued'], {
      state: 'queued',
      last_error: lastError,
    });
    ctx.sql.run(
      ctx.sql.q
        .updateTable('outbox')
        .set({ attempts: entry.attempts + 1 })
        .where('seq', '=', seq),
    );
  });
}

/** Entries a crash left in flight go back in line; their idempotency keys make a resend safe. */
export function requeueInFlight(ctx: StoreContext): number {
  return ctx.sql.run(
    ctx.sql.q.updateTable('outbox').set({ state: 'queued' }).where('state', '=', 'in_flight'),
  ).changes;
}

/**
 * The server accepted a write: for a create, its local id becomes the server's id everywhere;
 * the server record is stored, keeping fields of writes still pending; the entry leaves.
 */
export function acknowledge(ctx: StoreContext, seq: number, serverRecord: unknown): void {
  ctx.sql.transaction(() => {
    const entry = getEntry(ctx, seq);
    const record = serverRecord as RecordTypes[OutboxResource];
    if (!record || typeof record !== 'object' || typeof record.id !== 'string') {
      throw new OutboxError(
        'protocol_no_id',
        `The server record for outbox entry ${seq} has no id.`,
        { seq },
      );
    }
    ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', seq));
    if (entry.op === 'create') rewriteId(ctx, entry.recordId, record.id);
    if (entry.resource === 'modules') adoptModuleId(ctx, record as RecordTypes['modules']);
    storeServerRecord(ctx, entry.resource, record);
  });
}

/** The server refused a write: it stays, with the reason, and the record shows server state. */
export function reject(ctx: StoreContext, seq: number, rejection: OutboxRejection): void {
  ctx.sql.transaction(() => {
    const entry = setState(ctx, seq, ['in_flight', 'queued'], {
      state: 'rejected',
      rejection: JSON.stringify(rejection),
    });
    ctx.sql.run(
      ctx.sql.q
        .updateTable('outbox')
        .set({ attempts: entry.attempts + 1 })
        .where('seq', '=', seq),
    );
    refreshVisible(ctx, entry.resource, entry.recordId);
  });
}

export function pendingCounts(ctx: StoreContext): {
  queued: number;
  inFlight: number;
  rejected: number;
} {
  const rows = ctx.sql.all(
    ctx.sql.q
      .selectFrom('outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('state'),
  );
  const count = (state: string) => rows.find((r) => r.state === state)?.count ?? 0;
  return { queued: count('queued'), inFlight: count('in_flight'), rejected: count('rejected') };
}

/** Entries other than `seq` that refer to the record `recordId` (its later writes, dependents). */
export function dependentsOf(ctx: StoreContext, seq: number, recordId: string): OutboxEntry[] {
  return listOutbox(ctx).filter(
    (e) =>
      e.seq !== seq &&
      (e.recordId === recordId ||
        e.projectId === recordId ||
        Object.values(e.body).some((v) => v === recordId)),
  );
}

/**
 * Drops a rejected or queued write. A discarded create removes the local record (and, for a
 * project, its local module rows); refused while other writes still depend on it.
 */
export function discard(ctx: StoreContext, seq: number): void {
  ctx.sql.transaction(() => {
    const entry = getEntry(ctx, seq);
    if (entry.state === 'in_flight') {
      throw new OutboxError(
        'outbox_in_flight',
        `The change ${seq} is being sent right now and cannot be discarded; wait for the answer.`,
        { seq },
      );
    }
    if (entry.op === 'create') {
      const dependents = dependentsOf(ctx, seq, entry.recordId);
      if (dependents.length > 0) {
        throw new OutboxError(
          'outbox_has_dependents',
          `The new record ${entry.recordId} cannot be discarded: ${dependents.length} other ` +
            `change(s) depend on it (outbox ${dependents.map((d) => d.seq).join(', ')}). ` +
            'Discard those first.',
          { seq, count: dependents.length, seqs: dependents.map((d) => d.seq).join(', ') },
        );
      }
      ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', seq));
      deleteRecord(ctx, entry.resource, entry.recordId);
      if (entry.resource === 'projects') {
        ctx.sql.run(
          ctx.sql.q.deleteFrom('project_modules').where('project_id', '=', entry.recordId),
        );
      }
      return;
    }
    ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', seq));
    refreshVisible(ctx, entry.resource, entry.recordId);
  });
}
