import type { Contact, Deal, Project, ProjectModule } from '../../../shared/api';
import type { OutboxResource, RecordTypes, StoredPvPlan } from './rows';

/*
 * How a queued write changes a record locally. The visible row is the server state with the
 * pending writes of that record applied in seq order (DESIGN.md decision 6), so this must be a
 * pure function of (record, write). `at` is the write's own timestamp, never "now", so that
 * recomputing the overlay later gives the same result.
 */

export interface PendingWrite {
  op: 'create' | 'patch' | 'archive';
  body: Record<string, unknown>;
  createdAt: string;
}

const has = (body: Record<string, unknown>, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

function copyPresent<R>(record: R, body: Record<string, unknown>, keys: readonly string[]): R {
  const next = { ...record } as Record<string, unknown>;
  for (const key of keys) if (has(body, key)) next[key] = body[key];
  return next as R;
}

/** Contact `fields` in a body carry removed keys as null; locally those keys are gone. */
export function withoutNulls(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null) out[key] = value;
  return out;
}

function applyContact(c: Contact, w: PendingWrite): Contact {
  const next = copyPresent(c, w.body, ['status', 'assignedTo']);
  if (has(w.body, 'fields')) next.fields = withoutNulls(w.body.fields as Record<string, unknown>);
  return next;
}

const dealPlainKeys = [
  'contactId',
  'title',
  'value',
  'status',
  'ownerId',
  'projectTypeIds',
  'street',
  'postalCode',
  'city',
  'notes',
  'projectId',
] as const;

function applyDeal(d: Deal, w: PendingWrite): Deal {
  const next = copyPresent(d, w.body, dealPlainKeys);
  if (has(w.body, 'stageId') && w.body.stageId !== d.stageId) {
    next.stageId = w.body.stageId as string;
    next.stageEnteredAt = w.createdAt;
  }
  if (has(w.body, 'archived'))
    next.archivedAt = w.body.archived ? (d.archivedAt ?? w.createdAt) : null;
  return next;
}

function applyProject(p: Project, w: PendingWrite): Project {
  if (w.op === 'archive')
    return { ...p, status: 'archived', archivedAt: p.archivedAt ?? w.createdAt };
  return copyPresent(p, w.body, ['title', 'status']);
}

function applyModule(m: ProjectModule, w: PendingWrite): ProjectModule {
  return copyPresent(m, w.body, ['status', 'schemaVersion', 'payload']);
}

function applyPvPlan(p: StoredPvPlan, w: PendingWrite): StoredPvPlan {
  return copyPresent(p, w.body, [
    'name',
    'originAddress',
    'buildingId',
    'isFavorite',
    'schemaVersion',
    'payload',
  ]);
}

/** Applies a pending patch/archive to a record. Creates are applied when the record is built. */
export function applyPending<K extends OutboxResource>(
  resource: K,
  record: RecordTypes[K],
  write: PendingWrite,
): RecordTypes[K] {
  if (write.op === 'create') return record;
  const apply = {
    contacts: applyContact,
    buildings: (b: RecordTypes['buildings']) => b,
    deals: applyDeal,
    projects: applyProject,
    modules: applyModule,
    pvPlans: applyPvPlan,
  }[resource] as unknown as (r: RecordTypes[K], w: PendingWrite) => RecordTypes[K];
  return apply(record, write);
}

/** Merges a new patch body into a still-queued one: later values win; contact fields by key. */
export function coalesceBodies(
  resource: OutboxResource,
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...older, ...newer };
  if (resource === 'contacts' && has(older, 'fields') && has(newer, 'fields')) {
    merged.fields = {
      ...(older.fields as Record<string, unknown>),
      ...(newer.fields as Record<string, unknown>),
    };
  }
  return merged;
}
