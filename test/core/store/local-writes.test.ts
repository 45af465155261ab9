import { describe, expect, it } from 'vitest';
import { LocalWriteError, ModuleLockedError, isLocalId } from '../../../src/main/core/store';
import { moduleKeys } from '../../../src/shared/api';
import { serverContact, serverModule, serverProject, stage, testStore } from './fixtures';

describe('local writes', () => {
  it('createContact applies locally and queues the create in one go', () => {
    const { store } = testStore();
    const contact = store.createContact({ fields: { name: 'Anna Muster' } });
    expect(isLocalId(contact.id)).toBe(true);
    expect(contact).toMatchObject({
      status: 'lead',
      assignedTo: null,
      fields: { name: 'Anna Muster' },
    });
    expect(contact.createdAt).toBe('2026-03-01T10:00:00.000Z');
    expect(store.getContact(contact.id)).toEqual(contact);
    const [entry] = store.listOutbox();
    expect(entry).toMatchObject({
      resource: 'contacts',
      op: 'create',
      recordId: contact.id,
      body: { fields: { name: 'Anna Muster' } },
      state: 'queued',
      attempts: 0,
    });
    expect(entry!.idempotencyKey).toBeTruthy();
  });

  it('invalid input writes nothing and the error names the field and bound', () => {
    const { store } = testStore();
    store.replaceDealStages([stage('st-1')]);
    const contact = store.createContact({});
    const before = store.listOutbox().length;
    let error: unknown;
    try {
      store.createDeal({ contactId: contact.id, stageId: 'st-1', title: 'x'.repeat(201) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LocalWriteError);
    expect((error as LocalWriteError).issues).toEqual([
      {
        path: 'title',
        message: 'must be at most 200 characters',
        code: 'too_big',
        params: { origin: 'string', maximum: 200 },
      },
    ]);
    expect((error as Error).message).toContain('title: must be at most 200 characters');
    expect(store.listOutbox()).toHaveLength(before);
    expect(store.dump().deals).toHaveLength(0);

    expect(() =>
      store.createBuilding({ contactId: contact.id, name: 'H', countryCode: 'DEU' }),
    ).toThrow(/countryCode: must be at most 2 characters/);
    expect(() => store.createPvPlan('nope', { originLat: 91, originLng: 0 })).toThrow(
      /originLat: must be at most 90/,
    );
    expect(store.listOutbox()).toHaveLength(before);
  });

  it('refuses references to records that are not here, writing nothing', () => {
    const { store } = testStore();
    expect(() => store.createBuilding({ contactId: 'ghost', name: 'Haus' })).toThrow(
      /contact ghost does not exist on this device \(contactId\)/,
    );
    store.replaceDealStages([stage('st-1')]);
    const contact = store.createContact({});
    expect(() => store.createDeal({ contactId: contact.id, stageId: 'nope', title: 'D' })).toThrow(
      /stage nope is not known/,
    );
    expect(store.listOutbox()).toHaveLength(1);
    expect(store.dump().buildings).toHaveLength(0);
  });

  it('accepts any stage id while no stage list has been pulled yet', () => {
    const { store } = testStore();
    const contact = store.createContact({});
    expect(store.createDeal({ contactId: contact.id, stageId: 'later', title: 'D' }).stageId).toBe(
      'later',
    );
  });

  it('building defaults and no patch; deal has all fields; archive sets archivedAt', () => {
    const { store, advance } = testStore();
    store.replaceDealStages([stage('st-1'), stage('st-2', { sortOrder: 2 })]);
    const contact = store.createContact({ status: 'customer' });
    const building = store.createBuilding({ contactId: contact.id, name: 'Haus' });
    expect(building.countryCode).toBe('DE');
    expect(building.street).toBeNull();
    const deal = store.createDeal({ contactId: contact.id, stageId: 'st-1', title: 'WP' });
    expect(Object.keys(deal).sort()).toEqual(
      [
        'id',
        'contactId',
        'title',
        'value',
        'stageId',
        'stageEnteredAt',
        'status',
        'ownerId',
        'projectTypeIds',
        'street',
        'postalCode',
        'city',
        'notes',
        'projectId',
        'closedAt',
        'archivedAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(deal).toMatchObject({
      status: 'open',
      projectTypeIds: [],
      stageEnteredAt: deal.createdAt,
    });
    advance(60_000);
    const archived = store.archiveDeal(deal.id);
    expect(archived.archivedAt).toBe('2026-03-01T10:01:00.000Z');
    const unarchived = store.patchDeal(deal.id, { archived: false, title: 'WP 2' });
    expect(unarchived.archivedAt).toBeNull();
    expect(unarchived.title).toBe('WP 2');
    expect('patchBuilding' in store).toBe(false);
  });

  it('createProject makes the 14 module rows; archiveProject queues an archive', () => {
    const { store } = testStore();
    const contact = store.createContact({});
    const building = store.createBuilding({ contactId: contact.id, name: 'Haus' });
    const project = store.createProject({
      contactId: contact.id,
      buildingId: building.id,
      title: 'P',
    });
    expect(project).toMatchObject({ status: 'draft', versionNumber: 1, type: 'heat-planning' });
    const modules = store.listModules(project.id);
    expect(modules.map((m) => m.moduleKey).sort()).toEqual([...moduleKeys].sort());
    expect(modules.every((m) => m.status === 'not_started')).toBe(true);
    const archived = store.archiveProject(project.id);
    expect(archived).toMatchObject({ status: 'archived', archivedAt: '2026-03-01T10:00:00.000Z' });
    expect(store.listOutbox().at(-1)).toMatchObject({
      resource: 'projects',
      op: 'archive',
      body: {},
    });
  });

  it('patchContact merges fields by key; the queued edit holds the document and what it started from', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [
      serverContact('c1', { fields: { name: 'Anna', phone: '123', city: 'Kiel' } }),
    ]);
    const patched = store.patchContact('c1', { fields: { phone: null, email: 'a@b.de' } });
    expect(patched.fields).toEqual({ name: 'Anna', city: 'Kiel', email: 'a@b.de' });
    expect(store.listOutbox()[0]).toMatchObject({
      body: { fields: { name: 'Anna', city: 'Kiel', email: 'a@b.de' } },
      base: { fields: { name: 'Anna', phone: '123', city: 'Kiel' } },
      // What the outbox view says was changed: exactly the user's keys.
      changed: ['fields.phone', 'fields.email'],
    });
  });

  it('patchModule validates the key, creates a missing row and refuses locked payload edits', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1')]);
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    expect(() => store.patchModule('p1', 'heizlast', { status: 'draft' })).toThrow(LocalWriteError);
    const created = store.patchModule('p1', 'jaz', { payload: { a: 1 } });
    expect(isLocalId(created.id)).toBe(true);
    expect(created).toMatchObject({ moduleKey: 'jaz', payload: { a: 1 } });
    expect(store.listOutbox()[0]).toMatchObject({
      resource: 'modules',
      op: 'patch',
      projectId: 'p1',
      moduleKey: 'jaz',
      recordId: created.id,
    });

    store.applyServerRecords('modules', [
      serverModule('m-lock', 'p1', 'check', {
        status: 'locked',
        lockedReason: 'Submitted to BAFA',
      }),
    ]);
    const outboxBefore = store.listOutbox();
    let error: unknown;
    try {
      store.patchModule('p1', 'check', { payload: { x: 1 } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ModuleLockedError);
    expect((error as Error).message).toContain('Submitted to BAFA');
    expect(store.listOutbox()).toEqual(outboxBefore);
    expect(store.getModule('p1', 'check')!.payload).toBeNull();
    // A status change without payload is still allowed.
    expect(store.patchModule('p1', 'check', { status: 'draft' }).status).toBe('draft');
  });

  it('createPvPlan defaults and patchPvPlan', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [serverContact('c1')]);
    store.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    const plan = store.createPvPlan('p1', { originLat: 50, originLng: 8 });
    expect(plan).toMatchObject({
      name: 'PV-Plan',
      schemaVersion: 1,
      payload: {},
      isFavorite: false,
    });
    expect(store.listOutbox()[0]).toMatchObject({
      resource: 'pvPlans',
      op: 'create',
      projectId: 'p1',
    });
    const patched = store.patchPvPlan(plan.id, { isFavorite: true, payload: { roof: [1, 2] } });
    expect(patched).toMatchObject({ isFavorite: true, payload: { roof: [1, 2] } });
  });

  it('searchContacts finds by field values and status, case-insensitive', () => {
    const { store } = testStore();
    store.applyServerRecords('contacts', [
      serverContact('c1', { fields: { name: 'Jürgen Groß', tags: ['Wärmepumpe'] } }),
      serverContact('c2', { status: 'customer', fields: { name: '100%_Sicher' } }),
    ]);
    expect(store.searchContacts('JÜRGEN').map((c) => c.id)).toEqual(['c1']);
    expect(store.searchContacts('wärme').map((c) => c.id)).toEqual(['c1']);
    expect(store.searchContacts('custom').map((c) => c.id)).toEqual(['c2']);
    expect(store.searchContacts('%_').map((c) => c.id)).toEqual(['c2']);
    expect(store.searchContacts('', { limit: 1, offset: 1 })).toHaveLength(1);
  });
});
