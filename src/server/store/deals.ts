import type { Deal, DealCreate, DealListQuery, DealPatch, Page } from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { changed, prepareTable, updatedSinceCondition, type Condition } from './table';
import { shuffleKey } from '../ordering';

export interface DealRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  contact_id: string;
  title: string;
  value: number | null;
  stage_id: string;
  stage_entered_at: string;
  status: string;
  owner_id: string | null;
  project_type_ids: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  notes: string | null;
  project_id: string | null;
  closed_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  shuffle_key: number;
}

export const dealColumns = [
  'workspace_id',
  'id',
  'contact_id',
  'title',
  'value',
  'stage_id',
  'stage_entered_at',
  'status',
  'owner_id',
  'project_type_ids',
  'street',
  'postal_code',
  'city',
  'notes',
  'project_id',
  'closed_at',
  'archived_at',
  'created_at',
  'updated_at',
  'shuffle_key',
] as const;

export function toDeal(row: DealRow): Deal {
  return {
    id: row.id,
    contactId: row.contact_id,
    title: row.title,
    value: row.value,
    stageId: row.stage_id,
    stageEnteredAt: row.stage_entered_at,
    status: row.status as Deal['status'],
    ownerId: row.owner_id,
    projectTypeIds: JSON.parse(row.project_type_ids) as string[],
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    notes: row.notes,
    projectId: row.project_id,
    closedAt: row.closed_at,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function dealStore(ctx: StoreContext) {
  const table = prepareTable<DealRow>(ctx.db, 'deals', dealColumns);
  return {
    table,
    list(workspaceId: string, q: DealListQuery): Page<Deal> {
      const conditions: Condition[] = [...updatedSinceCondition(q.updatedSince)];
      if (q.contactId) conditions.push({ sql: 'contact_id = ?', value: q.contactId });
      if (q.stageId) conditions.push({ sql: 'stage_id = ?', value: q.stageId });
      if (q.status) conditions.push({ sql: 'status = ?', value: q.status });
      if (!q.includeArchived) conditions.push({ sql: 'archived_at IS ?', value: null });
      const { rows, hasMore } = ctx.page<DealRow>(
        'deals',
        workspaceId,
        conditions,
        ctx.sort,
        q.limit,
        q.offset,
      );
      return { data: rows.map(toDeal), hasMore };
    },
    get(workspaceId: string, id: string): Deal | undefined {
      const row = table.get(workspaceId, id);
      return row && toDeal(row);
    },
    /** The caller has checked the contact and stage references. */
    create(workspaceId: string, input: DealCreate): Deal {
      const now = ctx.clock.now();
      const id = newId('deal');
      const row: DealRow = {
        workspace_id: workspaceId,
        id,
        contact_id: input.contactId,
        title: input.title,
        value: input.value ?? null,
        stage_id: input.stageId,
        stage_entered_at: now,
        status: 'open',
        owner_id: input.ownerId ?? null,
        project_type_ids: JSON.stringify(input.projectTypeIds ?? []),
        street: input.street ?? null,
        postal_code: input.postalCode ?? null,
        city: input.city ?? null,
        notes: input.notes ?? null,
        project_id: null,
        closed_at: null,
        archived_at: null,
        created_at: now,
        updated_at: now,
        shuffle_key: shuffleKey(id),
      };
      table.insert.run(row);
      return toDeal(row);
    },
    /**
     * The caller has checked the references. Side effects (README): a new stage sets
     * stageEnteredAt; won/lost sets closedAt when the status changes, open clears it;
     * archived true sets archivedAt (kept if already archived), false clears it.
     */
    patch(workspaceId: string, id: string, patch: DealPatch): Deal | undefined {
      const prev = table.get(workspaceId, id);
      if (!prev) return undefined;
      const now = ctx.clock.now();
      const next: DealRow = { ...prev };
      if (patch.contactId !== undefined) next.contact_id = patch.contactId;
      if (patch.title !== undefined) next.title = patch.title;
      if (patch.value !== undefined) next.value = patch.value;
      if (patch.ownerId !== undefined) next.owner_id = patch.ownerId;
      if (patch.projectTypeIds !== undefined)
        next.project_type_ids = JSON.stringify(patch.projectTypeIds);
      if (patch.street !== undefined) next.street = patch.street;
      if (patch.postalCode !== undefined) next.postal_code = patch.postalCode;
      if (patch.city !== undefined) next.city = patch.city;
      if (patch.notes !== undefined) next.notes = patch.notes;
      if (patch.projectId !== undefined) next.project_id = patch.projectId;
      if (patch.stageId !== undefined && patch.stageId !== prev.stage_id) {
        next.stage_id = patch.stageId;
        next.stage_entered_at = now;
      }
      if (patch.status !== undefined && patch.status !== prev.status) {
        next.status = patch.status;
        next.closed_at = patch.status === 'open' ? null : now;
      }
      if (patch.archived !== undefined) {
        next.archived_at = patch.archived ? (prev.archived_at ?? now) : null;
      }
      if (!changed(prev, next)) return toDeal(prev);
      next.updated_at = now;
      table.update.run(next);
      return toDeal(next);
    },
  };
}
