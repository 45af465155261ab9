import type { Deal } from '../../../shared/api';
import { deepEqual, isPlainObject, merge3, type MergeConflict } from './merge';
import type { OutboxResource, RecordTypes } from './rows';

/*
 * How a queued write changes a record locally, and what it sends. A patch body holds the user's
 * values of the keys they changed (documents such as contact `fields` or a module `payload`
 * whole), and `base` the same keys as they were before the edit. Locally and on the way out the
 * edit is merged by key onto the server's copy (merge.ts): keys the user did not change follow
 * the server; the same key changed on both sides is a conflict. A pure function of
 * (record, write): `at` is the write's own timestamp, never "now", so recomputing the overlay
 * later gives the same result.
 */

export interface PendingWrite {
  op: 'create' | 'patch' | 'archive';
  body: Record<string, unknown>;
  /** Values of the body's keys before the edit; null for writes queued before bases existed. */
  base: Record<string, unknown> | null;
  createdAt: string;
}

/** The keys a patch may change, per resource (workspace-api.md, PATCH bodies). */
const patchableKeys: Record<OutboxResource, readonly string[]> = {
  contacts: ['status', 'assignedTo', 'fields'],
  buildings: [],
  deals: [
    'contactId',
    'title',
    'value',
    'stageId',
    'status',
    'ownerId',
    'projectTypeIds',
    'street',
    'postalCode',
    'city',
    'notes',
    'projectId',
    'archived',
  ],
  projects: ['title', 'status'],
  modules: ['status', 'schemaVersion', 'payload'],
  pvPlans: [
    'name',
    'originAddress',
    'buildingId',
    'isFavorite',
    'schemaVersion',
    'payload',
    'summary',
  ],
};

/** Contact `fields` may carry removed keys as null (an edited retry); locally those keys are gone. */
export function withoutNulls(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null) out[key] = value;
  return out;
}

/** The record's value of a patch key (a deal's `archived` is whether archivedAt is set). */
export function currentValue(resource: OutboxResource, record: unknown, key: string): unknown {
  const r = record as Record<string, unknown>;
  if (resource === 'deals' && key === 'archived') return r.archivedAt !== null;
  return r[key];
}

/** The user's value of a key as the body holds it (contact fields without null markers). */
function mineValue(resource: OutboxResource, body: Record<string, unknown>, key: string): unknown {
  const value = body[key];
  if (resource === 'contacts' && key === 'fields' && isPlainObject(value))
    return withoutNulls(value);
  return value;
}

/** The keys of a patch body this resource understands, in body order. */
export function patchKeys(resource: OutboxResource, body: Record<string, unknown>): string[] {
  return Object.keys(body).filter(
    (key) => body[key] !== undefined && patchableKeys[resource].includes(key),
  );
}

/** The base of a new edit: the record's current value of each key the body changes. */
export function baseOf(
  resource: OutboxResource,
  record: unknown,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const key of patchKeys(resource, body)) base[key] = currentValue(resource, record, key);
  return base;
}

/**
 * Merges a patch onto `theirs` key by key. Returns the merged value of every key the patch
 * changes, and the conflicts (same key changed on both sides); a write without a base (queued by
 * an older version) takes the user's values as they are.
 */
export function mergePatch(
  resource: OutboxResource,
  write: Pick<PendingWrite, 'body' | 'base'>,
  theirs: unknown,
): { values: Record<string, unknown>; conflicts: MergeConflict[] } {
  const values: Record<string, unknown> = {};
  const conflicts: MergeConflict[] = [];
  for (const key of patchKeys(resource, write.body)) {
    const mine = mineValue(resource, write.body, key);
    values[key] =
      write.base === null
        ? mine
        : merge3(write.base[key], mine, currentValue(resource, theirs, key), [key], conflicts);
  }
  return { values, conflicts };
}

/**
 * The request body of a patch merged onto the server's copy. Contact fields go whole, with keys
 * the merge removed sent as null: right whether the server merges or replaces `fields`.
 */
export function patchBodyFor(
  resource: OutboxResource,
  write: Pick<PendingWrite, 'body' | 'base'>,
  theirs: unknown,
): { body: Record<string, unknown>; conflicts: MergeConflict[] } {
  const { values, conflicts } = mergePatch(resource, write, theirs);
  const body: Record<string, unknown> = { ...values };
  if (resource === 'contacts' && isPlainObject(values.fields)) {
    // The server merges `fields` key by key (a null clears one). Send only the keys whose merged
    // value differs from the server's copy: a key re-sent with the value read a moment ago would
    // overwrite an office edit made between that read and this PATCH (last-edit-wins, seed 9).
    const merged = values.fields;
    const server = (theirs as { fields?: Record<string, unknown> }).fields ?? {};
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(merged))
      if (!deepEqual(value, server[key])) fields[key] = value;
    for (const key of Object.keys(server)) if (!(key in merged)) fields[key] = null;
    body.fields = fields;
  }
  return { body, conflicts };
}

function applyPatch<K extends OutboxResource>(
  resource: K,
  record: RecordTypes[K],
  write: PendingWrite,
): RecordTypes[K] {
  const { values } = mergePatch(resource, write, record);
  const next = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (resource === 'deals' && key === 'archived') {
      const deal = record as Deal;
      next.archivedAt = value ? (deal.archivedAt ?? write.createdAt) : null;
    } else if (resource === 'deals' && key === 'stageId') {
      if (value !== (record as Deal).stageId) next.stageEnteredAt = write.createdAt;
      next.stageId = value;
    } else if (resource === 'contacts' && key === 'fields') {
      next.fields = isPlainObject(value) ? value : {};
    } else {
      next[key] = value;
    }
  }
  return next as RecordTypes[K];
}

/** Applies a pending patch/archive to a record. Creates are applied when the record is built. */
export function applyPending<K extends OutboxResource>(
  resource: K,
  record: RecordTypes[K],
  write: PendingWrite,
): RecordTypes[K] {
  if (write.op === 'create') return record;
  if (write.op === 'archive' && resource === 'projects') {
    const p = record as RecordTypes['projects'];
    return {
      ...p,
      status: 'archived',
      archivedAt: p.archivedAt ?? write.createdAt,
    } as RecordTypes[K];
  }
  return applyPatch(resource, record, write);
}

/**
 * Merges a newer patch into a still-queued one. The entry keeps the base its first edit started
 * from, so the newer edit is re-expressed against it: the keys the newer edit changed take its
 * values, everything else stays as the older edit had it (a server value pulled in between is not
 * the user's change). Keys new to the entry bring their own base.
 */
export function coalesce(
  older: Pick<PendingWrite, 'body' | 'base'>,
  newer: Pick<PendingWrite, 'body' | 'base'>,
): Pick<PendingWrite, 'body' | 'base'> {
  if (older.base === null || newer.base === null) {
    return { body: { ...older.body, ...newer.body }, base: null };
  }
  const body: Record<string, unknown> = { ...older.body };
  for (const [key, value] of Object.entries(newer.body)) {
    body[key] = Object.hasOwn(older.body, key)
      ? merge3(newer.base[key], value, older.body[key])
      : value;
  }
  return { body, base: { ...newer.base, ...older.base } };
}
