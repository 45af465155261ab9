import type {
  Building,
  BuildingCreate,
  Contact,
  ContactCreate,
  Deal,
  DealCreate,
  Project,
  ProjectCreate,
  ProjectModule,
  PvPlanCreate,
  PvPlanFull,
} from '../../../shared/api';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxResource, RecordTypes } from './rows';

/*
 * Records that exist only on this device, built from their create bodies. A local-only record has
 * no server state to overlay, so its visible row is this base with its pending writes applied
 * (visible.ts), the same rule as for a record the server knows.
 */

export function buildContact(id: string, b: ContactCreate, at: string): Contact {
  return {
    id,
    status: b.status ?? 'lead',
    assignedTo: b.assignedTo ?? null,
    fields: b.fields ?? {},
    createdAt: at,
    updatedAt: at,
    lastActivityAt: at,
  };
}

export function buildBuilding(id: string, b: BuildingCreate, at: string): Building {
  return {
    id,
    contactId: b.contactId,
    name: b.name,
    street: b.street ?? null,
    postalCode: b.postalCode ?? null,
    city: b.city ?? null,
    countryCode: b.countryCode ?? 'DE',
    buildingType: b.buildingType ?? null,
    buildingYear: b.buildingYear ?? null,
    livingArea: b.livingArea ?? null,
    notes: b.notes ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

export function buildDeal(id: string, b: DealCreate, at: string): Deal {
  return {
    id,
    contactId: b.contactId,
    title: b.title,
    value: b.value ?? null,
    stageId: b.stageId,
    stageEnteredAt: at,
    status: 'open',
    ownerId: b.ownerId ?? null,
    projectTypeIds: b.projectTypeIds ?? [],
    street: b.street ?? null,
    postalCode: b.postalCode ?? null,
    city: b.city ?? null,
    notes: b.notes ?? null,
    projectId: null,
    closedAt: null,
    archivedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function buildProject(id: string, b: ProjectCreate, at: string): Project {
  return {
    id,
    contactId: b.contactId,
    buildingId: b.buildingId,
    title: b.title,
    type: b.type ?? 'heat-planning',
    status: 'draft',
    versionNumber: 1,
    rootProjectId: null,
    parentProjectId: null,
    isVisibleInCustomerPortal: false,
    archivedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function buildModule(
  id: string,
  projectId: string,
  moduleKey: string,
  at: string,
): ProjectModule {
  return {
    id,
    projectId,
    moduleKey,
    status: 'not_started',
    schemaVersion: 1,
    payload: null,
    validationState: null,
    lockedReason: null,
    lastCompletedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

export function buildPvPlan(
  id: string,
  projectId: string,
  b: PvPlanCreate,
  at: string,
): PvPlanFull {
  return {
    id,
    projectId,
    name: b.name ?? 'PV-Plan',
    buildingId: b.buildingId ?? null,
    originLat: b.originLat,
    originLng: b.originLng,
    originAddress: b.originAddress ?? null,
    isFavorite: false,
    summary: null,
    createdAt: at,
    updatedAt: at,
    schemaVersion: 1,
    payload: {},
  };
}

/**
 * The base of a local-only record: its create body as last queued (or edited for a retry), or
 * for a module of a local project the fresh module. `current` gives the id and creation time.
 */
export function localBase<K extends OutboxResource>(
  resource: K,
  current: RecordTypes[K],
  create: OutboxEntry | undefined,
): RecordTypes[K] {
  const { id, createdAt: at } = current;
  if (resource === 'modules') {
    const module = current as ProjectModule;
    return buildModule(id, module.projectId, module.moduleKey, at) as RecordTypes[K];
  }
  if (!create) return current;
  const body = create.body;
  const built: Record<Exclude<OutboxResource, 'modules'>, () => unknown> = {
    contacts: () => buildContact(id, body as ContactCreate, at),
    buildings: () => buildBuilding(id, body as BuildingCreate, at),
    deals: () => buildDeal(id, body as DealCreate, at),
    projects: () => buildProject(id, body as ProjectCreate, at),
    pvPlans: () =>
      buildPvPlan(id, (current as RecordTypes['pvPlans']).projectId, body as PvPlanCreate, at),
  };
  return built[resource as Exclude<OutboxResource, 'modules'>]() as RecordTypes[K];
}
