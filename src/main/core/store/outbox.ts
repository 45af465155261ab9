import {
  contactCreateSchema,
  contactPatchSchema,
  dealCreateSchema,
  dealPatchSchema,
  projectCreateSchema,
  projectPatchSchema,
} from '../../../shared/api';
import type { z } from 'zod';
import { isLocalId, localIdPrefix, type StoreContext } from './context';
import { OutboxError } from './errors';
import { adoptModuleId, renameRecord } from './ids';
import { deepEqual, merge3, valueAt, withValueAt, type MergeConflict } from './merge';
import { baseOf, coalesce, patchKeys } from './overlay';
import {
  isLocalOnly,
  outboxFromRow,
  type OutboxEntry,
  type OutboxOp,
  type OutboxRejection,
  type OutboxRetryReason,
  type StoredOutboxRow,
} from './outbox-entry';
import { localBase } from './local-records';
import { deleteRecord, getRecord } from './records';
import { restoreProjectContents, restorePvPlan } from './restore-project';
import type { OutboxResource, RecordTypes } from './rows';
import {
  dropShadow,
  ensureShadow,
  getShadow,
  recordEntries,
  refreshVisible,
  storeServerRecord,
} from './visible';

export interface NewWrite {
  resource: OutboxResource;
  op: OutboxOp;
  recordId: string;
  projectId?: string | null;
  moduleKey?: string | null;
  body: Record<string, unknown>;
  base?: Record<string, unknown> | null;
}

function readEntry(ctx: StoreContext, seq: number): OutboxEntry | undefined {
  // Written out, as recordEntries: read for every entry a push takes and answers.
  const row = ctx.sql.prepare('SELECT * FROM outbox WHERE seq = ?').get(seq) as
    StoredOutboxRow | undefined;
  return row ? outboxFromRow(row, ctx.inFlight) : undefined;
}

export function getEntry(ctx: StoreContext, seq: number): OutboxEntry {
  const entry = readEntry(ctx, seq);
  if (!entry) {
    throw new OutboxError(
      'outbox_entry_missing',
      `Outbox entry ${seq} does not exist (already sent or discarded).`,
      { seq },
    );
  }
  return entry;
}

export function listOutbox(ctx: StoreContext): OutboxEntry[] {
  return ctx.sql
    .all(ctx.sql.q.selectFrom('outbox').selectAll().orderBy('seq'))
    .map((r) => outboxFromRow(r as StoredOutboxRow, ctx.inFlight));
}

function update(ctx: StoreContext, seq: number, values: Record<string, unknown>): void {
  ctx.sql.run(ctx.sql.q.updateTable('outbox').set(values).where('seq', '=', seq));
  ctx.changes.mark('outbox', String(seq));
}

/**
 * The record's sync state (refused, in conflict, "nur lokal", waiting) comes from its entries:
 * when that state changes, its pages must hear it even where the row itself stays the same
 * (a "nur lokal" PV plan edit stays applied; a conflict resolved with "mine" keeps the value).
 */
function markSyncState(ctx: StoreContext, entry: Pick<OutboxEntry, 'resource' | 'recordId'>) {
  ctx.changes.mark(entry.resource, entry.recordId);
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
      base: w.base ? JSON.stringify(w.base) : null,
      conflict: null,
      attempted_at: null,
      idempotency_key: w.op === 'create' ? ctx.newId() : null,
      state: 'queued',
      attempts: 0,
      last_error: null,
      rejection: null,
      created_at: ctx.now(),
    }),
  );
  const seq = Number(result.lastInsertRowid);
  ctx.changes.mark('outbox', String(seq));
  return seq;
}

/**
 * Queues a patch or archive of an existing record and applies it to the visible row. The edit
 * remembers the values it changes as the user saw them (its base). A patch following a queued
 * patch of the same record that nobody is sending is merged into it; one that is being sent is
 * left alone, so its acknowledgement can't take the newer edit with it.
 */
export function queueChange(ctx: StoreContext, w: NewWrite): void {
  ensureShadow(ctx, w.resource, w.recordId);
  const visible = getRecord(ctx, w.resource, w.recordId);
  const base = w.op === 'patch' && visible ? baseOf(w.resource, visible, w.body) : null;
  const newest = recordEntries(ctx, w.resource, w.recordId).at(-1);
  // Never into an entry that was ever sent: the server may hold its values already (an answer
  // lost, or a crash mid-send), and the newer edit must be judged against them, not beside them.
  if (
    w.op === 'patch' &&
    newest?.op === 'patch' &&
    newest.state === 'queued' &&
    newest.attemptedAt === null &&
    !ctx.inFlight.has(newest.seq)
  ) {
    const merged = coalesce(newest, { body: w.body, base });
    update(ctx, newest.seq, {
      body: JSON.stringify(merged.body),
      base: merged.base ? JSON.stringify(merged.base) : null,
    });
  } else {
    enqueue(ctx, { ...w, base });
  }
  refreshVisible(ctx, w.resource, w.recordId);
}

/**
 * An earlier write of a record was settled: acknowledged (its values are on the server now) or
 * refused/discarded (they never will be). Later writes of the same record were made on top of
 * what the user saw then; they are rebased so that this device's own writes never count as
 * "changed on the server meanwhile" (conflicts are about other people's edits).
 */
function rebaseLaterEntries(
  ctx: StoreContext,
  settled: OutboxEntry,
  outcome: 'applied' | 'undone',
) {
  if (settled.op !== 'patch' || settled.base === null) return;
  const [from, to] =
    outcome === 'applied' ? [settled.base, settled.body] : [settled.body, settled.base];
  for (const later of recordEntries(ctx, settled.resource, settled.recordId)) {
    if (later.seq <= settled.seq || later.op !== 'patch' || later.base === null) continue;
    if (ctx.inFlight.has(later.seq)) continue;
    const base: Record<string, unknown> = { ...later.base };
    const body: Record<string, unknown> = { ...later.body };
    let changed = false;
    for (const key of patchKeys(settled.resource, settled.body)) {
      if (!Object.hasOwn(later.base, key)) continue;
      const nextBase = merge3(from[key], to[key], later.base[key]);
      if (deepEqual(nextBase, later.base[key])) continue;
      body[key] = merge3(later.base[key], later.body[key], nextBase);
      base[key] = nextBase;
      changed = true;
    }
    if (changed) update(ctx, later.seq, { body: JSON.stringify(body), base: JSON.stringify(base) });
  }
}

/**
 * Edits made before the server created the record started from the local stand-in (a PV plan's
 * empty document, "PV-Plan" for a name the server chooses); they are re-expressed against what
 * the server created, so its initial values count neither as someone else's change (a conflict)
 * nor as something the user removed.
 */
function rebaseOnServerCreate(
  ctx: StoreContext,
  resource: OutboxResource,
  createdHere: RecordTypes[OutboxResource],
  created: RecordTypes[OutboxResource],
) {
  const local = createdHere as unknown as Record<string, unknown>;
  const server = created as unknown as Record<string, unknown>;
  for (const later of recordEntries(ctx, resource, created.id)) {
    if (later.op !== 'patch' || later.base === null || ctx.inFlight.has(later.seq)) continue;
    const base: Record<string, unknown> = { ...later.base };
    const body: Record<string, unknown> = { ...later.body };
    let changed = false;
    for (const key of Object.keys(base)) {
      if (!deepEqual(base[key], local[key]) || deepEqual(base[key], server[key])) continue;
      // The user's change from the stand-in, onto what the server created (theirs kept where
      // the user did not touch it: a document key the stand-in lacked is not a removal).
      body[key] = merge3(local[key], body[key], server[key]);
      base[key] = server[key];
      changed = true;
    }
    if (changed) update(ctx, later.seq, { body: JSON.stringify(body), base: JSON.stringify(base) });
  }
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
 * Entries that may be sent now, by seq: per record only its oldest entry, only when queued and
 * not being sent (an in-flight, rejected or conflicting entry holds back later writes of the
 * record), and only when no local id it refers to still waits for its create.
 */
export function nextPushable(ctx: StoreContext, limit = 100): OutboxEntry[] {
  // The selection needs only the ids; an entry is read whole (its JSON parsed) only when it is
  // a candidate. Reading every entry whole cost most of a large push's turns (bench/README.md).
  const rows = ctx.sql
    .prepare('SELECT seq, resource, op, record_id, state FROM outbox ORDER BY seq')
    .all() as Array<Pick<StoredOutboxRow, 'seq' | 'resource' | 'op' | 'record_id' | 'state'>>;
  const unacknowledgedCreates = new Set(
    rows.filter((r) => r.op === 'create').map((r) => r.record_id),
  );
  const seen = new Set<string>();
  const pushable: OutboxEntry[] = [];
  for (const row of rows) {
    const key = `${row.resource}\u0000${row.record_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (row.state !== 'queued' || ctx.inFlight.has(row.seq)) continue;
    const entry = readEntry(ctx, row.seq);
    if (!entry || entry.state !== 'queued') continue;
    if (referencedIds(entry).some((id) => unacknowledgedCreates.has(id))) continue;
    pushable.push(entry);
    if (pushable.length >= limit) break;
  }
  return pushable;
}

/**
 * Takes an entry for sending: returns it as the database holds it now (a later edit may have
 * been merged into it since it was listed) and marks it in flight, or undefined when it is no
 * longer queued (discarded, refused, or already taken). The first take records that a send
 * began (`attemptedAt`, durable): from then on a lost answer or a crash can mean the server has
 * it, so no later edit is merged into it and a create is looked for before it is sent again.
 * The entry returned carries the attempt time from before this take.
 */
export function takeForSending(ctx: StoreContext, seq: number): OutboxEntry | undefined {
  const entry = readEntry(ctx, seq);
  if (!entry || entry.state !== 'queued') return undefined;
  if (entry.attemptedAt === null) update(ctx, seq, { attempted_at: ctx.now() });
  ctx.inFlight.add(seq);
  ctx.changes.mark('outbox', String(seq));
  return { ...entry, state: 'in_flight' };
}

/** Records, in one commit, that sends of these entries may begin (patches of a push batch). */
export function markAttempted(ctx: StoreContext, seqs: readonly number[]): void {
  if (!seqs.length) return;
  const at = ctx.now();
  ctx.sql.transaction(() => {
    const mark = ctx.sql.prepare(
      'UPDATE outbox SET attempted_at = ? WHERE seq = ? AND attempted_at IS NULL',
    );
    for (const seq of seqs) if (mark.run(at, seq).changes) ctx.changes.mark('outbox', String(seq));
  });
}

/** The process stops sending an entry (answered or not); whatever was not recorded stays queued. */
export function release(ctx: StoreContext, seq: number): void {
  if (ctx.inFlight.delete(seq)) ctx.changes.mark('outbox', String(seq));
}

/** After a retryable failure (network, 5xx, 429): back in line, with the reason kept. */
export function markQueuedAgain(ctx: StoreContext, seq: number, reason: OutboxRetryReason): void {
  release(ctx, seq);
  ctx.sql.transaction(() => {
    const entry = readEntry(ctx, seq);
    if (!entry) return;
    update(ctx, seq, { last_error: JSON.stringify(reason), attempts: entry.attempts + 1 });
  });
}

/** Entries an older version left marked in flight go back in line (idempotency keys make it safe). */
export function requeueInFlight(ctx: StoreContext): number {
  return ctx.sql.run(
    ctx.sql.q.updateTable('outbox').set({ state: 'queued' }).where('state', '=', 'in_flight'),
  ).changes;
}

/**
 * The server accepted a write: for a create, its local id becomes the server's id everywhere;
 * the server record is stored, keeping fields of writes still pending; only this entry leaves.
 */
export function acknowledge(
  ctx: StoreContext,
  seq: number,
  serverRecord: unknown,
  /** The entry as it was taken for sending: nothing changes an entry while it is in flight. */
  taken?: OutboxEntry,
): void {
  release(ctx, seq);
  ctx.sql.transaction(() => storeAcknowledged(ctx, seq, serverRecord, taken));
}

/** The body of an acknowledgement, inside the caller's transaction. */
function storeAcknowledged(
  ctx: StoreContext,
  seq: number,
  serverRecord: unknown,
  taken: OutboxEntry | undefined,
): void {
  const entry = taken ?? getEntry(ctx, seq);
  const record = serverRecord as RecordTypes[OutboxResource];
  if (!record || typeof record !== 'object' || typeof record.id !== 'string') {
    throw new OutboxError(
      'protocol_no_id',
      `The server record for outbox entry ${seq} has no id.`,
      { seq },
    );
  }
  const local =
    entry.op === 'create' && entry.resource === 'pvPlans'
      ? getRecord(ctx, 'pvPlans', entry.recordId)
      : undefined;
  const createdHere = local && localBase('pvPlans', local, entry);
  const pulled = pulledCopy(ctx, entry, record);
  ctx.sql.prepare('DELETE FROM outbox WHERE seq = ?').run(seq);
  ctx.changes.mark('outbox', String(seq));
  rebaseLaterEntries(ctx, entry, 'applied');
  if (entry.op === 'create') renameRecord(ctx, entry.resource, entry.recordId, record.id);
  if (createdHere) rebaseOnServerCreate(ctx, entry.resource, createdHere, record);
  if (entry.resource === 'modules') adoptModuleId(ctx, record as RecordTypes['modules']);
  storeServerRecord(ctx, entry.resource, newerOf(record, pulled));
}

/** Answers that arrived together, in one commit (a commit per answer cost ~1 ms each). */
export function acknowledgeAll(
  ctx: StoreContext,
  answers: ReadonlyArray<{ entry: OutboxEntry; record: unknown }>,
): void {
  ctx.sql.transaction(() => {
    // One transaction, no savepoint per answer: a failing one fails the commit of all.
    for (const { entry, record } of answers) {
      release(ctx, entry.seq);
      storeAcknowledged(ctx, entry.seq, record, entry);
    }
  });
}

/**
 * The server's copy of the acknowledged record that a pull brought meanwhile: the shadow of a
 * record with pending writes, or the row a pull stored under the server's id before the create's
 * answer came (a lost answer, then a resend).
 */
function pulledCopy(
  ctx: StoreContext,
  entry: OutboxEntry,
  record: RecordTypes[OutboxResource],
): RecordTypes[OutboxResource] | undefined {
  const shadow = getShadow(ctx, entry.resource, record.id);
  if (shadow) return shadow;
  return entry.op === 'create' && entry.recordId !== record.id
    ? getRecord(ctx, entry.resource, record.id)
    : undefined;
}

/**
 * An answer can be older than a copy pulled since: a replayed create answer is the
 * server's first one, and the office may have edited the record after it. The newer copy stays,
 * or the device would keep the old values and later overwrite the office's without a conflict.
 */
function newerOf<T extends RecordTypes[OutboxResource]>(answer: T, pulled: T | undefined): T {
  const answered = Date.parse(String((answer as { updatedAt?: unknown }).updatedAt));
  const known = Date.parse(String((pulled as { updatedAt?: unknown } | undefined)?.updatedAt));
  return pulled && known > answered ? pulled : answer;
}

/** The server refused a write: it stays, with the reason, and the record shows server state. */
export function reject(ctx: StoreContext, seq: number, rejection: OutboxRejection): void {
  release(ctx, seq);
  ctx.sql.transaction(() => {
    const entry = getEntry(ctx, seq);
    update(ctx, seq, {
      state: 'rejected',
      rejection: JSON.stringify(rejection),
      attempts: entry.attempts + 1,
    });
    // A local-only PV plan edit stays applied, so the later edits still build on it.
    if (!isLocalOnly({ ...entry, state: 'rejected', rejection })) {
      rebaseLaterEntries(ctx, entry, 'undone');
    }
    refreshVisible(ctx, entry.resource, entry.recordId);
    markSyncState(ctx, entry);
  });
}

/**
 * The same keys were changed on the server since the edit started: the entry waits with both
 * values for the user's choice; the server's copy becomes the record's known server state.
 */
export function markConflict(
  ctx: StoreContext,
  seq: number,
  theirs: RecordTypes[OutboxResource],
  conflicts: MergeConflict[],
): void {
  release(ctx, seq);
  ctx.sql.transaction(() => {
    const entry = getEntry(ctx, seq);
    update(ctx, seq, {
      state: 'conflict',
      conflict: JSON.stringify({
        fields: conflicts,
        theirsUpdatedAt: (theirs as { updatedAt?: string }).updatedAt ?? null,
      }),
    });
    storeServerRecord(ctx, entry.resource, theirs);
    markSyncState(ctx, entry);
  });
}

/** What the sync found with a write that waits for the user (see markWaiting). */
export interface WaitingFound {
  candidate?: { id: string; record: Record<string, unknown> };
  theirs?: unknown;
  /** A PV plan's whole project is gone from the server, not only the plan. */
  projectGone?: boolean;
}

/**
 * A write waits for the user without keys to choose (conflict kinds in outbox-entry.ts): a
 * create that may have been made already (`candidate`), or an edit of a record deleted on the
 * server or archived there since (`theirs`, the archived copy, becomes the server copy).
 */
export function markWaiting(
  ctx: StoreContext,
  seq: number,
  kind: 'maybeCreated' | 'deleted' | 'archived',
  found: WaitingFound = {},
): void {
  release(ctx, seq);
  ctx.sql.transaction(() => {
    const entry = getEntry(ctx, seq);
    const theirs = found.theirs as RecordTypes[OutboxResource] | undefined;
    update(ctx, seq, {
      state: 'conflict',
      conflict: JSON.stringify({
        kind,
        candidate: found.candidate ?? null,
        fields: [],
        theirsUpdatedAt: (theirs as { updatedAt?: string } | undefined)?.updatedAt ?? null,
        ...(found.projectGone ? { projectGone: true } : {}),
      }),
    });
    if (theirs) storeServerRecord(ctx, entry.resource, theirs);
    markSyncState(ctx, entry);
  });
}

/**
 * The record kinds a deleted record can be made again of: those with a create, and a module,
 * which is gone only with its project (the server makes every module of a project): restoring
 * it makes the project again with all its modules and PV plans. A PV plan is made again under
 * its project (or with it, when the project is gone too).
 */
export const restorable: ReadonlySet<OutboxResource> = new Set([
  'contacts',
  'deals',
  'projects',
  'modules',
  'pvPlans',
]);

export type SettleChoice = 'adopt' | 'createNew' | 'restore';

/**
 * The user's answer to a conflict without keys: `adopt` takes the candidate as the record this
 * device made (acknowledged with it); `createNew` sends the create again; `restore` makes a
 * deleted record again from this device's copy (a create, then the edit's other keys), or
 * brings an archived one back with the edit (a deal un-archived, a project active again).
 */
export function settleConflict(ctx: StoreContext, seq: number, choice: SettleChoice): void {
  const entry = getEntry(ctx, seq);
  const kind = entry.state === 'conflict' ? entry.conflict?.kind : undefined;
  const fits =
    choice === 'restore'
      ? (kind === 'deleted' && restorable.has(entry.resource)) ||
        (kind === 'archived' && (entry.resource === 'deals' || entry.resource === 'projects'))
      : kind === 'maybeCreated' && (choice === 'createNew' || !!entry.conflict?.candidate);
  if (!fits) {
    throw new OutboxError(
      'outbox_wrong_state',
      `Outbox entry ${seq} (${entry.state}${kind ? `, ${kind}` : ''}) cannot be settled with ${choice}.`,
      { seq, state: entry.state },
    );
  }
  ctx.sql.durableTransaction(() => {
    if (choice === 'adopt') return acknowledge(ctx, seq, entry.conflict!.candidate!.record);
    if (choice === 'createNew') {
      update(ctx, seq, { state: 'queued', conflict: null, attempted_at: null });
    } else if (kind === 'archived') {
      const body = { ...entry.body };
      const base = { ...(entry.base ?? {}) };
      if (entry.resource === 'deals') [body.archived, base.archived] = [false, true];
      else [body.status, base.status] = [body.status ?? 'active', 'archived'];
      update(ctx, seq, {
        state: 'queued',
        conflict: null,
        body: JSON.stringify(body),
        base: JSON.stringify(base),
        attempted_at: null,
      });
    } else if (entry.resource === 'modules') {
      restoreProjectOf(ctx, entry);
      return;
    } else if (entry.resource === 'pvPlans') {
      restorePvPlanOf(ctx, entry);
      return;
    } else {
      const localId = recreate(ctx, entry);
      markSyncState(ctx, { resource: entry.resource, recordId: localId });
      return;
    }
    refreshVisible(ctx, entry.resource, entry.recordId);
    markSyncState(ctx, entry);
  });
}

/**
 * A module's edit found its project deleted on the server: the project is made again from this
 * device's copy (its own waiting edit, if any, goes with it), which brings the module's edit.
 */
function restoreProjectOf(ctx: StoreContext, entry: OutboxEntry): void {
  const projectId = entry.projectId;
  if (!projectId || !getRecord(ctx, 'projects', projectId)) {
    throw new OutboxError(
      'outbox_wrong_state',
      `Outbox entry ${entry.seq}: the module's project is not on this device; it cannot be restored.`,
      { seq: entry.seq, state: entry.state },
    );
  }
  const waiting = recordEntries(ctx, 'projects', projectId).find(
    (e) => e.state === 'conflict' && e.conflict?.kind === 'deleted',
  );
  const seq =
    waiting?.seq ??
    enqueue(ctx, { resource: 'projects', op: 'patch', recordId: projectId, body: {} });
  const localId = recreate(ctx, getEntry(ctx, seq));
  markSyncState(ctx, { resource: 'projects', recordId: localId });
}

/**
 * A PV plan's edit found the plan deleted on the server: it is made again under its project from
 * this device's copy. When the project is gone from the server too (found when the edit or the
 * plan's create was sent, or its own edit waits as deleted), the project is made again from this
 * device's copy, which brings the plan with it: a plan created under a project the server no
 * longer has would only be refused.
 */
function restorePvPlanOf(ctx: StoreContext, entry: OutboxEntry): void {
  const plan = getRecord(ctx, 'pvPlans', entry.recordId);
  if (!plan || !getRecord(ctx, 'projects', plan.projectId)) {
    throw new OutboxError(
      'outbox_wrong_state',
      `Outbox entry ${entry.seq}: the PV plan or its project is not on this device; it cannot be restored.`,
      { seq: entry.seq, state: entry.state },
    );
  }
  const projectGone =
    entry.conflict?.projectGone === true ||
    recordEntries(ctx, 'projects', plan.projectId).some(
      (e) => e.state === 'conflict' && e.conflict?.kind === 'deleted',
    );
  if (projectGone) {
    restoreProjectOf(ctx, { ...entry, projectId: plan.projectId });
    return;
  }
  const localId = restorePvPlan(ctx, entry.recordId, enqueue);
  markSyncState(ctx, { resource: 'pvPlans', recordId: localId });
}

/** The keys a create takes, per restorable kind (the create schemas, workspace-api.md). */
const createKeys: Partial<Record<OutboxResource, readonly string[]>> = {
  contacts: Object.keys(contactCreateSchema.shape),
  deals: Object.keys(dealCreateSchema.shape),
  projects: Object.keys(projectCreateSchema.shape),
};

/** The keys only a patch sets, per restorable kind, and what a create leaves in them. */
const patchOnly: Partial<
  Record<OutboxResource, { shape: Record<string, z.ZodType>; created: Record<string, unknown> }>
> = {
  contacts: { shape: contactPatchSchema.shape, created: { status: 'lead' } },
  deals: { shape: dealPatchSchema.shape, created: { status: 'open', projectId: null } },
  projects: { shape: projectPatchSchema.shape, created: { status: 'draft' } },
};

/**
 * A deleted record made again from this device's whole copy (the server's last copy with the
 * edit): the edit becomes a create under a new local id (the server gives it a new id on the
 * acknowledgement, and every reference follows, with a fresh idempotency key), and what a
 * create cannot take follows as a patch: a won deal, a qualified contact, an active project
 * stay so, not only where the edit changed them.
 */
function recreate(ctx: StoreContext, entry: OutboxEntry): string {
  const local = getRecord(ctx, entry.resource, entry.recordId) as Record<string, unknown>;
  const keys = createKeys[entry.resource] ?? [];
  const create: Record<string, unknown> = {};
  for (const key of keys) if (local[key] !== undefined) create[key] = local[key];
  if (entry.resource === 'contacts' && !['lead', 'customer'].includes(String(create.status)))
    delete create.status;
  const followUp: Record<string, unknown> = {};
  const later = patchOnly[entry.resource];
  for (const [key, schema] of Object.entries(later?.shape ?? {})) {
    if (key in create) continue;
    const value = key === 'archived' ? local.archivedAt != null : local[key];
    const made = key === 'archived' ? false : (later!.created[key] ?? null);
    if (value !== undefined && !deepEqual(value, made) && schema.safeParse(value).success)
      followUp[key] = value;
  }
  for (const [key, value] of Object.entries(entry.body))
    if (!(key in create) || (key === 'status' && create.status === undefined))
      followUp[key] = value;
  const localId = `${localIdPrefix}${ctx.newId()}`;
  renameRecord(ctx, entry.resource, entry.recordId, localId);
  dropShadow(ctx, entry.resource, localId);
  update(ctx, entry.seq, {
    op: 'create',
    record_id: localId,
    body: JSON.stringify(create),
    base: null,
    conflict: null,
    state: 'queued',
    attempted_at: null,
    idempotency_key: ctx.newId(),
  });
  if (Object.keys(followUp).length)
    enqueue(ctx, { resource: entry.resource, op: 'patch', recordId: localId, body: followUp });
  if (entry.resource === 'projects') restoreProjectContents(ctx, localId, enqueue);
  return localId;
}

/** Per conflicting key: the user's value, the server's, or a value the user typed. */
export type ConflictChoice = 'mine' | 'theirs' | { value: unknown };

/**
 * The user chose per conflicting key: 'mine' keeps their value (sent next, now against the
 * server's value as its base), 'theirs' takes the server's, `{ value }` sends one the user typed.
 * A key missing on the chosen side is removed. An edit left with no change leaves the outbox.
 */
export function resolveConflict(
  ctx: StoreContext,
  seq: number,
  keep: Record<string, ConflictChoice>,
): void {
  ctx.sql.durableTransaction(() => {
    const entry = getEntry(ctx, seq);
    if (entry.state !== 'conflict' || !entry.conflict) {
      throw new OutboxError(
        'outbox_wrong_state',
        `Outbox entry ${seq} is ${entry.state}; only a conflict can be resolved.`,
        { seq, state: entry.state },
      );
    }
    let body: unknown = entry.body;
    let base: unknown = entry.base ?? {};
    for (const field of entry.conflict.fields) {
      const choice = Object.hasOwn(keep, field.path) ? keep[field.path] : undefined;
      if (choice !== 'mine' && choice !== 'theirs' && !isOwnValue(choice)) {
        throw new OutboxError(
          'conflict_unresolved',
          `Choose your value or the server's for ${field.path} before the change can be sent.`,
          { seq, path: field.path },
        );
      }
      base = withValueAt(base, field.segments, field.theirs);
      if (choice === 'theirs') body = withValueAt(body, field.segments, field.theirs);
      else if (choice !== 'mine') body = withValueAt(body, field.segments, choice.value);
    }
    for (const path of Object.keys(keep)) {
      if (!entry.conflict.fields.some((f) => f.path === path))
        throw new OutboxError(
          'conflict_unknown_key',
          `Outbox entry ${seq} has no conflict at ${path}; its conflicts are at ` +
            `${entry.conflict.fields.map((f) => f.path).join(', ')}.`,
          { seq, path },
        );
    }
    const nextBody = body as Record<string, unknown>;
    const nextBase = base as Record<string, unknown>;
    const unchanged = patchKeys(entry.resource, nextBody).every((key) =>
      deepEqual(valueAt(nextBody, [key]), valueAt(nextBase, [key])),
    );
    if (unchanged) {
      ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', seq));
      ctx.changes.mark('outbox', String(seq));
    } else {
      // The user decided against the server's current copy: no earlier send is in question now.
      update(ctx, seq, {
        state: 'queued',
        conflict: null,
        body: JSON.stringify(nextBody),
        base: JSON.stringify(nextBase),
        attempted_at: null,
      });
    }
    refreshVisible(ctx, entry.resource, entry.recordId);
    markSyncState(ctx, entry);
  });
}

const isOwnValue = (choice: unknown): choice is { value: unknown } =>
  typeof choice === 'object' &&
  choice !== null &&
  Object.hasOwn(choice, 'value') &&
  (choice as { value: unknown }).value !== undefined;

export function pendingCounts(ctx: StoreContext): {
  queued: number;
  inFlight: number;
  rejected: number;
  conflicts: number;
} {
  const rows = ctx.sql.all(
    ctx.sql.q
      .selectFrom('outbox')
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('state'),
  );
  const count = (state: string) => rows.find((r) => r.state === state)?.count ?? 0;
  const inFlight = ctx.inFlight.size;
  return {
    queued: count('queued') - inFlight,
    inFlight,
    rejected: count('rejected'),
    conflicts: count('conflict'),
  };
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

/** Removes the other writes of `entry`'s record: given up with it, they could only fail alike. */
function dropEditsBehind(ctx: StoreContext, entry: OutboxEntry): void {
  for (const other of recordEntries(ctx, entry.resource, entry.recordId))
    if (other.seq !== entry.seq)
      ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', other.seq));
}

/**
 * Drops a rejected, conflicting or queued write. A discarded create removes the local record
 * (and, for a project, its local module rows); refused while other writes still depend on it.
 */
export function discard(ctx: StoreContext, seq: number): void {
  ctx.sql.durableTransaction(() => {
    const entry = getEntry(ctx, seq);
    if (entry.state === 'in_flight') {
      throw new OutboxError(
        'outbox_in_flight',
        `The change ${seq} is being sent right now and cannot be discarded; wait for the answer.`,
        { seq },
      );
    }
    if (entry.op === 'create') {
      // A create whose project is gone from the server: the record's own edits could only meet
      // the same answer, so they go with it (as for an edit of a deleted record, below).
      if (entry.conflict?.kind === 'deleted') dropEditsBehind(ctx, entry);
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
      ctx.changes.mark('outbox', String(seq));
      deleteRecord(ctx, entry.resource, entry.recordId);
      if (entry.resource === 'projects') {
        for (const row of ctx.sql.all(
          ctx.sql.q
            .selectFrom('project_modules')
            .select('id')
            .where('project_id', '=', entry.recordId),
        ))
          deleteRecord(ctx, 'modules', row.id);
      }
      return;
    }
    ctx.sql.run(ctx.sql.q.deleteFrom('outbox').where('seq', '=', seq));
    ctx.changes.mark('outbox', String(seq));
    if (entry.conflict?.kind === 'deleted') {
      // Gone from the server and the edit given up: the record goes here too, with the edits
      // that waited behind this one (they could only meet the same answer).
      dropEditsBehind(ctx, entry);
      dropShadow(ctx, entry.resource, entry.recordId);
      deleteRecord(ctx, entry.resource, entry.recordId);
      markSyncState(ctx, entry);
      return;
    }
    // A rejected write was undone for the later ones already; a queued one is undone now.
    if (entry.state !== 'rejected' || isLocalOnly(entry)) rebaseLaterEntries(ctx, entry, 'undone');
    refreshVisible(ctx, entry.resource, entry.recordId);
    markSyncState(ctx, entry);
  });
}
