import { irradiationStations } from '../../../shared/calc/irradiation';
import type { StoreContext } from './context';
import { isLocalOnly, outboxFromRow, type StoredOutboxRow } from './outbox-entry';
import { getRecord } from './records';
import { pvPlanRows, type StoredPvPlan } from './rows';

/*
 * Reads of the PV planner: a project's or a building's plans with their sync state, one plan,
 * and where a new plan of a building should start (its origin).
 */

/**
 * synced: nothing waits; pending: edits wait to be sent (or for the user, after a refusal or a
 * conflict); localOnly: the server cannot take PV plan edits, the plan's edits stay on this device.
 */
export type PvPlanSyncState = 'synced' | 'pending' | 'localOnly';

export type PvPlanWithState = StoredPvPlan & { sync: PvPlanSyncState };

function syncStates(ctx: StoreContext, ids: readonly string[]): Map<string, PvPlanSyncState> {
  const states = new Map<string, PvPlanSyncState>();
  if (ids.length === 0) return states;
  const rows = ctx.sql.all(
    ctx.sql.q
      .selectFrom('outbox')
      .selectAll()
      .where('resource', '=', 'pvPlans')
      .where('record_id', 'in', ids),
  );
  for (const row of rows) {
    const entry = outboxFromRow(row as StoredOutboxRow, ctx.inFlight);
    const state = isLocalOnly(entry) ? 'localOnly' : 'pending';
    if (states.get(entry.recordId) !== 'localOnly') states.set(entry.recordId, state);
  }
  return states;
}

function withStates(ctx: StoreContext, plans: StoredPvPlan[]): PvPlanWithState[] {
  const states = syncStates(
    ctx,
    plans.map((p) => p.id),
  );
  return plans.map((plan) => ({ ...plan, sync: states.get(plan.id) ?? 'synced' }));
}

/** Favourites first, then the most recently changed. */
function byFavouriteThenRecent(a: StoredPvPlan, b: StoredPvPlan): number {
  if (a.isFavorite !== b.isFavorite) return a.isFavorite ? -1 : 1;
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;
}

export function projectPvPlans(ctx: StoreContext, projectId: string): PvPlanWithState[] {
  const rows = ctx.sql.all(
    ctx.sql.q.selectFrom('pv_plans').selectAll().where('project_id', '=', projectId),
  );
  return withStates(ctx, rows.map(pvPlanRows.fromRow).sort(byFavouriteThenRecent));
}

export function buildingPvPlans(ctx: StoreContext, buildingId: string): PvPlanWithState[] {
  const rows = ctx.sql.all(
    ctx.sql.q.selectFrom('pv_plans').selectAll().where('building_id', '=', buildingId),
  );
  return withStates(ctx, rows.map(pvPlanRows.fromRow).sort(byFavouriteThenRecent));
}

export function pvPlanWithState(ctx: StoreContext, id: string): PvPlanWithState | undefined {
  const plan = getRecord(ctx, 'pvPlans', id);
  return plan ? withStates(ctx, [plan])[0] : undefined;
}

export interface PvPlanOrigin {
  originAddress: string | null;
  originLat: number | null;
  originLng: number | null;
  /** plan: the origin of another plan of the building; town: the centre of its town (coarse). */
  source: 'plan' | 'town' | null;
  /** The plan's name or the town's name the position comes from. */
  sourceName: string | null;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/**
 * Where a new plan of a building starts. Buildings carry no coordinates (workspace-api.md), so
 * the location is known from another plan of the building, or roughly from its town when the
 * town is one of the irradiation table's stations; otherwise the user enters it.
 */
export function pvPlanOrigin(ctx: StoreContext, buildingId: string): PvPlanOrigin {
  const building = getRecord(ctx, 'buildings', buildingId);
  const street = building?.street?.trim();
  const town = [building?.postalCode?.trim(), building?.city?.trim()].filter(Boolean).join(' ');
  const address = [street, town].filter(Boolean).join(', ') || null;
  const plan = buildingPvPlans(ctx, buildingId)[0];
  if (plan) {
    return {
      originAddress: address ?? plan.originAddress,
      originLat: plan.originLat,
      originLng: plan.originLng,
      source: 'plan',
      sourceName: plan.name,
    };
  }
  const station = building?.city
    ? irradiationStations.find((s) => normalise(s.name) === normalise(building.city!))
    : undefined;
  if (station) {
    return {
      originAddress: address,
      originLat: station.latitude,
      originLng: station.longitude,
      source: 'town',
      sourceName: station.name,
    };
  }
  return {
    originAddress: address,
    originLat: null,
    originLng: null,
    source: null,
    sourceName: null,
  };
}
