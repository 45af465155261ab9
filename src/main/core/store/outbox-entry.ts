import { deepEqual, isPlainObject } from './merge';
import type { OutboxResource } from './rows';
import type { OutboxRow } from './schema';

export type OutboxOp = 'create' | 'patch' | 'archive';
/**
 * queued: waits to be sent; in_flight: this process is sending it (never stored: see
 * StoreContext.inFlight); rejected: the server refused it; conflict: the same key was changed on
 * the server meanwhile, both values wait for the user's choice.
 */
export type OutboxState = 'queued' | 'in_flight' | 'rejected' | 'conflict';

/**
 * The refusal code of a PV plan edit the server cannot take (it has no PATCH /v1/pv-plans/{id}):
 * the edit is "nur lokal": it stays applied on this device and can be exported (DESIGN.md, gaps).
 */
export const localOnlyCode = 'not_supported';

/** A refused PV plan edit kept on this device only: still shown, never sent again by itself. */
export const isLocalOnly = (e: Pick<OutboxEntry, 'resource' | 'state' | 'rejection'>): boolean =>
  e.resource === 'pvPlans' && e.state === 'rejected' && e.rejection?.code === localOnlyCode;

/** Why the server refused a write, kept with the entry so the user can see it. */
export interface OutboxRejection {
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

/**
 * One queued write. The request follows from resource, op and the ids:
 * contacts/buildings/deals create: POST /v1/{resource}; contacts/deals patch: PATCH .../{recordId};
 * projects create: POST /v1/projects, patch: PATCH /v1/projects/{recordId},
 * archive: POST /v1/projects/{recordId}/archive;
 * modules patch: PATCH /v1/projects/{projectId}/modules/{moduleKey} (recordId = module row id);
 * pvPlans create: POST /v1/projects/{projectId}/pv-plans, patch: PATCH /v1/pv-plans/{recordId}.
 */
export interface OutboxEntry {
  seq: number;
  resource: OutboxResource;
  op: OutboxOp;
  recordId: string;
  /** Path parameter for modules and PV plan creates. */
  projectId: string | null;
  /** Path parameter for modules. */
  moduleKey: string | null;
  /**
   * Creates: exactly the request body. Patches: the user's values of the keys they changed
   * (documents whole); what is sent is this merged onto the server's copy (overlay.ts).
   */
  body: Record<string, unknown>;
  /** Patches: the changed keys' values before the edit; null for entries of older versions. */
  base: Record<string, unknown> | null;
  /** The keys changed on both sides, while the entry waits for the user's choice. */
  conflict: OutboxConflict | null;
  /** Creates: when a send began whose answer never arrived (the record may exist already). */
  attemptedAt: string | null;
  /**
   * What the user changed, as key paths (`fields.phone`, `payload.rooms`): for a patch the
   * difference between base and body, for a create or an older entry the body's keys.
   */
  changed: string[];
  /** Sent as Idempotency-Key; creates only. */
  idempotencyKey: string | null;
  state: OutboxState;
  attempts: number;
  /** Why the last attempt failed and will be repeated (network, 5xx), for the outbox view. */
  lastError: OutboxRetryReason | null;
  rejection: OutboxRejection | null;
  createdAt: string;
  /**
   * Why the stored entry could not be read (damaged JSON): it is then listed as refused with an
   * empty body, never sent by itself, and can be retried only with a body the user gives.
   */
  unreadable: string | null;
}

export interface OutboxRetryReason {
  code: string;
  params: Record<string, string | number>;
}

/**
 * What waits for the user: `changed`, the same keys changed on both sides (the fields);
 * `maybeCreated`, a create whose answer was lost on a server that ignores Idempotency-Key, with a
 * record the server made since that may be this device's (no marker of ours fits the resource),
 * the user says whether it is; `deleted` / `archived`, the record an edit waits for is gone from
 * the server or was archived there after the edit: discard it or restore the record and send.
 */
export type OutboxConflictKind = 'changed' | 'maybeCreated' | 'deleted' | 'archived';

export interface OutboxConflict {
  kind: OutboxConflictKind;
  /** maybeCreated: the server's record that may be this device's own create. */
  candidate: { id: string; record: Record<string, unknown> } | null;
  fields: Array<{
    path: string;
    segments: string[];
    base: unknown;
    mine: unknown;
    theirs: unknown;
  }>;
  /** The server's copy the conflict was found against. */
  theirsUpdatedAt: string | null;
  /**
   * deleted, a PV plan: its whole project is gone from the server too. Restoring makes the
   * project again from this device's copy, with its modules and plans.
   */
  projectGone?: true;
}

const parse = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

/** An older version stored the retry reason as an English sentence. */
function retryReason(text: string | null): OutboxRetryReason | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && 'code' in parsed)
      return parsed as OutboxRetryReason;
  } catch {
    // plain text
  }
  return { code: 'internal', params: { detail: text } };
}

/**
 * The stored conflict as the contract gives it: a side without the key has no property (JSON
 * drops `undefined`), and conflicts stored before `segments` existed get them from the path.
 */
function conflictOf(stored: OutboxConflict | null): OutboxConflict | null {
  if (!stored) return null;
  if (!Array.isArray(stored.fields)) throw new Error('the conflict has no list of fields');
  return {
    kind: stored.kind ?? 'changed',
    candidate: stored.candidate ?? null,
    theirsUpdatedAt: stored.theirsUpdatedAt ?? null,
    ...(stored.projectGone === true ? { projectGone: true as const } : {}),
    fields: stored.fields.map((f) => ({
      ...f,
      path: String(f.path),
      segments: Array.isArray(f.segments) ? f.segments.map(String) : String(f.path).split('.'),
    })),
  };
}

export type StoredOutboxRow = { [K in keyof OutboxRow]: K extends 'seq' ? number : OutboxRow[K] };

/** The key paths where `mine` differs from `base`, down through plain objects. */
function changedPaths(base: unknown, mine: unknown, path: string[], out: string[]): string[] {
  if (deepEqual(base, mine)) return out;
  const object = (v: unknown) => v === undefined || isPlainObject(v);
  if (object(base) && object(mine) && (isPlainObject(base) || isPlainObject(mine))) {
    const a = (base ?? {}) as Record<string, unknown>;
    const b = (mine ?? {}) as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      changedPaths(a[key], b[key], [...path, key], out);
    return out;
  }
  out.push(path.join('.'));
  return out;
}

export function outboxFromRow(r: StoredOutboxRow, inFlight?: ReadonlySet<number>): OutboxEntry {
  try {
    return readRow(r, inFlight);
  } catch (error) {
    return unreadableEntry(r, error);
  }
}

/** Which write of which record the row is: readable even when its JSON is not. */
const whatAndWhere = (r: StoredOutboxRow) => ({
  seq: r.seq,
  resource: r.resource as OutboxResource,
  op: r.op as OutboxOp,
  recordId: r.record_id,
  projectId: r.project_id,
  moduleKey: r.module_key,
});

/**
 * A row whose JSON cannot be read: still listed (one damaged entry must not hide the others or
 * stop the push), as a refusal that waits for the user, with the stored text kept in `details`.
 */
function unreadableEntry(r: StoredOutboxRow, error: unknown): OutboxEntry {
  const detail = `stored entry ${r.seq} cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  return {
    ...whatAndWhere(r),
    body: {},
    base: null,
    changed: [],
    conflict: null,
    attemptedAt: r.attempted_at,
    idempotencyKey: r.idempotency_key,
    state: 'rejected',
    attempts: r.attempts,
    lastError: null,
    rejection: { status: 0, code: 'unreadable', message: detail, details: { body: r.body } },
    createdAt: r.created_at,
    unreadable: detail,
  };
}

function readRow(r: StoredOutboxRow, inFlight?: ReadonlySet<number>): OutboxEntry {
  const body = JSON.parse(r.body) as Record<string, unknown>;
  if (!isPlainObject(body)) throw new Error('the body is not a JSON object');
  const base = parse<Record<string, unknown>>(r.base);
  // Not `{ ...whatAndWhere(r), body, … }`: V8 (Node 20) builds an object spread and then given a
  // dozen more keys ~50 times slower (~70 µs against ~1.5 µs at load 20), and the push reads each
  // entry it sends two or three times.
  return Object.assign(whatAndWhere(r), {
    body,
    base,
    changed:
      r.op === 'patch' && base
        ? Object.keys(body).flatMap((key) => changedPaths(base[key], body[key], [key], []))
        : Object.keys(body),
    conflict: conflictOf(parse<OutboxConflict>(r.conflict)),
    attemptedAt: r.attempted_at,
    idempotencyKey: r.idempotency_key,
    state: inFlight?.has(r.seq) ? 'in_flight' : (r.state as OutboxState),
    attempts: r.attempts,
    lastError: retryReason(r.last_error),
    rejection: parse<OutboxRejection>(r.rejection),
    createdAt: r.created_at,
    unreadable: null,
  });
}
