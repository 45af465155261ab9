import type { ProjectModule, PvPlanCreate, PvPlanFull } from '../../../shared/api';
import { isLocalId, localIdPrefix, type StoreContext } from './context';
import { renameRecord } from './ids';
import { buildModule, buildPvPlan } from './local-records';
import { deepEqual } from './merge';
import type { NewWrite } from './outbox';
import { getRecord } from './records';
import type { OutboxResource } from './rows';
import { dropShadow, refreshVisible } from './visible';

/*
 * A project deleted on the server takes its modules and PV plans with it. Made again (the
 * user's "Wiederherstellen"), the server gives it fresh, empty modules and no plans: each copy
 * this device holds is sent again, as if it had been made here offline. A module becomes a
 * local row whose base is the fresh module, with one patch of what differs from it; a PV plan
 * is created again (its own new idempotency key) with a patch of its document. Writes of them
 * that waited ("deleted on the server") are folded in: the copy already shows them.
 */

type Enqueue = (ctx: StoreContext, write: NewWrite) => number;

const moduleKeysSent = ['status', 'schemaVersion', 'payload'] as const;
const planKeysPatched = ['isFavorite', 'schemaVersion', 'payload', 'summary'] as const;

/** The keys where `copy` differs from `fresh`: the patch body and its base, or null. */
function differences(
  copy: Record<string, unknown>,
  fresh: Record<string, unknown>,
  keys: readonly string[],
): { body: Record<string, unknown>; base: Record<string, unknown> } | null {
  const changed = keys.filter(
    (key) => copy[key] !== undefined && !deepEqual(copy[key], fresh[key]),
  );
  if (!changed.length) return null;
  return {
    body: Object.fromEntries(changed.map((key) => [key, copy[key]])),
    base: Object.fromEntries(changed.map((key) => [key, fresh[key]])),
  };
}

/** Drops a record's waiting writes and gives it a local id: from now on it exists only here. */
function makeLocal(ctx: StoreContext, resource: OutboxResource, id: string): string {
  ctx.sql.run(
    ctx.sql.q.deleteFrom('outbox').where('resource', '=', resource).where('record_id', '=', id),
  );
  ctx.changes.mark('outbox', id);
  dropShadow(ctx, resource, id);
  if (isLocalId(id)) return id;
  const localId = `${localIdPrefix}${ctx.newId()}`;
  renameRecord(ctx, resource, id, localId);
  return localId;
}

const idsOf = (ctx: StoreContext, table: 'project_modules' | 'pv_plans', projectId: string) =>
  ctx.sql
    .all(ctx.sql.q.selectFrom(table).select('id').where('project_id', '=', projectId))
    .map((row) => row.id);

/** Queues this device's copies of the modules and PV plans of a project being made again. */
export function restoreProjectContents(
  ctx: StoreContext,
  projectId: string,
  enqueue: Enqueue,
): void {
  for (const id of idsOf(ctx, 'project_modules', projectId)) {
    const copy = getRecord(ctx, 'modules', id) as ProjectModule;
    const localId = makeLocal(ctx, 'modules', id);
    const fresh = buildModule(localId, projectId, copy.moduleKey, copy.createdAt);
    const patch = differences(copy, fresh, moduleKeysSent);
    if (patch) {
      enqueue(ctx, {
        resource: 'modules',
        op: 'patch',
        recordId: localId,
        projectId,
        moduleKey: copy.moduleKey,
        ...patch,
      });
    }
    refreshVisible(ctx, 'modules', localId);
  }
  for (const id of idsOf(ctx, 'pv_plans', projectId)) restorePvPlan(ctx, id, enqueue);
}

/**
 * Makes a PV plan again from this device's copy, under the project it belongs to: a create (a
 * new local id, its own idempotency key) and a patch of its document. Its waiting writes are
 * folded in (the copy shows them). Also what "Wiederherstellen" does for a plan deleted on its
 * own while this device edited it.
 */
export function restorePvPlan(ctx: StoreContext, id: string, enqueue: Enqueue): string {
  const copy = getRecord(ctx, 'pvPlans', id) as PvPlanFull;
  const projectId = copy.projectId;
  const localId = makeLocal(ctx, 'pvPlans', id);
  const create: PvPlanCreate = {
    name: copy.name,
    originLat: copy.originLat,
    originLng: copy.originLng,
    originAddress: copy.originAddress,
    buildingId: copy.buildingId,
  };
  enqueue(ctx, { resource: 'pvPlans', op: 'create', recordId: localId, projectId, body: create });
  const fresh = buildPvPlan(localId, projectId, create, copy.createdAt);
  const patch = differences(copy, fresh, planKeysPatched);
  if (patch)
    enqueue(ctx, { resource: 'pvPlans', op: 'patch', recordId: localId, projectId, ...patch });
  refreshVisible(ctx, 'pvPlans', localId);
  return localId;
}
