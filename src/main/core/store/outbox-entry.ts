import type { OutboxResource } from './rows';
import type { OutboxRow } from './schema';

export type OutboxOp = 'create' | 'patch' | 'archive';
export type OutboxState = 'queued' | 'in_flight' | 'rejected';

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
  /** Exactly the request body to send. */
  body: Record<string, unknown>;
  /** Sent as Idempotency-Key; creates only. */
  idempotencyKey: string | null;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  rejection: OutboxRejection | null;
  createdAt: string;
}

export type StoredOutboxRow = { [K in keyof OutboxRow]: K extends 'seq' ? number : OutboxRow[K] };

export function outboxFromRow(r: StoredOutboxRow): OutboxEntry {
  return {
    seq: r.seq,
    resource: r.resource as OutboxResource,
    op: r.op as OutboxOp,
    recordId: r.record_id,
    projectId: r.project_id,
    moduleKey: r.module_key,
    body: JSON.parse(r.body) as Record<string, unknown>,
    idempotencyKey: r.idempotency_key,
    state: r.state as OutboxState,
    attempts: r.attempts,
    lastError: r.last_error,
    rejection: r.rejection === null ? null : (JSON.parse(r.rejection) as OutboxRejection),
    createdAt: r.created_at,
  };
}
