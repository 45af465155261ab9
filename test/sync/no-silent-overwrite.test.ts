import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * An offline edit sends only what the user changed. The back office's change
 * to another key survives; the same key changed on both sides becomes a conflict that the user
 * resolves, never decided silently. Against both the full reference server and --strict-spec
 * (no single-record reads: the engine merges onto the last pulled copy).
 */

type Contact = { id: string; fields: Record<string, unknown> };
/** A project the back office made: a contact, a building, the project. */
async function officeProject(office: ApiPeer, title: string): Promise<{ id: string }> {
  const c = await office.request<Contact>('POST', '/v1/contacts', { fields: {} });
  const b = await office.request<{ id: string }>('POST', '/v1/buildings', {
    contactId: c.id,
    name: 'Haus',
  });
  return office.request<{ id: string }>('POST', '/v1/projects', {
    contactId: c.id,
    buildingId: b.id,
    title,
  });
}

type Module = { id: string; moduleKey: string; payload: Record<string, unknown> | null };

describe.each([false, true])('no silent overwrite (strictSpec %s)', (strictSpec) => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('keeps the office e-mail when the consultant changed only the phone offline', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none', strictSpec });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { firstName: 'Florian', lastName: 'Wolf', email: 'alt@wolf.de', phone: '0561 1' },
    });
    const core = coreFor(server.url, join(tmp.dir, `fields-${strictSpec}.sqlite`));
    try {
      await core.engine.sync();
      // Offline on site: the consultant changes the phone and removes nothing else.
      core.store.patchContact(contact.id, { fields: { phone: '0561 2' } });
      // Meanwhile the office corrects the e-mail, before the next sync (which pulls before it pushes).
      await office.request('PATCH', `/v1/contacts/${contact.id}`, {
        fields: { email: 'neu@wolf.de' },
      });
      await syncUntilQuiet(core);
      const [onServer] = await office.all<Contact>('/v1/contacts');
      expect(onServer!.fields).toEqual({
        firstName: 'Florian',
        lastName: 'Wolf',
        email: 'neu@wolf.de',
        phone: '0561 2',
      });
      expect(core.store.getContact(contact.id)!.fields).toEqual(onServer!.fields);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it.skipIf(strictSpec)(
    'merges module payload keys, and makes the same key a conflict the user resolves',
    async () => {
      const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
      const office = new ApiPeer(server.url);
      const p = await officeProject(office, 'Wärmepumpe Wolf');
      const path = `/v1/projects/${p.id}/modules/waermepumpe`;
      await office.request('PATCH', path, {
        payload: { heatLoadKw: 9.4, persons: 3, model: 'X', extra: { keep: true } },
      });
      const core = coreFor(server.url, join(tmp.dir, 'module.sqlite'));
      try {
        await core.engine.sync({ sweep: true });
        const local = core.store.getModule(p.id, 'waermepumpe')!;
        // The consultant edits persons and the model offline.
        core.store.patchModule(p.id, 'waermepumpe', {
          payload: { ...local.payload, persons: 4, model: 'Y' },
        });
        // The office changes the heat load (another key) and the model (the same key).
        await office.request('PATCH', path, {
          payload: { heatLoadKw: 10.1, persons: 3, model: 'Z', extra: { keep: true } },
        });
        const summary = await core.engine.sync({ pull: false });
        expect(summary.conflicts).toBe(1);
        const [entry] = core.store.listOutbox();
        expect(entry).toMatchObject({
          state: 'conflict',
          conflict: { fields: [{ path: 'payload.model', base: 'X', mine: 'Y', theirs: 'Z' }] },
        });
        // Nothing was sent: the office's values are untouched on the server.
        const before = await office.request<{ data: Module[] }>(
          'GET',
          `/v1/projects/${p.id}/modules`,
        );
        expect(before.data.find((m) => m.moduleKey === 'waermepumpe')!.payload).toMatchObject({
          model: 'Z',
          persons: 3,
        });
        // The user keeps their model.
        core.store.resolveConflict(entry!.seq, { 'payload.model': 'mine' });
        await syncUntilQuiet(core);
        const after = await office.request<{ data: Module[] }>(
          'GET',
          `/v1/projects/${p.id}/modules`,
        );
        expect(after.data.find((m) => m.moduleKey === 'waermepumpe')!.payload).toEqual({
          heatLoadKw: 10.1,
          persons: 4,
          model: 'Y',
          extra: { keep: true },
        });
        expect(core.store.listOutbox()).toEqual([]);
      } finally {
        await core.close();
        await server.close();
      }
    },
  );

  it.skipIf(strictSpec)('takes the server value when the user chooses theirs', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { phone: '1', city: 'Kassel' },
    });
    const core = coreFor(server.url, join(tmp.dir, 'theirs.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { phone: '2', city: 'Fulda' } });
      await office.request('PATCH', `/v1/contacts/${contact.id}`, { fields: { phone: '3' } });
      await core.engine.sync({ pull: false });
      const [entry] = core.store.listOutbox();
      expect(entry!.state).toBe('conflict');
      expect(core.engine.status.conflicts).toBe(1);
      expect(() => core.store.resolveConflict(entry!.seq, {})).toThrow(/fields\.phone/);
      core.store.resolveConflict(entry!.seq, { 'fields.phone': 'theirs' });
      await syncUntilQuiet(core);
      const [onServer] = await office.all<Contact>('/v1/contacts');
      expect(onServer!.fields).toEqual({ phone: '3', city: 'Fulda' });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it.skipIf(strictSpec)('merges a PV planner document by key with the office change', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const p = await officeProject(office, 'PV Wolf');
    const plan = await office.request<{ id: string; payload: Record<string, unknown> }>(
      'POST',
      `/v1/projects/${p.id}/pv-plans`,
      { originLat: 51.3, originLng: 9.5, name: 'Süddach' },
    );
    const core = coreFor(server.url, join(tmp.dir, 'pv.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      const local = core.store.getPvPlan(plan.id)!;
      core.store.patchPvPlan(plan.id, {
        payload: { ...local.payload, settings: { orientation: 'landscape' } },
      });
      await office.request('PATCH', `/v1/pv-plans/${plan.id}`, {
        payload: { ...plan.payload, notes: 'Gerüst ab März' },
      });
      await syncUntilQuiet(core);
      const after = await office.request<{ payload: Record<string, unknown> }>(
        'GET',
        `/v1/pv-plans/${plan.id}`,
      );
      expect(after.payload).toMatchObject({
        notes: 'Gerüst ab März',
        settings: { orientation: 'landscape' },
      });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
