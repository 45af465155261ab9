import { describe, expect, it } from 'vitest';
import {
  serverContact,
  serverDeal,
  serverProject,
  serverPvPlan,
  stage,
  testStore,
} from './fixtures';

describe('pull helpers', () => {
  it('applyServerRecords reports only real changes', () => {
    const { store } = testStore();
    const a = serverContact('a', { fields: { n: 1 } });
    const b = serverContact('b');
    expect(store.applyServerRecords('contacts', [a, b]).changedIds).toEqual(['a', 'b']);
    expect(store.applyServerRecords('contacts', [a, b]).changedIds).toEqual([]);
    expect(
      store.applyServerRecords('contacts', [a, { ...b, fields: { x: 'y' } }]).changedIds,
    ).toEqual(['b']);
  });

  it('deal stages: upsert and replace', () => {
    const { store } = testStore();
    expect(store.applyServerRecords('dealStages', [stage('s1'), stage('s2')]).changedIds).toEqual([
      's1',
      's2',
    ]);
    expect(store.applyServerRecords('dealStages', [stage('s1')]).changedIds).toEqual([]);
    const replaced = store.replaceDealStages([stage('s2', { name: 'Neu' }), stage('s3')]);
    expect(replaced.changedIds.sort()).toEqual(['s1', 's2', 's3']);
    expect(store.dump().dealStages.map((s) => [s.id, s.name])).toEqual([
      ['s2', 'Neu'],
      ['s3', 'S3'],
    ]);
  });

  it('transaction commits upserts and the cursor together, or neither', () => {
    const { store } = testStore();
    expect(() =>
      store.transaction(() => {
        store.applyServerRecords('contacts', [serverContact('a')]);
        store.setSyncState('cursor', 100);
        throw new Error('page failed');
      }),
    ).toThrow('page failed');
    expect(store.getContact('a')).toBeUndefined();
    expect(store.getSyncState('cursor')).toBeUndefined();
    store.transaction(() => {
      store.applyServerRecords('contacts', [serverContact('a')]);
      store.setSyncState('cursor', 100);
    });
    expect(store.getSyncState<number>('cursor')).toBe(100);
  });

  it('knownProjectIds leaves out local projects', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1')]);
    store.applyServerRecords('projects', [
      serverProject('p2', 'c1', 'b1'),
      serverProject('p1', 'c1', 'b1'),
    ]);
    store.applyServerRecords('buildings', [
      {
        ...serverProject('x', 'c1', 'b1'),
        id: 'b1',
        contactId: 'c1',
        name: 'H',
        street: null,
        postalCode: null,
        city: null,
        countryCode: 'DE',
        buildingType: null,
        buildingYear: null,
        livingArea: null,
        notes: null,
      } as never,
    ]);
    store.createProject({ contactId: 'c1', buildingId: 'b1', title: 'Local' });
    expect(store.knownProjectIds()).toEqual(['p1', 'p2']);
  });

  it('PV plans: short form keeps the payload; updatedAt map leaves out short-only plans', () => {
    const { store } = testStore();
    store.applyServerRecords('pvPlans', [
      serverPvPlan('pv1', 'p1', { payload: { roof: 1 }, schemaVersion: 3 }),
    ]);
    const {
      payload: _p,
      schemaVersion: _s,
      ...short1
    } = serverPvPlan('pv1', 'p1', {
      name: 'Renamed',
      updatedAt: '2026-02-05T00:00:00.000Z',
    });
    const { payload: _p2, schemaVersion: _s2, ...short2 } = serverPvPlan('pv2', 'p1');
    expect(store.applyPvPlanShort([short1, short2]).changedIds).toEqual(['pv1', 'pv2']);
    expect(store.getPvPlan('pv1')).toMatchObject({
      name: 'Renamed',
      payload: { roof: 1 },
      schemaVersion: 3,
    });
    expect(store.getPvPlan('pv2')).toMatchObject({ payload: null, schemaVersion: null });
    expect([...store.pvPlanUpdatedAt('p1')]).toEqual([['pv1', '2026-02-05T00:00:00.000Z']]);
    expect(store.applyPvPlanShort([short1]).changedIds).toEqual([]);
  });

  it('a deal pulled while a patch is pending keeps the pending fields only', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('st-1'), stage('st-2')]);
    store.applyServerRecords('deals', [serverDeal('d1', 'c1')]);
    store.archiveDeal('d1');
    store.applyServerRecords('deals', [
      serverDeal('d1', 'c1', { title: 'Server', stageId: 'st-2' }),
    ]);
    const deal = store.getDeal('d1')!;
    expect(deal.title).toBe('Server');
    expect(deal.stageId).toBe('st-2');
    expect(deal.archivedAt).not.toBeNull();
  });
});
