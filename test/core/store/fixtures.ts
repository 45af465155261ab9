import { mkdtempSync, rmSync } from 'node:fs';
import { afterEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Building,
  Contact,
  Deal,
  DealStage,
  Project,
  ProjectModule,
  PvPlanFull,
} from '../../../src/shared/api';
import { openStore, type LocalStore } from '../../../src/main/core/store';

export const t0 = new Date('2026-03-01T10:00:00.000Z');

/** A store with a fixed, steppable clock and predictable ids. */
export function testStore(path = ':memory:') {
  let now = t0.getTime();
  let n = 0;
  const store = openStore(path, {
    clock: () => new Date(now),
    newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
  return {
    store,
    advance(ms: number) {
      now += ms;
    },
  };
}

export function tempDir(): { dir: string; file: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ortstermin-store-'));
  return {
    dir,
    file: join(dir, 'local.db'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Call at the top of a test file: `temp()` gives a folder removed after the test that made it. */
export function tempDirsPerTest(): () => { dir: string; file: string } {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
  return () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    return t;
  };
}

const ts = '2026-02-01T08:00:00.000Z';

export const stage = (id: string, over: Partial<DealStage> = {}): DealStage => ({
  id,
  key: id,
  name: id.toUpperCase(),
  sortOrder: 1,
  archived: false,
  probability: 50,
  staleAfterDays: 14,
  ...over,
});

export const serverContact = (id: string, over: Partial<Contact> = {}): Contact => ({
  id,
  status: 'lead',
  assignedTo: null,
  fields: {},
  createdAt: ts,
  updatedAt: ts,
  lastActivityAt: ts,
  ...over,
});

export const serverBuilding = (
  id: string,
  contactId: string,
  over: Partial<Building> = {},
): Building => ({
  id,
  contactId,
  name: 'Haus',
  street: null,
  postalCode: null,
  city: null,
  countryCode: 'DE',
  buildingType: null,
  buildingYear: null,
  livingArea: null,
  notes: null,
  createdAt: ts,
  updatedAt: ts,
  ...over,
});

export const serverDeal = (id: string, contactId: string, over: Partial<Deal> = {}): Deal => ({
  id,
  contactId,
  title: 'Deal',
  value: null,
  stageId: 'st-1',
  stageEnteredAt: ts,
  status: 'open',
  ownerId: null,
  projectTypeIds: [],
  street: null,
  postalCode: null,
  city: null,
  notes: null,
  projectId: null,
  closedAt: null,
  archivedAt: null,
  createdAt: ts,
  updatedAt: ts,
  ...over,
});

export const serverProject = (
  id: string,
  contactId: string,
  buildingId: string,
  over: Partial<Project> = {},
): Project => ({
  id,
  contactId,
  buildingId,
  title: 'Projekt',
  type: 'heat-planning',
  status: 'draft',
  versionNumber: 1,
  rootProjectId: null,
  parentProjectId: null,
  isVisibleInCustomerPortal: false,
  archivedAt: null,
  createdAt: ts,
  updatedAt: ts,
  ...over,
});

export const serverModule = (
  id: string,
  projectId: string,
  moduleKey: string,
  over: Partial<ProjectModule> = {},
): ProjectModule => ({
  id,
  projectId,
  moduleKey,
  status: 'draft',
  schemaVersion: 1,
  payload: null,
  validationState: null,
  lockedReason: null,
  lastCompletedAt: null,
  createdAt: ts,
  updatedAt: ts,
  ...over,
});

export const serverPvPlan = (
  id: string,
  projectId: string,
  over: Partial<PvPlanFull> = {},
): PvPlanFull => ({
  id,
  projectId,
  name: 'PV-Plan',
  buildingId: null,
  originLat: 52.5,
  originLng: 13.4,
  originAddress: null,
  isFavorite: false,
  summary: null,
  createdAt: ts,
  updatedAt: ts,
  schemaVersion: 1,
  payload: {},
  ...over,
});

/** The queue's only pushable entry, asserting there is exactly one. */
export function onlyPushable(store: LocalStore) {
  const next = store.nextPushable();
  if (next.length !== 1) throw new Error(`expected one pushable entry, got ${next.length}`);
  return next[0]!;
}
