import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * A record deleted or archived on the server while a local edit waits. The edit is
 * neither refused with a 404 nor sent onto an archived record: it waits as a conflict, and the
 * user discards it or restores the record and sends the edit.
 */

type Contact = { id: string; fields: Record<string, unknown> };
type Deal = { id: string; title: string; value: number | null; archivedAt: string | null };

async function dealOnServer(office: ApiPeer) {
  const contact = await office.request<Contact>('POST', '/v1/contacts', {
    fields: { lastName: 'Pfeiffer' },
  });
  const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
  const deal = await office.request<Deal>('POST', '/v1/deals', {
    contactId: contact.id,
    title: 'Wärmepumpe Pfeiffer',
    stageId: stages.data[0]!.id,
    value: 18000,
  });
  return { contact, deal };
}

describe('an edit of a record gone from the server', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('a deleted deal waits for the user, who makes it again with the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    const core = coreFor(server.url, join(tmp.dir, 'deleted-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000, status: 'won' });
      await office.request('DELETE', `/v1/deals/${deal.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'deleted' } });
      expect(entry?.rejection).toBeNull();

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const deals = await office.all<Deal & { status: string }>('/v1/deals?includeArchived=true');
      expect(deals).toHaveLength(1);
      expect(deals[0]).toMatchObject({ title: 'Wärmepumpe Pfeiffer', value: 21000, status: 'won' });
      expect(core.store.getDeal(deal.id)).toBeUndefined();
      expect(core.store.getDeal(deals[0]!.id)).toMatchObject({ value: 21000, status: 'won' });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a deleted contact: discarding the edit removes it here too', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { lastName: 'Ehrlich' },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-contact.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { phone: '0761 1' } });
      await office.request('DELETE', `/v1/contacts/${contact.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');
      core.store.discard(entry!.seq);
      expect(core.store.getContact(contact.id)).toBeUndefined();
      await syncUntilQuiet(core);
      expect(await office.all('/v1/contacts')).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('restore makes the deal again from the whole local copy, not only the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    // Won and noted before this device's edit: the create alone would make an open deal.
    await office.request('PATCH', `/v1/deals/${deal.id}`, {
      status: 'won',
      notes: 'Angebot am Telefon angenommen',
      city: 'Freiburg im Breisgau',
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-won-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { title: 'Wärmepumpe Pfeiffer, Altbau' });
      await office.request('DELETE', `/v1/deals/${deal.id}`);
      await syncUntilQuiet(core);
      expect(core.store.pendingCounts()).toMatchObject({ conflicts: 1, rejected: 0 });
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');

      core.store.settleConflict(entry!.seq, 'restore');
      const [create] = core.store.listOutbox();
      expect(create).toMatchObject({ op: 'create', state: 'queued' });
      expect(create!.idempotencyKey).toEqual(expect.any(String));
      await syncUntilQuiet(core);
      const deals = await office.all<Deal & { status: string; notes: string | null }>(
        '/v1/deals?includeArchived=true',
      );
      expect(deals).toHaveLength(1);
      expect(deals[0]).toMatchObject({
        title: 'Wärmepumpe Pfeiffer, Altbau',
        value: 18000,
        status: 'won',
        notes: 'Angebot am Telefon angenommen',
        city: 'Freiburg im Breisgau',
      });
      expect(core.store.getDeal(deals[0]!.id)).toMatchObject({ status: 'won' });
      expect(core.store.pendingCounts()).toMatchObject({ conflicts: 0, queued: 0 });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a restored contact keeps its qualified status and every field, under its new id', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { firstName: 'Jana', lastName: 'Ehrlich' },
    });
    await office.request('PATCH', `/v1/contacts/${contact.id}`, {
      status: 'qualified',
      fields: { phone: '0761 1234' },
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-qualified.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { email: 'jana@ehrlich.de' } });
      await office.request('DELETE', `/v1/contacts/${contact.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');
      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      const contacts = await office.all<Contact & { status: string }>('/v1/contacts');
      expect(contacts).toHaveLength(1);
      expect(contacts[0]).toMatchObject({
        status: 'qualified',
        fields: {
          firstName: 'Jana',
          lastName: 'Ehrlich',
          phone: '0761 1234',
          email: 'jana@ehrlich.de',
        },
      });
      expect(contacts[0]!.id).not.toBe(contact.id);
      expect(core.store.getContact(contact.id)).toBeUndefined();
      expect(core.store.getContact(contacts[0]!.id)).toMatchObject({ status: 'qualified' });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a module of a project deleted on the server can only be discarded, not made again', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { lastName: 'Vogt' },
    });
    const building = await office.request<{ id: string }>('POST', '/v1/buildings', {
      contactId: contact.id,
      name: 'Haus Vogt',
    });
    const project = await office.request<{ id: string }>('POST', '/v1/projects', {
      contactId: contact.id,
      buildingId: building.id,
      title: 'Heizungsplanung Vogt',
    });
    const core = coreFor(server.url, join(tmp.dir, 'deleted-module.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      const module = core.store.dump().modules.find((m) => m.projectId === project.id)!;
      core.store.patchModule(project.id, module.moduleKey, { payload: { notiz: 'Keller' } });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox().filter((e) => e.resource === 'modules');
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'deleted' } });
      expect(() => core.store.settleConflict(entry!.seq, 'restore')).toThrow(/cannot be settled/);
      core.store.discard(entry!.seq);
      expect(core.store.dump().modules.find((m) => m.id === module.id)).toBeUndefined();
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a deal archived by the office after the edit is not changed behind its back', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    const core = coreFor(server.url, join(tmp.dir, 'archived-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000 });
      await office.request('PATCH', `/v1/deals/${deal.id}`, { archived: true });
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'archived' } });
      let [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 18000, archivedAt: expect.any(String) });

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.getDeal(deal.id)).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
