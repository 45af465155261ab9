import type {
  Page,
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectPatch,
} from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { changed, prepareTable, updatedSinceCondition } from './table';
import { shuffleKey } from '../ordering';

export interface ProjectRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  contact_id: string;
  building_id: string;
  title: string;
  type: string;
  status: string;
  version_number: number;
  root_project_id: string | null;
  parent_project_id: string | null;
  is_visible_in_customer_portal: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  shuffle_key: number;
}

export const projectColumns = [
  'workspace_id',
  'id',
  'contact_id',
  'building_id',
  'title',
  'type',
  'status',
  'version_number',
  'root_project_id',
  'parent_project_id',
  'is_visible_in_customer_portal',
  'archived_at',
  'created_at',
  'updated_at',
  'shuffle_key',
] as const;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    contactId: row.contact_id,
    buildingId: row.building_id,
    title: row.title,
    type: row.type as Project['type'],
    status: row.status as Project['status'],
    versionNumber: row.version_number,
    rootProjectId: row.root_project_id,
    parentProjectId: row.parent_project_id,
    isVisibleInCustomerPortal: row.is_visible_in_customer_portal === 1,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function projectStore(ctx: StoreContext) {
  const table = prepareTable<ProjectRow>(ctx.db, 'projects', projectColumns);
  const touch = ctx.db.prepare<[string, string, string]>(
    'UPDATE projects SET updated_at = ? WHERE workspace_id = ? AND id = ?',
  );
  return {
    table,
    list(workspaceId: string, q: ProjectListQuery): Page<Project> {
      const conditions = [
        ...updatedSinceCondition(q.updatedSince),
        ...(q.contactId ? [{ sql: 'contact_id = ?', value: q.contactId }] : []),
      ];
      const { rows, hasMore } = ctx.page<ProjectRow>(
        'projects',
        workspaceId,
        conditions,
        ctx.sort,
        q.limit,
        q.offset,
      );
      return { data: rows.map(toProject), hasMore };
    },
    get(workspaceId: string, id: string): Project | undefined {
      const row = table.get(workspaceId, id);
      return row && toProject(row);
    },
    exists(workspaceId: string, id: string): boolean {
      return table.get(workspaceId, id) !== undefined;
    },
    /** The caller has checked the references and creates the modules in the same transaction. */
    create(workspaceId: string, input: ProjectCreate, now: string): Project {
      const id = newId('prj');
      const row: ProjectRow = {
        workspace_id: workspaceId,
        id,
        contact_id: input.contactId,
        building_id: input.buildingId,
        title: input.title,
        type: input.type ?? 'heat-planning',
        status: 'draft',
        version_number: 1,
        root_project_id: id,
        parent_project_id: null,
        is_visible_in_customer_portal: 0,
        archived_at: null,
        created_at: now,
        updated_at: now,
        shuffle_key: shuffleKey(id),
      };
      table.insert.run(row);
      return toProject(row);
    },
    /** Setting draft/active/submitted on an archived project brings it back and clears archivedAt. */
    patch(workspaceId: string, id: string, patch: ProjectPatch): Project | undefined {
      const prev = table.get(workspaceId, id);
      if (!prev) return undefined;
      const next: ProjectRow = { ...prev };
      if (patch.title !== undefined) next.title = patch.title;
      if (patch.status !== undefined) {
        next.status = patch.status;
        next.archived_at = null;
      }
      if (!changed(prev, next)) return toProject(prev);
      next.updated_at = ctx.clock.now();
      table.update.run(next);
      return toProject(next);
    },
    archive(workspaceId: string, id: string): Project | undefined {
      const prev = table.get(workspaceId, id);
      if (!prev) return undefined;
      if (prev.status === 'archived') return toProject(prev);
      const now = ctx.clock.now();
      const next: ProjectRow = { ...prev, status: 'archived', archived_at: now, updated_at: now };
      table.update.run(next);
      return toProject(next);
    },
    /** A module or PV plan of the project changed: move the project's updatedAt (README, sync). */
    touch(workspaceId: string, id: string, now: string): void {
      touch.run(now, workspaceId, id);
    },
  };
}
