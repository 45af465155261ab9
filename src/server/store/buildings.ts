import type { Building, BuildingCreate, BuildingListQuery, Page } from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { prepareTable, updatedSinceCondition } from './table';
import { shuffleKey } from '../ordering';

export interface BuildingRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  contact_id: string;
  name: string;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string;
  building_type: string | null;
  building_year: number | null;
  living_area: number | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  shuffle_key: number;
}

export const buildingColumns = [
  'workspace_id',
  'id',
  'contact_id',
  'name',
  'street',
  'postal_code',
  'city',
  'country_code',
  'building_type',
  'building_year',
  'living_area',
  'notes',
  'created_at',
  'updated_at',
  'shuffle_key',
] as const;

export function toBuilding(row: BuildingRow): Building {
  return {
    id: row.id,
    contactId: row.contact_id,
    name: row.name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    countryCode: row.country_code,
    buildingType: row.building_type,
    buildingYear: row.building_year,
    livingArea: row.living_area,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function buildingStore(ctx: StoreContext) {
  const table = prepareTable<BuildingRow>(ctx.db, 'buildings', buildingColumns);
  return {
    table,
    list(workspaceId: string, q: BuildingListQuery): Page<Building> {
      const conditions = [
        ...updatedSinceCondition(q.updatedSince),
        ...(q.contactId ? [{ sql: 'contact_id = ?', value: q.contactId }] : []),
      ];
      const { rows, hasMore } = ctx.page<BuildingRow>(
        'buildings',
        workspaceId,
        conditions,
        ctx.sort,
        q.limit,
        q.offset,
      );
      return { data: rows.map(toBuilding), hasMore };
    },
    get(workspaceId: string, id: string): Building | undefined {
      const row = table.get(workspaceId, id);
      return row && toBuilding(row);
    },
    exists(workspaceId: string, id: string): boolean {
      return table.get(workspaceId, id) !== undefined;
    },
    /** The caller has checked that the contact exists. */
    create(workspaceId: string, input: BuildingCreate): Building {
      const now = ctx.clock.now();
      const id = newId('bld');
      const row: BuildingRow = {
        workspace_id: workspaceId,
        id,
        contact_id: input.contactId,
        name: input.name,
        street: input.street ?? null,
        postal_code: input.postalCode ?? null,
        city: input.city ?? null,
        country_code: input.countryCode ?? 'DE',
        building_type: input.buildingType ?? null,
        building_year: input.buildingYear ?? null,
        living_area: input.livingArea ?? null,
        notes: input.notes ?? null,
        created_at: now,
        updated_at: now,
        shuffle_key: shuffleKey(id),
      };
      table.insert.run(row);
      return toBuilding(row);
    },
  };
}
