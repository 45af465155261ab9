import { describe, expect, it } from 'vitest';
import type { StoreChange } from '../../../src/main/core/store';
import {
  serverContact,
  serverDeal,
  serverProject,
  serverPvPlan,
  stage,
  testStore,
} from './fixtures';

/* DESIGN.md decision 10: the store tells every committed change, and renames. */

function listen() {
  const { store } = testStore();
  const heard: StoreChange[] = [];
  store.onChange((change) => heard.push(change));
  return { store, heard, clear: () => heard.splice(0) };
}

describe('the change feed', () => {
  it('tells a local write once it is committed: the record and the outbox', () => {
    const { store, heard } = listen();
    const contact = store.createContact({ fields: { lastName: 'Neu' } });
    expect(heard).toEqual([
      { resource: 'contacts', ids: [contact.id] },
      { resource: 'outbox', ids: ['1'] },
    ]);
  });

  it('tells the record when its write is refused, also where the record itself stays as it is', () => {
    // A PV plan edit the server can't take stays applied ("nur lokal"): the row does not change,
    // but the plan's page must learn its new sync state.
    const { store, heard, clear } = listen();
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    store.applyServerRecords('pvPlans', [serverPvPlan('pv1', 'p1')]);
    store.patchPvPlan('pv1', { name: 'Süddach' });
    const entry = store.takeForSending(store.nextPushable()[0]!.seq)!;
    clear();
    store.reject(entry.seq, { status: 405, code: 'not_supported', message: 'no PV plan update' });
    expect(heard).toContainEqual({ resource: 'pvPlans', ids: ['pv1'] });
    expect(store.getPvPlan('pv1')?.name).toBe('Süddach');
  });

  it('tells the record when its conflict is resolved with the value typed here', () => {
    // Keeping "mine" leaves the row as it was; the page must still stop saying "Konflikt".
    const { store, heard, clear } = listen();
    store.applyServerRecords('contacts', [serverContact('c1', { fields: { phone: '1' } })]);
    store.patchContact('c1', { fields: { phone: '2' } });
    const entry = store.takeForSending(store.nextPushable()[0]!.seq)!;
    const theirs = serverContact('c1', { fields: { phone: '3' } });
    store.markConflict(entry.seq, theirs, [
      { path: 'fields.phone', segments: ['fields', 'phone'], base: '1', mine: '2', theirs: '3' },
    ]);
    clear();
    store.resolveConflict(entry.seq, { 'fields.phone': 'mine' });
    expect(heard).toContainEqual({ resource: 'contacts', ids: ['c1'] });
    expect(store.getContact('c1')?.fields.phone).toBe('2');
  });

  it('tells nothing for a write that was refused', () => {
    const { store, heard } = listen();
    expect(() => store.createBuilding({ contactId: 'nobody', name: 'X' })).toThrow();
    expect(heard).toEqual([]);
  });

  it('tells pulled records that changed, and only those', () => {
    const { store, heard, clear } = listen();
    store.applyServerRecords('contacts', [serverContact('c1'), serverContact('c2')]);
    expect(heard).toEqual([{ resource: 'contacts', ids: ['c1', 'c2'] }]);
    clear();
    store.applyServerRecords('contacts', [
      serverContact('c1'),
      serverContact('c2', { fields: { x: 1 } }),
    ]);
    expect(heard).toEqual([{ resource: 'contacts', ids: ['c2'] }]);
  });

  it('tells an acknowledged create as a rename, with the records that refer to it', () => {
    const { store, heard, clear } = listen();
    store.replaceDealStages([stage('st-1')]);
    const contact = store.createContact({ fields: { lastName: 'Wolf' } });
    const deal = store.createDeal({ contactId: contact.id, title: 'WP', stageId: 'st-1' });
    clear();
    const [entry] = store.nextPushable();
    store.takeForSending(entry!.seq);
    store.acknowledge(entry!.seq, serverContact('C1', { fields: { lastName: 'Wolf' } }));
    expect(heard).toContainEqual({
      resource: 'contacts',
      ids: ['C1'],
      renamed: { [contact.id]: 'C1' },
    });
    expect(heard).toContainEqual({ resource: 'deals', ids: [deal.id] });
    expect(heard.some((c) => c.resource === 'outbox')).toBe(true);
  });

  it('tells a refusal: the record shows server state again', () => {
    const { store, heard, clear } = listen();
    store.replaceDealStages([stage('st-1')]);
    store.applyServerRecords('deals', [serverDeal('d1', 'c1', { title: 'Alt' })]);
    store.patchDeal('d1', { title: 'Neu' });
    clear();
    const [entry] = store.nextPushable();
    store.takeForSending(entry!.seq);
    store.reject(entry!.seq, { status: 422, code: 'validation_failed', message: 'nein' });
    expect(heard).toContainEqual({ resource: 'deals', ids: ['d1'] });
    expect(store.getDeal('d1')!.title).toBe('Alt');
  });
});
