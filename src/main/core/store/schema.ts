import type { Generated } from 'kysely';

/* Row shapes of the local tables (snake_case, JSON as TEXT, booleans as 0/1). */

export interface ContactRow {
  id: string;
  status: string;
  assigned_to: string | null;
  fields: string;
  search_text: string;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
}

export interface BuildingRow {
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
}

export interface DealRow {
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
}

export interface DealStageRow {
  id: string;
  key: string;
  name: string;
  sort_order: number;
  archived: number;
  probability: number | null;
  stale_after_days: number | null;
}

export interface ProjectRow {
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
}

export interface ModuleRow {
  id: string;
  project_id: string;
  module_key: string;
  status: string;
  schema_version: number;
  payload: string | null;
  validation_state: string | null;
  locked_reason: string | null;
  last_completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PvPlanRow {
  id: string;
  project_id: string;
  name: string;
  building_id: string | null;
  origin_lat: number;
  origin_lng: number;
  origin_address: string | null;
  is_favorite: number;
  summary: string | null;
  created_at: string;
  updated_at: string;
  schema_version: number | null;
  payload: string | null;
}

export interface OutboxRow {
  seq: Generated<number>;
  resource: string;
  op: string;
  record_id: string;
  project_id: string | null;
  module_key: string | null;
  body: string;
  idempotency_key: string | null;
  state: string;
  attempts: number;
  last_error: string | null;
  rejection: string | null;
  created_at: string;
  base: string | null;
  conflict: string | null;
  attempted_at: string | null;
}

export interface SyncStateRow {
  key: string;
  value: string;
}

export interface ShadowRow {
  resource: string;
  record_id: string;
  server_json: string;
}

export interface StoreSchema {
  contacts: ContactRow;
  buildings: BuildingRow;
  deals: DealRow;
  deal_stages: DealStageRow;
  projects: ProjectRow;
  project_modules: ModuleRow;
  pv_plans: PvPlanRow;
  outbox: OutboxRow;
  sync_state: SyncStateRow;
  shadows: ShadowRow;
}
