import type {
  Building,
  Contact,
  Deal,
  DealStage,
  Project,
  ProjectModule,
  PvPlanShort,
} from '../../../shared/api';
import type {
  BuildingRow,
  ContactRow,
  DealRow,
  DealStageRow,
  ModuleRow,
  ProjectRow,
  PvPlanRow,
  StoreSchema,
} from './schema';

/*
 * The one place where table rows and API records meet (fromRow/toRow per resource). JSON values
 * go through JSON.stringify/parse only, which keeps key order, nesting and unknown keys.
 */

type JsonObject = Record<string, unknown>;

/** A PV plan as stored: the full form, or the short form when only the list has been seen. */
export type StoredPvPlan = PvPlanShort & {
  schemaVersion: number | null;
  payload: JsonObject | null;
};

const json = (value: unknown): string => JSON.stringify(value);
const jsonOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parse = <T>(text: string): T => JSON.parse(text) as T;
const parseOrNull = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

/** Lowercased text of a contact's string field values and status, for LIKE search. */
export function contactSearchText(contact: Pick<Contact, 'fields' | 'status'>): string {
  const parts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(contact.fields);
  parts.push(contact.status);
  return parts.join('\n').toLowerCase();
}

export const contactRows = {
  toRow: (c: Contact): ContactRow => ({
    id: c.id,
    status: c.status,
    assigned_to: c.assignedTo,
    fields: json(c.fields),
    search_text: contactSearchText(c),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    last_activity_at: c.lastActivityAt,
  }),
  fromRow: (r: ContactRow): Contact => ({
    id: r.id,
    status: r.status as Contact['status'],
    assignedTo: r.assigned_to,
    fields: parse<JsonObject>(r.fields),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    lastActivityAt: r.last_activity_at,
  }),
};

export const buildingRows = {
  toRow: (b: Building): BuildingRow => ({
    id: b.id,
    contact_id: b.contactId,
    name: b.name,
    street: b.street,
    postal_code: b.postalCode,
    city: b.city,
    country_code: b.countryCode,
    building_type: b.buildingType,
    building_year: b.buildingYear,
    living_area: b.livingArea,
    notes: b.notes,
    created_at: b.createdAt,
    updated_at: b.updatedAt,
  }),
  fromRow: (r: BuildingRow): Building => ({
    id: r.id,
    contactId: r.contact_id,
    name: r.name,
    street: r.street,
    postalCode: r.postal_code,
    city: r.city,
    countryCode: r.country_code,
    buildingType: r.building_type,
    buildingYear: r.building_year,
    livingArea: r.living_area,
    notes: r.notes,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }),
};

export const dealRows = {
  toRow: (d: Deal): DealRow => ({
    id: d.id,
    contact_id: d.contactId,
    title: d.title,
    value: d.value,
    stage_id: d.stageId,
    stage_entered_at: d.stageEnteredAt,
    status: d.status,
    owner_id: d.ownerId,
    project_type_ids: json(d.projectTypeIds),
    street: d.street,
    postal_code: d.postalCode,
    city: d.city,
    notes: d.notes,
    project_id: d.projectId,
    closed_at: d.closedAt,
    archived_at: d.archivedAt,
    created_at: d.createdAt,
    updated_at: d.updatedAt,
  }),
  fromRow: (r: DealRow): Deal => ({
    id: r.id,
    contactId: r.contact_id,
    title: r.title,
    value: r.value,
    stageId: r.stage_id,
    stageEnteredAt: r.stage_entered_at,
    status: r.status as Deal['status'],
    ownerId: r.owner_id,
    projectTypeIds: parse<string[]>(r.project_type_ids),
    street: r.street,
    postalCode: r.postal_code,
    city: r.city,
    notes: r.notes,
    projectId: r.project_id,
    closedAt: r.closed_at,
    archivedAt: r.archived_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }),
};

export const dealStageRows = {
  toRow: (s: DealStage): DealStageRow => ({
    id: s.id,
    key: s.key,
    name: s.name,
    sort_order: s.sortOrder,
    archived: s.archived ? 1 : 0,
    probability: s.probability,
    stale_after_days: s.staleAfterDays,
  }),
  fromRow: (r: DealStageRow): DealStage => ({
    id: r.id,
    key: r.key,
    name: r.name,
    sortOrder: r.sort_order,
    archived: r.archived === 1,
    probability: r.probability,
    staleAfterDays: r.stale_after_days,
  }),
};

export const projectRows = {
  toRow: (p: Project): ProjectRow => ({
    id: p.id,
    contact_id: p.contactId,
    building_id: p.buildingId,
    title: p.title,
    type: p.type,
    status: p.status,
    version_number: p.versionNumber,
    root_project_id: p.rootProjectId,
    parent_project_id: p.parentProjectId,
    is_visible_in_customer_portal: p.isVisibleInCustomerPortal ? 1 : 0,
    archived_at: p.archivedAt,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  }),
  fromRow: (r: ProjectRow): Project => ({
    id: r.id,
    contactId: r.contact_id,
    buildingId: r.building_id,
    title: r.title,
    type: r.type as Project['type'],
    status: r.status as Project['status'],
    versionNumber: r.version_number,
    rootProjectId: r.root_project_id,
    parentProjectId: r.parent_project_id,
    isVisibleInCustomerPortal: r.is_visible_in_customer_portal === 1,
    archivedAt: r.archived_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }),
};

export const moduleRows = {
  toRow: (m: ProjectModule): ModuleRow => ({
    id: m.id,
    project_id: m.projectId,
    module_key: m.moduleKey,
    status: m.status,
    schema_version: m.schemaVersion,
    payload: jsonOrNull(m.payload),
    validation_state: jsonOrNull(m.validationState),
    locked_reason: m.lockedReason,
    last_completed_at: m.lastCompletedAt,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
  }),
  fromRow: (r: ModuleRow): ProjectModule => ({
    id: r.id,
    projectId: r.project_id,
    moduleKey: r.module_key,
    status: r.status as ProjectModule['status'],
    schemaVersion: r.schema_version,
    payload: parseOrNull<JsonObject>(r.payload),
    validationState: parseOrNull<JsonObject>(r.validation_state),
    lockedReason: r.locked_reason,
    lastCompletedAt: r.last_completed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }),
};

export const pvPlanRows = {
  toRow: (p: StoredPvPlan): PvPlanRow => ({
    id: p.id,
    project_id: p.projectId,
    name: p.name,
    building_id: p.buildingId,
    origin_lat: p.originLat,
    origin_lng: p.originLng,
    origin_address: p.originAddress,
    is_favorite: p.isFavorite ? 1 : 0,
    summary: jsonOrNull(p.summary),
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    schema_version: p.schemaVersion ?? null,
    payload: jsonOrNull(p.payload),
  }),
  fromRow: (r: PvPlanRow): StoredPvPlan => ({
    id: r.id,
    projectId: r.project_id,
    name: r.name,
    buildingId: r.building_id,
    originLat: r.origin_lat,
    originLng: r.origin_lng,
    originAddress: r.origin_address,
    isFavorite: r.is_favorite === 1,
    summary: parseOrNull<JsonObject>(r.summary),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    schemaVersion: r.schema_version,
    payload: parseOrNull<JsonObject>(r.payload),
  }),
};

/** The resources the outbox writes to. */
export type OutboxResource =
  'contacts' | 'buildings' | 'deals' | 'projects' | 'modules' | 'pvPlans';

export interface RecordTypes {
  contacts: Contact;
  buildings: Building;
  deals: Deal;
  projects: Project;
  modules: ProjectModule;
  pvPlans: StoredPvPlan;
}

export interface TableSpec<R> {
  table: keyof StoreSchema;
  toRow(record: R): object;
  fromRow(row: never): R;
}

export const tables: { [K in OutboxResource]: TableSpec<RecordTypes[K]> } = {
  contacts: { table: 'contacts', ...contactRows },
  buildings: { table: 'buildings', ...buildingRows },
  deals: { table: 'deals', ...dealRows },
  projects: { table: 'projects', ...projectRows },
  modules: { table: 'project_modules', ...moduleRows },
  pvPlans: { table: 'pv_plans', ...pvPlanRows },
};

export const dealStageTable = { table: 'deal_stages' as const, ...dealStageRows };
