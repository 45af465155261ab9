import { createMarkerKey } from '../../../shared/api';
import type { OutboxEntry } from '../store';

export interface OutgoingRequest {
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
  idempotencyKey?: string;
}

const enc = encodeURIComponent;

/** The HTTP request a queued write becomes (workspace-api.md, Endpoints). */
export function requestFor(entry: OutboxEntry): OutgoingRequest {
  const idempotencyKey =
    entry.op === 'create' && entry.idempotencyKey ? entry.idempotencyKey : undefined;
  const id = enc(entry.recordId);
  switch (entry.resource) {
    case 'contacts':
      if (entry.op === 'create')
        return {
          method: 'POST',
          path: '/v1/contacts',
          body: idempotencyKey ? markedContact(entry.body, idempotencyKey) : entry.body,
          idempotencyKey,
        };
      return { method: 'PATCH', path: `/v1/contacts/${id}`, body: entry.body };
    case 'buildings':
    case 'deals':
      if (entry.op === 'create')
        return { method: 'POST', path: `/v1/${entry.resource}`, body: entry.body, idempotencyKey };
      if (entry.resource === 'deals' && entry.op === 'archive') {
        return { method: 'PATCH', path: `/v1/deals/${id}`, body: { archived: true } };
      }
      return { method: 'PATCH', path: `/v1/${entry.resource}/${id}`, body: entry.body };
    case 'projects':
      if (entry.op === 'create')
        return { method: 'POST', path: '/v1/projects', body: entry.body, idempotencyKey };
      if (entry.op === 'archive')
        return { method: 'POST', path: `/v1/projects/${id}/archive`, body: undefined };
      return { method: 'PATCH', path: `/v1/projects/${id}`, body: entry.body };
    case 'modules':
      return {
        method: 'PATCH',
        path: `/v1/projects/${enc(required(entry.projectId, entry))}/modules/${enc(required(entry.moduleKey, entry))}`,
        body: entry.body,
      };
    case 'pvPlans':
      if (entry.op === 'create') {
        return {
          method: 'POST',
          path: `/v1/projects/${enc(required(entry.projectId, entry))}/pv-plans`,
          body: entry.body,
          idempotencyKey,
        };
      }
      return { method: 'PATCH', path: `/v1/pv-plans/${id}`, body: entry.body };
  }
}

/** A contact create carries this device's mark in its fields (create-marker.ts). */
function markedContact(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const fields = body.fields && typeof body.fields === 'object' ? body.fields : {};
  return { ...body, fields: { ...fields, [createMarkerKey]: key } };
}

function required(value: string | null | undefined, entry: OutboxEntry): string {
  if (!value)
    throw new Error(
      `Queued write #${entry.seq} (${entry.resource} ${entry.op}) lacks its project or module key`,
    );
  return value;
}
