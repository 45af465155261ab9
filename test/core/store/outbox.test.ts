import { describe, expect, it } from 'vitest';
import { OutboxError, isLocalId } from '../../../src/main/core/store';
import {
  onlyPushable,
  serverBuilding,
  serverContact,
  serverDeal,
  serverModule,
  serverProject,
  serverPvPlan,
  stage,
  testStore,
} from './fixtures';

describe('outbox', () => {
  it('offline chain contact→building→deal→project→module→pvPlan: ids rewritten on each acknowledge', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('st-1')]);
    const contact = store.createContact({ fields: { name: 'Anna' } });
    const building = store.createBuilding({ contactId: contact.id, name: 'Haus' });
    const deal = store.createDeal({ contactId: contact.id, stageId: 'st-1', title: 'WP' });
    const project = store.createProject({
      contactId: contact.id,
      buildingId: building.id,
      title: 'P',
    });
    store.patchDeal(deal.id, { projectId: project.id });
    const module = store.patchModule(project.id, 'jaz', { payload: { jaz: 3.2 } });
    const plan = store.createPvPlan(project.id, {
      originLat: 50,
      originLng: 8,
      buildingId: building.id,
    });

    // Only the contact may go: everything else refers to it, directly or indirectly.
    let entry = onlyPushable(store);
    expect(entry).toMatchObject({ resource: 'contacts', op: 'create', recordId: contact.id });
    store.takeForSending(entry.seq);
    expect(store.nextPushable()).toEqual([]);
    store.acknowledge(entry.seq, serverContact('C1', { fields: { name: 'Anna' } }));

    expect(store.getContact(contact.id)).toBeUndefined();
    expect(store.getContact('C1')!.fields).toEqual({ name: 'Anna' });
    expect(store.dump().buildings[0]!.contactId).toBe('C1');
    expect(store.getDeal(deal.id)!.contactId).toBe('C1');
    expect(store.getProject(project.id)!.contactId).toBe('C1');

    // Building and deal create now go together; the project waits for the building.
    const next = store.nextPushable();
    expect(next.map((e) => [e.resource, e.op])).toEqual([
      ['buildings', 'create'],
      ['deals', 'create'],
    ]);
    expect(next[0]!.body).toMatchObject({ contactId: 'C1' });
    expect(next[1]!.body).toMatchObject({ contactId: 'C1' });
    store.acknowledge(next[0]!.seq, serverBuilding('B1', 'C1'));
    store.acknowledge(next[1]!.seq, serverDeal('D1', 'C1', { title: 'WP' }));

    // The deal's later patch links a local project: it waits for the project create.
    entry = onlyPushable(store);
    expect(entry).toMatchObject({
      resource: 'projects',
      op: 'create',
      body: { contactId: 'C1', buildingId: 'B1' },
    });
    // Pending projectId link survives the deal's create acknowledgement.
    expect(store.getDeal('D1')!.projectId).toBe(project.id);
    store.acknowledge(entry.seq, serverProject('P1', 'C1', 'B1'));

    expect(store.getDeal('D1')!.projectId).toBe('P1');
    expect(store.listModules('P1')).toHaveLength(14);
    expect(store.getPvPlan(plan.id)!.projectId).toBe('P1');
    expect(store.getPvPlan(plan.id)!.buildingId).toBe('B1');

    const rest = store.nextPushable();
    expect(rest.map((e) => [e.resource, e.op])).toEqual([
      ['deals', 'patch'],
      ['modules', 'patch'],
      ['pvPlans', 'create'],
    ]);
    expect(rest[0]).toMatchObject({ recordId: 'D1', body: { projectId: 'P1' } });
    expect(rest[1]).toMatchObject({ recordId: module.id, projectId: 'P1', moduleKey: 'jaz' });
    expect(rest[2]).toMatchObject({ projectId: 'P1', body: { buildingId: 'B1' } });

    store.acknowledge(rest[0]!.seq, serverDeal('D1', 'C1', { title: 'WP', projectId: 'P1' }));
    store.acknowledge(rest[1]!.seq, serverModule('M1', 'P1', 'jaz', { payload: { jaz: 3.2 } }));
    store.acknowledge(rest[2]!.seq, serverPvPlan('PV1', 'P1', { buildingId: 'B1' }));

    expect(store.listOutbox()).toEqual([]);
    const dump = store.dump();
    const ids = JSON.stringify(dump);
    expect(ids).not.toContain(contact.id);
    expect(ids).not.toContain(building.id);
    expect(ids).not.toContain(project.id);
    expect(ids).not.toContain(plan.id);
    expect(store.getModule('P1', 'jaz')).toMatchObject({ id: 'M1', payload: { jaz: 3.2 } });
    expect(dump.modules.filter((m) => !isLocalId(m.id)).map((m) => m.id)).toEqual(['M1']);
    expect(dump.pvPlans.map((p) => p.id)).toEqual(['PV1']);
    expect(store.pendingCounts()).toEqual({ queued: 0, inFlight: 0, rejected: 0, conflicts: 0 });
  });

  it('one entry per record at a time, in seq order; in-flight and rejected entries hold back', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1'), serverContact('c2')]);
    store.patchContact('c1', { status: 'qualified' });
    store.patchContact('c2', { status: 'customer' });
    const first = store.nextPushable();
    expect(first.map((e) => e.recordId)).toEqual(['c1', 'c2']);
    store.takeForSending(first[0]!.seq);
    store.patchContact('c1', { assignedTo: 'u1' }); // not coalesced: the first is in flight
    expect(store.listOutbox()).toHaveLength(3);
    expect(store.nextPushable().map((e) => e.recordId)).toEqual(['c2']);
    store.reject(first[0]!.seq, { status: 422, code: 'validation_failed', message: 'no' });
    expect(store.nextPushable().map((e) => e.recordId)).toEqual(['c2']);
    expect(store.nextPushable(1)).toHaveLength(1);
    store.discard(first[0]!.seq);
    // By seq: c1's remaining write was queued after c2's.
    expect(store.nextPushable().map((e) => e.recordId)).toEqual(['c2', 'c1']);
  });

  it('coalesces a patch into the newest still-queued patch of the record', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('st-1'), stage('st-2')]);
    store.applyServerRecords('deals', [serverDeal('d1', 'c1')]);
    store.applyServerRecords('contacts', [serverContact('c1', { fields: { a: 1, b: 2 } })]);
    store.patchDeal('d1', { title: 'A', value: 10 });
    store.patchDeal('d1', { value: 20, stageId: 'st-2' });
    expect(store.listOutbox()).toHaveLength(1);
    expect(store.listOutbox()[0]!.body).toEqual({ title: 'A', value: 20, stageId: 'st-2' });

    store.patchContact('c1', { fields: { b: null, c: 3 } });
    store.patchContact('c1', { fields: { c: null, d: 4 } });
    const contactEntries = store.listOutbox().filter((e) => e.resource === 'contacts');
    expect(contactEntries).toHaveLength(1);
    // The entry holds the edited document and what it started from; the push sends the difference.
    expect(contactEntries[0]!.body).toEqual({ fields: { a: 1, d: 4 } });
    expect(contactEntries[0]!.base).toEqual({ fields: { a: 1, b: 2 } });
    expect(store.getContact('c1')!.fields).toEqual({ a: 1, d: 4 });

    // Not into an in-flight entry.
    store.takeForSending(store.listOutbox()[0]!.seq);
    store.patchDeal('d1', { title: 'B' });
    expect(store.listOutbox().filter((e) => e.resource === 'deals')).toHaveLength(2);
  });

  it('pending fields survive applyServerRecords and give way once acknowledged', () => {
    const { store } = testStore();
    store.applyServerRecords('deals', [serverDeal('d1', 'c1', { title: 'Server', notes: 'n0' })]);
    store.patchDeal('d1', { title: 'Local' });
    const pulled = store.applyServerRecords('deals', [
      serverDeal('d1', 'c1', {
        title: 'Server 2',
        notes: 'n1',
        updatedAt: '2026-02-02T00:00:00.000Z',
      }),
    ]);
    expect(pulled.changedIds).toEqual(['d1']);
    expect(store.getDeal('d1')).toMatchObject({ title: 'Local', notes: 'n1' });

    const same = store.applyServerRecords('deals', [
      serverDeal('d1', 'c1', {
        title: 'Server 2',
        notes: 'n1',
        updatedAt: '2026-02-02T00:00:00.000Z',
      }),
    ]);
    expect(same.changedIds).toEqual([]);

    const entry = onlyPushable(store);
    store.takeForSending(entry.seq);
    // The answer is the server's newest copy (an older one would not replace the pulled copy).
    store.acknowledge(
      entry.seq,
      serverDeal('d1', 'c1', {
        title: 'Local',
        notes: 'n1',
        updatedAt: '2026-02-03T00:00:00.000Z',
      }),
    );
    expect(store.getDeal('d1')).toMatchObject({ title: 'Local', notes: 'n1' });
    // No pending writes left: the next pull is taken as is.
    store.applyServerRecords('deals', [serverDeal('d1', 'c1', { title: 'Other', notes: 'n2' })]);
    expect(store.getDeal('d1')).toMatchObject({ title: 'Other', notes: 'n2' });
  });

  it('acknowledging one write keeps fields of the next pending write of the same record', () => {
    const { store } = testStore();
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1', { title: 'S' })]);
    store.patchProject('p1', { title: 'A' });
    const first = onlyPushable(store);
    store.takeForSending(first.seq);
    store.patchProject('p1', { status: 'active' });
    store.acknowledge(first.seq, serverProject('p1', 'c1', 'b1', { title: 'A', status: 'draft' }));
    expect(store.getProject('p1')).toMatchObject({ title: 'A', status: 'active' });
  });

  it('reject restores server state and keeps the entry with its reason (locked module)', () => {
    const { store } = testStore();
    store.applyServerRecords('modules', [serverModule('m1', 'p1', 'jaz', { payload: { v: 1 } })]);
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    store.patchModule('p1', 'jaz', { payload: { v: 2 } });
    expect(store.getModule('p1', 'jaz')!.payload).toEqual({ v: 2 });
    const entry = onlyPushable(store);
    store.takeForSending(entry.seq);
    // Meanwhile the server locked it.
    store.applyServerRecords('modules', [
      serverModule('m1', 'p1', 'jaz', {
        payload: { v: 1 },
        status: 'locked',
        lockedReason: 'Eingereicht',
      }),
    ]);
    expect(store.getModule('p1', 'jaz')).toMatchObject({ payload: { v: 2 }, status: 'locked' });
    const rejection = {
      status: 409,
      code: 'module_locked',
      message: 'Module is locked: Eingereicht',
    };
    store.reject(entry.seq, rejection);
    expect(store.getModule('p1', 'jaz')).toMatchObject({ payload: { v: 1 }, status: 'locked' });
    expect(store.listOutbox()).toEqual([
      expect.objectContaining({
        state: 'rejected',
        rejection,
        body: { payload: { v: 2 } },
        attempts: 1,
      }),
    ]);
    expect(store.pendingCounts()).toEqual({ queued: 0, inFlight: 0, rejected: 1, conflicts: 0 });
    // A retry is put back in line: only the server knows whether the lock is gone meanwhile.
    store.retryRejected(entry.seq);
    expect(store.listOutbox()[0]).toMatchObject({ state: 'queued', rejection: null });
  });

  it('retryRejected with an edited body re-validates and re-applies', () => {
    const { store } = testStore();
    store.applyServerRecords('deals', [serverDeal('d1', 'c1', { title: 'S' })]);
    store.patchDeal('d1', { title: 'Bad' });
    const entry = onlyPushable(store);
    store.reject(entry.seq, { status: 422, code: 'validation_failed', message: 'title' });
    expect(store.getDeal('d1')!.title).toBe('S');
    expect(() => store.retryRejected(entry.seq, { title: '' })).toThrow(
      /title: must be at least 1 character/,
    );
    expect(store.listOutbox()[0]!.state).toBe('rejected');
    store.retryRejected(entry.seq, { title: 'Good' });
    expect(store.getDeal('d1')!.title).toBe('Good');
    expect(store.listOutbox()[0]).toMatchObject({
      state: 'queued',
      body: { title: 'Good' },
      rejection: null,
    });
    expect(() => store.retryRejected(entry.seq)).toThrow(OutboxError);
  });

  it('retry of a rejected create rebuilds the local record from the edited body', () => {
    const { store } = testStore();
    const contact = store.createContact({ fields: { name: 'A' } });
    const entry = onlyPushable(store);
    store.reject(entry.seq, { status: 422, code: 'validation_failed', message: 'bad' });
    expect(store.getContact(contact.id)!.fields).toEqual({ name: 'A' });
    store.retryRejected(entry.seq, { fields: { name: 'B' }, status: 'customer' });
    expect(store.getContact(contact.id)).toMatchObject({
      fields: { name: 'B' },
      status: 'customer',
    });
  });

  it('discard: a patch restores server state; a create removes the record unless others depend on it', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1', { status: 'lead' })]);
    store.patchContact('c1', { status: 'customer' });
    const patch = onlyPushable(store);
    store.discard(patch.seq);
    expect(store.getContact('c1')!.status).toBe('lead');
    expect(store.listOutbox()).toEqual([]);

    const contact = store.createContact({});
    const building = store.createBuilding({ contactId: contact.id, name: 'Haus' });
    const [contactCreate, buildingCreate] = store.listOutbox();
    expect(() => store.discard(contactCreate!.seq)).toThrow(/1 other change\(s\) depend on it/);
    expect(store.getContact(contact.id)).toBeDefined();
    store.discard(buildingCreate!.seq);
    expect(store.dump().buildings.find((b) => b.id === building.id)).toBeUndefined();
    store.discard(contactCreate!.seq);
    expect(store.getContact(contact.id)).toBeUndefined();
    expect(store.listOutbox()).toEqual([]);

    store.patchContact('c1', { status: 'qualified' });
    const inFlight = onlyPushable(store);
    store.takeForSending(inFlight.seq);
    expect(() => store.discard(inFlight.seq)).toThrow(/being sent/);
  });

  it('a record that exists only here: discarding its edit shows it as created, a retried create keeps later edits', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('st-1'), stage('st-2')]);
    const contact = store.createContact({ status: 'lead', fields: { name: 'Anna' } });
    const deal = store.createDeal({
      contactId: contact.id,
      stageId: 'st-1',
      title: 'WP',
      value: 1,
    });
    store.patchDeal(deal.id, { title: 'WP Anna', stageId: 'st-2' });
    store.patchContact(contact.id, { status: 'customer' });
    const patchOf = (recordId: string) =>
      store.listOutbox().find((e) => e.op === 'patch' && e.recordId === recordId)!;

    // The user throws the deal's edit away: the deal is as it was created, not as it was edited.
    store.discard(patchOf(deal.id).seq);
    expect(store.getDeal(deal.id)).toMatchObject({ title: 'WP', stageId: 'st-1', value: 1 });

    // The contact's create is refused; the user fixes it while the contact's edit still waits.
    const create = store.listOutbox().find((e) => e.op === 'create' && e.recordId === contact.id)!;
    store.reject(create.seq, { status: 422, code: 'validation_failed', message: 'name' });
    store.retryRejected(create.seq, { status: 'lead', fields: { name: 'Anna Schmidt' } });
    expect(store.getContact(contact.id)).toMatchObject({
      status: 'customer',
      fields: { name: 'Anna Schmidt' },
    });
    store.discard(patchOf(contact.id).seq);
    expect(store.getContact(contact.id)).toMatchObject({
      status: 'lead',
      fields: { name: 'Anna Schmidt' },
    });
  });

  it('discarding a project create also removes its local module rows', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1')]);
    store.applyServerRecords('buildings', [serverBuilding('b1', 'c1')]);
    const project = store.createProject({ contactId: 'c1', buildingId: 'b1', title: 'P' });
    store.discard(onlyPushable(store).seq);
    expect(store.getProject(project.id)).toBeUndefined();
    expect(store.dump().modules).toEqual([]);
  });

  it('markQueuedAgain counts attempts and keeps the error', () => {
    const { store } = testStore();
    store.createContact({});
    const entry = onlyPushable(store);
    store.takeForSending(entry.seq);
    store.markQueuedAgain(entry.seq, {
      code: 'network_unreachable',
      params: { detail: 'ECONNRESET' },
    });
    expect(store.listOutbox()[0]).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: { code: 'network_unreachable', params: { detail: 'ECONNRESET' } },
    });
    expect(() => store.acknowledge(999, serverContact('x'))).toThrow(/does not exist/);
  });

  it('a module row with a local id takes the server id when the server module is pulled', () => {
    const { store } = testStore();
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    const local = store.patchModule('p1', 'jaz', { payload: { a: 1 } });
    const entry = onlyPushable(store);
    store.takeForSending(entry.seq);
    const { changedIds } = store.applyServerRecords('modules', [
      serverModule('M9', 'p1', 'jaz', { payload: null, status: 'ready' }),
    ]);
    expect(changedIds).toEqual(['M9']);
    expect(store.getModule('p1', 'jaz')).toMatchObject({
      id: 'M9',
      payload: { a: 1 },
      status: 'ready',
    });
    expect(store.listOutbox()[0]!.recordId).toBe('M9');
    expect(local.id).not.toBe('M9');
    store.acknowledge(entry.seq, serverModule('M9', 'p1', 'jaz', { payload: { a: 1 } }));
    expect(store.getModule('p1', 'jaz')).toMatchObject({
      id: 'M9',
      payload: { a: 1 },
      status: 'draft',
    });
  });
});
