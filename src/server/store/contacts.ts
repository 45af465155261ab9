import type {
  Contact,
  ContactCreate,
  ContactListQuery,
  ContactPatch,
  Page,
} from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { changed, prepareTable, updatedSinceCondition } from './table';
import { shuffleKey } from '../ordering';

export interface ContactRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  status: string;
  assigned_to: string | null;
  fields: string;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  shuffle_key: number;
}

export const contactColumns = [
  'workspace_id',
  'id',
  'status',
  'assigned_to',
  'fields',
  'created_at',
  'updated_at',
  'last_activity_at',
  'shuffle_key',
] as const;

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    status: row.status as Contact['status'],
    assignedTo: row.assigned_to,
    fields: JSON.parse(row.fields) as Contact['fields'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastActivityAt: row.last_activity_at,
  };
}

/** Contact fields without the keys set to null: null means "no such field" (create and PATCH alike). */
export function mergeFields(
  base: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged = new Map(Object.entries(base));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

export function contactStore(ctx: StoreContext) {
  const table = prepareTable<ContactRow>(ctx.db, 'contacts', contactColumns);
  return {
    table,
    list(workspaceId: string, q: ContactListQuery): Page<Contact> {
      const conditions = [
        ...updatedSinceCondition(q.updatedSince),
        ...(q.status ? [{ sql: 'status = ?', value: q.status }] : []),
      ];
      const { rows, hasMore } = ctx.page<ContactRow>(
        'contacts',
        workspaceId,
        conditions,
        ctx.sort,
        q.limit,
        q.offset,
      );
      return { data: rows.map(toContact), hasMore };
    },
    get(workspaceId: string, id: string): Contact | undefined {
      const row = table.get(workspaceId, id);
      return row && toContact(row);
    },
    exists(workspaceId: string, id: string): boolean {
      return table.get(workspaceId, id) !== undefined;
    },
    create(workspaceId: string, input: ContactCreate): Contact {
      const now = ctx.clock.now();
      const id = newId('con');
      const row: ContactRow = {
        workspace_id: workspaceId,
        id,
        status: input.status ?? 'lead',
        assigned_to: input.assignedTo ?? null,
        fields: JSON.stringify(mergeFields({}, input.fields ?? {})),
        created_at: now,
        updated_at: now,
        last_activity_at: now,
        shuffle_key: shuffleKey(id),
      };
      table.insert.run(row);
      return toContact(row);
    },
    patch(workspaceId: string, id: string, patch: ContactPatch): Contact | undefined {
      const prev = table.get(workspaceId, id);
      if (!prev) return undefined;
      const next: ContactRow = { ...prev };
      if (patch.status !== undefined) next.status = patch.status;
      if (patch.assignedTo !== undefined) next.assigned_to = patch.assignedTo;
      if (patch.fields !== undefined) {
        const fields = JSON.parse(prev.fields) as Record<string, unknown>;
        next.fields = JSON.stringify(mergeFields(fields, patch.fields));
      }
      if (!changed(prev, next)) return toContact(prev);
      next.updated_at = next.last_activity_at = ctx.clock.now();
      table.update.run(next);
      return toContact(next);
    },
  };
}
