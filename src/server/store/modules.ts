import { moduleKeys, type ModuleKey, type ModulePatch, type ProjectModule } from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { changed, jsonOrNull, parseJson, prepareTable } from './table';

export interface ModuleRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  project_id: string;
  module_key: string;
  position: number;
  status: string;
  schema_version: number;
  payload: string | null;
  validation_state: string | null;
  locked_reason: string | null;
  last_completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export const moduleColumns = [
  'workspace_id',
  'id',
  'project_id',
  'module_key',
  'position',
  'status',
  'schema_version',
  'payload',
  'validation_state',
  'locked_reason',
  'last_completed_at',
  'created_at',
  'updated_at',
] as const;

export const defaultLockedReason = 'Gesperrt über die API';

export function toModule(row: ModuleRow): ProjectModule {
  return {
    id: row.id,
    projectId: row.project_id,
    moduleKey: row.module_key,
    status: row.status as ProjectModule['status'],
    schemaVersion: row.schema_version,
    payload: parseJson(row.payload),
    validationState: parseJson(row.validation_state),
    lockedReason: row.locked_reason,
    lastCompletedAt: row.last_completed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A fresh module row: not_started, schemaVersion 1, no payload. */
export function newModuleRow(
  workspaceId: string,
  projectId: string,
  key: ModuleKey,
  now: string,
  id = newId('mod'),
): ModuleRow {
  return {
    workspace_id: workspaceId,
    id,
    project_id: projectId,
    module_key: key,
    position: moduleKeys.indexOf(key),
    status: 'not_started',
    schema_version: 1,
    payload: null,
    validation_state: null,
    locked_reason: null,
    last_completed_at: null,
    created_at: now,
    updated_at: now,
  };
}

export class ModuleLockedError extends Error {
  constructor(readonly lockedReason: string | null) {
    super('module is locked');
  }
}

export function moduleStore(ctx: StoreContext) {
  const table = prepareTable<ModuleRow>(ctx.db, 'project_modules', moduleColumns);
  const byProject = ctx.db.prepare<[string, string], ModuleRow>(
    'SELECT * FROM project_modules WHERE workspace_id = ? AND project_id = ? ORDER BY position, module_key',
  );
  const byKey = ctx.db.prepare<[string, string, string], ModuleRow>(
    'SELECT * FROM project_modules WHERE workspace_id = ? AND project_id = ? AND module_key = ?',
  );
  return {
    table,
    /** In the order of `moduleKeys`. */
    list(workspaceId: string, projectId: string): ProjectModule[] {
      return byProject.all(workspaceId, projectId).map(toModule);
    },
    createAll(workspaceId: string, projectId: string, now: string): void {
      for (const key of moduleKeys)
        table.insert.run(newModuleRow(workspaceId, projectId, key, now));
    },
    /**
     * Undefined when the project has no such module. Throws ModuleLockedError when the module is
     * locked now and the patch carries a payload. Returns whether anything changed.
     */
    patch(
      workspaceId: string,
      projectId: string,
      key: ModuleKey,
      patch: ModulePatch,
      now: string,
    ): { module: ProjectModule; changed: boolean } | undefined {
      const prev = byKey.get(workspaceId, projectId, key);
      if (!prev) return undefined;
      if (prev.status === 'locked' && patch.payload !== undefined) {
        throw new ModuleLockedError(prev.locked_reason);
      }
      const next: ModuleRow = { ...prev };
      if (patch.schemaVersion !== undefined) next.schema_version = patch.schemaVersion;
      if (patch.payload !== undefined) next.payload = jsonOrNull(patch.payload);
      if (patch.status !== undefined && patch.status !== prev.status) {
        next.status = patch.status;
        next.locked_reason =
          patch.status === 'locked' ? (prev.locked_reason ?? defaultLockedReason) : null;
        if (patch.status === 'completed') next.last_completed_at = now;
      }
      if (!changed(prev, next)) return { module: toModule(prev), changed: false };
      next.updated_at = now;
      table.update.run(next);
      return { module: toModule(next), changed: true };
    },
  };
}
