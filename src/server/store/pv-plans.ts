import type { PvPlanCreate, PvPlanFull, PvPlanPatch, PvPlanShort } from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { changed, jsonOrNull, parseJson, prepareTable } from './table';
import { orderByColumns, shuffleKey } from '../ordering';

export interface PvPlanRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  project_id: string;
  name: string;
  building_id: string | null;
  origin_lat: number;
  origin_lng: number;
  origin_address: string | null;
  is_favorite: number;
  summary: string | null;
  schema_version: number;
  payload: string;
  created_at: string;
  updated_at: string;
  shuffle_key: number;
}

export const pvPlanColumns = [
  'workspace_id',
  'id',
  'project_id',
  'name',
  'building_id',
  'origin_lat',
  'origin_lng',
  'origin_address',
  'is_favorite',
  'summary',
  'schema_version',
  'payload',
  'created_at',
  'updated_at',
  'shuffle_key',
] as const;

/** The planner document of a new PV plan: empty roof, module and string lists, default settings. */
export function initialPlannerDocument(): Record<string, unknown> {
  return {
    roofs: [],
    modules: [],
    strings: [],
    settings: {
      moduleType: { name: 'Standardmodul 430 Wp', wattPeak: 430, widthMm: 1134, heightMm: 1722 },
      orientation: 'portrait',
      edgeDistanceCm: 30,
      moduleGapCm: 2,
      inverter: null,
      annualYieldKwhPerKwp: 950,
    },
  };
}

export function toPvPlanShort(row: PvPlanRow): PvPlanShort {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    buildingId: row.building_id,
    originLat: row.origin_lat,
    originLng: row.origin_lng,
    originAddress: row.origin_address,
    isFavorite: row.is_favorite === 1,
    summary: parseJson(row.summary),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toPvPlanFull(row: PvPlanRow): PvPlanFull {
  return {
    ...toPvPlanShort(row),
    schemaVersion: row.schema_version,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  };
}

export function pvPlanStore(ctx: StoreContext) {
  const table = prepareTable<PvPlanRow>(ctx.db, 'pv_plans', pvPlanColumns);
  const byProject = ctx.db.prepare<[string, string], PvPlanRow>(
    `SELECT * FROM pv_plans WHERE workspace_id = ? AND project_id = ? ORDER BY ${orderByColumns[ctx.sort]}`,
  );
  const names = ctx.db.prepare<[string, string], { name: string }>(
    'SELECT name FROM pv_plans WHERE workspace_id = ? AND project_id = ?',
  );
  return {
    table,
    list(workspaceId: string, projectId: string): PvPlanShort[] {
      return byProject.all(workspaceId, projectId).map(toPvPlanShort);
    },
    get(workspaceId: string, id: string): PvPlanFull | undefined {
      const row = table.get(workspaceId, id);
      return row && toPvPlanFull(row);
    },
    /** Default name: "PV-Plan N", the first N not taken in the project. */
    defaultName(workspaceId: string, projectId: string): string {
      const taken = new Set(names.all(workspaceId, projectId).map((r) => r.name));
      let n = taken.size + 1;
      while (taken.has(`PV-Plan ${n}`)) n++;
      return `PV-Plan ${n}`;
    },
    /** The caller has checked the project and building references. */
    create(workspaceId: string, projectId: string, input: PvPlanCreate, now: string): PvPlanFull {
      const id = newId('pvp');
      const row: PvPlanRow = {
        workspace_id: workspaceId,
        id,
        project_id: projectId,
        name: input.name ?? this.defaultName(workspaceId, projectId),
        building_id: input.buildingId ?? null,
        origin_lat: input.originLat,
        origin_lng: input.originLng,
        origin_address: input.originAddress ?? null,
        is_favorite: 0,
        summary: null,
        schema_version: 1,
        payload: JSON.stringify(initialPlannerDocument()),
        created_at: now,
        updated_at: now,
        shuffle_key: shuffleKey(id),
      };
      table.insert.run(row);
      return toPvPlanFull(row);
    },
    patch(
      workspaceId: string,
      id: string,
      patch: PvPlanPatch,
      now: string,
    ): { plan: PvPlanFull; changed: boolean } | undefined {
      const prev = table.get(workspaceId, id);
      if (!prev) return undefined;
      const next: PvPlanRow = { ...prev };
      if (patch.name !== undefined) next.name = patch.name;
      if (patch.originAddress !== undefined) next.origin_address = patch.originAddress;
      if (patch.buildingId !== undefined) next.building_id = patch.buildingId;
      if (patch.isFavorite !== undefined) next.is_favorite = patch.isFavorite ? 1 : 0;
      if (patch.schemaVersion !== undefined) next.schema_version = patch.schemaVersion;
      if (patch.payload !== undefined) next.payload = jsonOrNull(patch.payload) as string;
      if (patch.summary !== undefined) next.summary = jsonOrNull(patch.summary);
      if (!changed(prev, next)) return { plan: toPvPlanFull(prev), changed: false };
      next.updated_at = now;
      table.update.run(next);
      return { plan: toPvPlanFull(next), changed: true };
    },
  };
}
