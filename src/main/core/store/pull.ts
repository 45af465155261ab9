import { withoutCreateMarker, type DealStage, type PvPlanShort } from '../../../shared/api';
import { isLocalId, type StoreContext } from './context';
import { adoptModuleId } from './ids';
import { getRow, putRow } from './records';
import {
  dealStageTable,
  tables,
  type OutboxResource,
  type RecordTypes,
  type StoredPvPlan,
} from './rows';
import { getShadow, pendingWrites, setShadow, overlay } from './visible';

/*
 * The pull's side of the store: server records land here. A record without pending writes is
 * written straight (the bulk path); one with a shadow keeps its pending fields on top.
 */

export type PulledResource = OutboxResource | 'dealStages';

export interface ApplyResult {
  changedIds: string[];
}

// Hand-written statements on this file's per-answer paths: building a kysely query costs more
// than running it, and the first sync runs them tens of thousands of times (bench/README.md).

function shadowIds(ctx: StoreContext, resource: OutboxResource): Set<string> {
  const rows = ctx.sql
    .prepare('SELECT record_id FROM shadows WHERE resource = ?')
    .all(resource) as { record_id: string }[];
  return new Set(rows.map((r) => r.record_id));
}

/** Writes one server record; returns whether the visible row changed. */
function applyOne<K extends OutboxResource>(
  ctx: StoreContext,
  resource: K,
  record: RecordTypes[K],
  shadowed: boolean,
): boolean {
  const spec = tables[resource] as unknown as {
    table: string;
    toRow(r: RecordTypes[K]): Record<string, unknown>;
  };
  let visible = record;
  if (shadowed) {
    setShadow(ctx, resource, record.id, record);
    visible = overlay(resource, record, pendingWrites(ctx, resource, record.id));
  }
  const changed = putRow(ctx, spec.table, spec.toRow(visible));
  if (changed) ctx.changes.mark(resource, record.id);
  return changed;
}

export function applyServerRecords(
  ctx: StoreContext,
  resource: PulledResource,
  records: readonly unknown[],
): ApplyResult {
  if (resource === 'dealStages') return upsertDealStages(ctx, records as DealStage[]);
  return ctx.sql.transaction(() => {
    const shadows = shadowIds(ctx, resource);
    const changedIds: string[] = [];
    for (const received of records as RecordTypes[OutboxResource][]) {
      const record = resource === 'contacts' ? withoutCreateMarker(received) : received;
      // A module row that had a local id brings its pending writes (and no shadow yet) along.
      const adopted =
        resource === 'modules' && adoptModuleId(ctx, record as RecordTypes['modules']);
      const shadowed =
        shadows.has(record.id) || (adopted && pendingWrites(ctx, resource, record.id).length > 0);
      if (applyOne(ctx, resource, record, shadowed)) changedIds.push(record.id);
    }
    return { changedIds };
  });
}

function upsertDealStages(ctx: StoreContext, stages: readonly DealStage[]): ApplyResult {
  return ctx.sql.transaction(() => {
    const changedIds: string[] = [];
    for (const stage of stages) {
      if (putRow(ctx, 'deal_stages', { ...dealStageTable.toRow(stage) })) {
        changedIds.push(stage.id);
        ctx.changes.mark('dealStages', stage.id);
      }
    }
    return { changedIds };
  });
}

/** The stage list has no paging: the server's list is the whole truth, stages it lacks go. */
export function replaceDealStages(ctx: StoreContext, stages: readonly DealStage[]): ApplyResult {
  return ctx.sql.transaction(() => {
    const keep = new Set(stages.map((s) => s.id));
    const gone = ctx.sql
      .all(ctx.sql.q.selectFrom('deal_stages').select('id'))
      .map((r) => r.id)
      .filter((id) => !keep.has(id));
    for (const id of gone) {
      ctx.sql.run(ctx.sql.q.deleteFrom('deal_stages').where('id', '=', id));
      ctx.changes.mark('dealStages', id);
    }
    const { changedIds } = upsertDealStages(ctx, stages);
    return { changedIds: [...gone, ...changedIds] };
  });
}

/**
 * Ids of projects the server knows: the local project rows plus the projects deals link to
 * (without GET /v1/projects, a deal's projectId is how the app learns of a project at all).
 * Local-only projects are left out.
 */
export function knownProjectIds(ctx: StoreContext): string[] {
  const ids = new Set<string>();
  for (const r of ctx.sql.all(ctx.sql.q.selectFrom('projects').select('id'))) ids.add(r.id);
  for (const r of ctx.sql.all(
    ctx.sql.q
      .selectFrom('deals')
      .select('project_id')
      .where('project_id', 'is not', null)
      .distinct(),
  )) {
    if (r.project_id) ids.add(r.project_id);
  }
  return [...ids].filter((id) => !isLocalId(id)).sort();
}

/**
 * Server updatedAt of each PV plan of a project whose full form is here. Plans known only in the
 * short form are left out, so the engine fetches them in full.
 */
export function pvPlanUpdatedAt(ctx: StoreContext, projectId: string): Map<string, string> {
  const rows = ctx.sql
    .prepare(
      'SELECT id, updated_at, payload IS NOT NULL AS full FROM pv_plans WHERE project_id = ?',
    )
    .all(projectId) as { id: string; updated_at: string; full: 0 | 1 }[];
  const map = new Map<string, string>();
  if (!rows.length) return map;
  // A plan with pending writes shows local fields; what the server sent is in its shadow.
  const shadows = shadowIds(ctx, 'pvPlans');
  for (const row of rows) {
    if (isLocalId(row.id)) continue;
    const shadow = shadows.has(row.id) ? getShadow(ctx, 'pvPlans', row.id) : undefined;
    const known = shadow ? { full: shadow.payload !== null, updatedAt: shadow.updatedAt } : null;
    if (known ? known.full : row.full) map.set(row.id, known?.updatedAt ?? row.updated_at);
  }
  return map;
}

/** Short-form plans from the list: their fields change, a stored payload and schemaVersion stay. */
export function applyPvPlanShort(ctx: StoreContext, plans: readonly PvPlanShort[]): ApplyResult {
  return ctx.sql.transaction(() => {
    const shadows = shadowIds(ctx, 'pvPlans');
    const changedIds: string[] = [];
    for (const plan of plans) {
      const known =
        getShadow(ctx, 'pvPlans', plan.id) ??
        (() => {
          const row = getRow(ctx, 'pvPlans', plan.id);
          return row ? tables.pvPlans.fromRow(row as never) : undefined;
        })();
      const full: StoredPvPlan = {
        ...plan,
        schemaVersion: known?.schemaVersion ?? null,
        payload: known?.payload ?? null,
      };
      if (applyOne(ctx, 'pvPlans', full, shadows.has(plan.id))) changedIds.push(plan.id);
    }
    return { changedIds };
  });
}
