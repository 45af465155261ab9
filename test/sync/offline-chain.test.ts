import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, tempDir, testRetry } from './helpers';
import { startServer } from '../../src/server';

describe('a day offline', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('keeps a chain of linked records created with no server, then syncs it with real ids and no duplicates', async () => {
    // The consultant synced in the office (stages and all), then drove out of coverage.
    const serverDb = join(tmp.dir, 'server.sqlite');
    const office = await startServer({ apiKeys: ['key-a'], seed: 'demo', dbPath: serverDb });
    const port = Number(new URL(office.url).port);
    const url = office.url;
    const dbPath = join(tmp.dir, 'offline.sqlite');
    const first = coreFor(url, dbPath);
    await first.engine.sync({ sweep: true });
    await first.close();
    await office.close();
    const peerBefore = { contacts: 0 };

    const core = coreFor(url, dbPath, { retry: { ...testRetry, attempts: 2 } });
    const store = core.store;
    peerBefore.contacts = store.dump().contacts.length;
    const stageId = store.dump().dealStages[0]!.id;
    const contact = store.createContact({
      status: 'lead',
      fields: { firstName: 'Jana', lastName: 'Krüger', marker: 'offline-1' },
    });
    const building = store.createBuilding({
      contactId: contact.id,
      name: 'Wohnhaus',
      city: 'Kassel',
      postalCode: '34117',
    });
    const project = store.createProject({
      contactId: contact.id,
      buildingId: building.id,
      title: 'Heizlast Krüger',
      type: 'heat-planning',
    });
    const deal = store.createDeal({
      contactId: contact.id,
      title: 'Wärmepumpe Krüger',
      stageId,
      value: 24000,
    });
    store.patchDeal(deal.id, { projectId: project.id });
    store.patchModule(project.id, 'heizlast-huellflaeche', {
      payload: { rooms: [{ name: 'Wohnzimmer', area: 31.5 }], extra: { keep: true } },
    });
    const plan = store.createPvPlan(project.id, {
      originLat: 51.31,
      originLng: 9.48,
      name: 'Süddach',
    });
    store.patchContact(contact.id, { fields: { phone: '0561 123456' } });

    await expect(core.engine.sync()).rejects.toThrow();
    expect(core.engine.status.state).toBe('offline');
    expect(store.pendingCounts().queued).toBeGreaterThanOrEqual(7);
    await core.close();

    // Connectivity is back: the same server (its data kept), and the app restarted.
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', dbPath: serverDb, port });
    const peer = new ApiPeer(server.url);
    const reopened = coreFor(url, dbPath);
    try {
      await reopened.engine.sync({ sweep: true });
      expect(reopened.store.listOutbox()).toEqual([]);

      const state = await peer.state();
      expect(state.contacts).toHaveLength(peerBefore.contacts + 1);
      const c = (state.contacts as never as { id: string; fields: Record<string, unknown> }[]).find(
        (x) => x.fields.lastName === 'Krüger',
      )!;
      const b = (state.buildings as never as { id: string; contactId: string }[]).find(
        (x) => x.contactId === c.id,
      )!;
      const deals = (state.deals as never as { contactId: string; projectId: string }[]).filter(
        (x) => x.contactId === c.id,
      );
      const projects = (
        state.projects as never as { id: string; contactId: string; buildingId: string }[]
      ).filter((x) => x.contactId === c.id);
      expect(deals).toHaveLength(1);
      expect(projects).toHaveLength(1);
      const [d, p] = [deals[0]!, projects[0]!];
      expect(c.fields).toEqual({
        firstName: 'Jana',
        lastName: 'Krüger',
        marker: 'offline-1',
        phone: '0561 123456',
      });
      expect(b.contactId).toBe(c.id);
      expect(d.contactId).toBe(c.id);
      expect(d.projectId).toBe(p.id);
      expect(p.contactId).toBe(c.id);
      expect(p.buildingId).toBe(b.id);
      const heizlast = (
        state.modules as never as { projectId: string; moduleKey: string; payload: unknown }[]
      ).find((m) => m.projectId === p.id && m.moduleKey === 'heizlast-huellflaeche');
      expect(heizlast?.payload).toEqual({
        rooms: [{ name: 'Wohnzimmer', area: 31.5 }],
        extra: { keep: true },
      });
      const plans = (state.pvPlans as never as { projectId: string; name: string }[]).filter(
        (x) => x.projectId === p.id,
      );
      expect(plans.map((x) => x.name)).toEqual(['Süddach']);
      expect(plan.id.startsWith('local:')).toBe(true);

      // No local id is left anywhere, and the local copy equals the server.
      const local = reopened.store.dump();
      expect(JSON.stringify(local)).not.toContain('local:');
      expect(local).toEqual(state);
    } finally {
      await reopened.close();
      await server.close();
    }
  });
});
