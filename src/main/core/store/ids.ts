import type { ProjectModule } from '../../../shared/api';
import type { ChangedResource } from './change-feed';
import type { StoreContext } from './context';
import { deleteRecord, getRecord } from './records';
import { rememberRename } from './renames';
import { tables, type OutboxResource } from './rows';
import { ensureShadow, refreshVisible } from './visible';

/** Columns that hold the id of another record (local ids get rewritten in all of them). */
const referenceColumns: ReadonlyArray<[resource: OutboxResource, table: string, column: string]> = [
  ['buildings', 'buildings', 'contact_id'],
  ['deals', 'deals', 'contact_id'],
  ['deals', 'deals', 'project_id'],
  ['projects', 'projects', 'contact_id'],
  ['projects', 'projects', 'building_id'],
  ['projects', 'projects', 'root_project_id'],
  ['projects', 'projects', 'parent_project_id'],
  ['pvPlans', 'pv_plans', 'project_id'],
  ['pvPlans', 'pv_plans', 'building_id'],
];

/** Top-level body values that are ids (contactId, buildingId, projectId, ...). */
function rewriteBody(body: Record<string, unknown>, oldId: string, newId: string) {
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === oldId) {
      next[key] = newId;
      changed = true;
    } else next[key] = value;
  }
  return changed ? next : undefined;
}

/**
 * Gives a record a new id (a local id the server's once it acknowledged the create; a server id
 * a local one when a record gone there is made again), in the caller's transaction. The former
 * id is remembered for whatever still names it (renames.ts), and the change feed tells the
 * windows on commit.
 */
export function renameRecord(
  ctx: StoreContext,
  resource: ChangedResource,
  oldId: string,
  newId: string,
): void {
  if (oldId === newId) return;
  rewriteId(ctx, oldId, newId);
  rememberRename(ctx, oldId, newId);
  ctx.changes.renamed(resource, oldId, newId);
}

/**
 * Replaces an id everywhere: the record's own row, every row that refers to it, the shadows, and
 * every outbox entry's record id, path ids and body values.
 */
function rewriteId(ctx: StoreContext, oldId: string, newId: string): void {
  const { sql } = ctx;
  for (const spec of Object.values(tables)) {
    // The pull may have brought the server's copy already (a create whose response was lost).
    if (sql.prepare(`SELECT 1 FROM ${spec.table} WHERE id = ?`).get(oldId)) {
      sql.prepare(`DELETE FROM ${spec.table} WHERE id = ?`).run(newId);
      sql.prepare(`UPDATE ${spec.table} SET id = ? WHERE id = ?`).run(newId, oldId);
    }
  }
  mergeModulesOfProject(ctx, oldId, newId);
  for (const [resource, table, column] of referenceColumns) {
    const referring = sql.prepare(`SELECT id FROM ${table} WHERE ${column} = ?`).all(oldId) as {
      id: string;
    }[];
    if (!referring.length) continue;
    sql.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(newId, oldId);
    for (const { id } of referring) ctx.changes.mark(resource, id);
  }
  // Photos are no synced record of their own; they follow their project's id.
  sql.prepare('UPDATE photos SET project_id = ? WHERE project_id = ?').run(newId, oldId);
  sql.run(sql.q.updateTable('outbox').set({ record_id: newId }).where('record_id', '=', oldId));
  sql.run(sql.q.updateTable('outbox').set({ project_id: newId }).where('project_id', '=', oldId));
  ctx.changes.mark('outbox', newId);
  sql.run(sql.q.updateTable('shadows').set({ record_id: newId }).where('record_id', '=', oldId));
  const mentioning = sql.all(
    sql.q
      .selectFrom('outbox')
      .select(['seq', 'body'])
      .where('body', 'like', `%${JSON.stringify(oldId)}%`),
  );
  for (const { seq, body } of mentioning) {
    const next = rewriteBody(JSON.parse(body) as Record<string, unknown>, oldId, newId);
    if (next) {
      sql.run(
        sql.q
          .updateTable('outbox')
          .set({ body: JSON.stringify(next) })
          .where('seq', '=', seq),
      );
    }
  }
}

/**
 * Moves the module rows of a project from its local id to its server id. Where the server's
 * module for that key is already here, the local row gives way and its writes move over.
 */
function mergeModulesOfProject(ctx: StoreContext, oldProjectId: string, newProjectId: string) {
  const { sql } = ctx;
  const local = sql.all(
    sql.q
      .selectFrom('project_modules')
      .select(['id', 'module_key'])
      .where('project_id', '=', oldProjectId),
  );
  for (const { id, module_key } of local) {
    const existing = sql.first(
      sql.q
        .selectFrom('project_modules')
        .select('id')
        .where('project_id', '=', newProjectId)
        .where('module_key', '=', module_key),
    );
    if (existing) {
      deleteRecord(ctx, 'modules', id);
      moveWrites(ctx, id, existing.id);
    } else {
      sql.run(
        sql.q.updateTable('project_modules').set({ project_id: newProjectId }).where('id', '=', id),
      );
      ctx.changes.mark('modules', id);
    }
  }
}

function moveWrites(ctx: StoreContext, fromId: string, toId: string) {
  const { sql } = ctx;
  sql.run(sql.q.updateTable('outbox').set({ record_id: toId }).where('record_id', '=', fromId));
  ensureShadow(ctx, 'modules', toId);
  refreshVisible(ctx, 'modules', toId);
}

/**
 * A module is identified by (projectId, moduleKey); its row may carry a local id until the
 * server's module is seen. Gives the local row the server's id before the server record lands.
 */
export function adoptModuleId(ctx: StoreContext, server: ProjectModule): boolean {
  // Hand-written: the pull runs this for every module it receives (14 per project).
  const existing = ctx.sql
    .prepare('SELECT id FROM project_modules WHERE project_id = ? AND module_key = ?')
    .get(server.projectId, server.moduleKey) as { id: string } | undefined;
  if (!existing || existing.id === server.id) return false;
  if (getRecord(ctx, 'modules', server.id)) deleteRecord(ctx, 'modules', server.id);
  renameRecord(ctx, 'modules', existing.id, server.id);
  return true;
}
