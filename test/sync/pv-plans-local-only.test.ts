import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { irradiationStations } from '../../src/shared/calc';
import { createHandlers } from '../../src/main/ipc/handlers';
import { ApiPeer, coreFor, tempDir } from './helpers';

/*
 * PV plan edits offline, through the IPC handlers (the renderer's path): on a server with
 * PATCH /v1/pv-plans/{id} they arrive with the document and summary; on a `--strict-spec` server
 * they stay on this device, shown ("nur lokal"), and travel as an export file.
 */

const document = {
  roofs: [
    {
      id: 'r1',
      name: 'Süd',
      tiltDeg: 35,
      azimuthDeg: 180,
      outline: [
        [0, 0],
        [8, 0],
        [8, 5],
        [0, 5],
      ],
    },
  ],
  modules: [{ id: 'm1', roofId: 'r1', x: 0.5, y: 0.5 }],
  futureKey: { keep: ['me', 1] },
};
const summary = { moduleCount: 1, kWp: 0.43, annualYieldKwh: 410 };

async function firstLinkedProject(core: ReturnType<typeof coreFor>) {
  await core.engine.sync({ sweep: true });
  const local = core.store.dump();
  const contact = local.contacts[0]!;
  const building = local.buildings.find((b) => b.contactId === contact.id)!;
  return { contact, building };
}

describe('PV plans offline through the IPC handlers', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('a plan created and edited offline reaches the server with its document and summary', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'full.sqlite'));
    const h = createHandlers(core);
    try {
      const { contact, building } = await firstLinkedProject(core);
      // A new plan starts where the building is known to be: another plan of it (the seed has
      // some), else its town's station, else the user types it.
      const known = core.store.buildingPvPlans(building.id)[0];
      const town = irradiationStations.find((s) => s.name === building.city);
      expect(await h['pvPlans.origin']({ buildingId: building.id })).toMatchObject(
        known
          ? { source: 'plan', originLat: known.originLat, sourceName: known.name }
          : town
            ? { source: 'town', originLat: town.latitude, sourceName: town.name }
            : { source: null, originLat: null, originLng: null },
      );
      const stationTown = core.store
        .dump()
        .buildings.find(
          (b) =>
            core.store.buildingPvPlans(b.id).length === 0 &&
            irradiationStations.some((s) => s.name === b.city),
        );
      // The demo has buildings in station towns without a plan: the town's centre.
      expect(await h['pvPlans.origin']({ buildingId: stationTown!.id })).toMatchObject({
        source: 'town',
        sourceName: stationTown!.city,
      });
      core.engine.setPaused(true);
      const project = core.store.createProject({
        contactId: contact.id,
        buildingId: building.id,
        title: 'PV',
      });
      const plan = await h['pvPlans.create']({
        projectId: project.id,
        body: { originLat: 50.1, originLng: 8.6, buildingId: building.id, name: 'Hauptdach' },
      });
      expect(plan.sync).toBe('pending');
      // From now on the building's location is known from its plans.
      expect(await h['pvPlans.origin']({ buildingId: building.id })).toMatchObject({
        source: 'plan',
      });
      await h['pvPlans.patch']({
        id: plan.id,
        body: { payload: document, summary, isFavorite: true },
      });
      expect(
        (await h['pvPlans.byBuilding']({ buildingId: building.id })).data.map((p) => p.id),
      ).toContain(plan.id);
      const copy = await h['pvPlans.duplicate']({ id: plan.id, name: 'Kopie von Hauptdach' });
      expect(copy).toMatchObject({ name: 'Kopie von Hauptdach', payload: document, summary });
      expect(copy.id).not.toBe(plan.id);
      core.engine.setPaused(false);
      await core.engine.sync();
      expect(core.store.listOutbox()).toEqual([]);
      const plans = await peer.request<{ data: Array<{ id: string; name: string }> }>(
        'GET',
        `/v1/projects/${core.store.dump().projects.find((p) => p.title === 'PV')!.id}/pv-plans`,
      );
      const copied = plans.data.find((p) => p.name === 'Kopie von Hauptdach')!;
      expect(
        await peer.request<Record<string, unknown>>('GET', `/v1/pv-plans/${copied.id}`),
      ).toMatchObject({ payload: document, summary, isFavorite: false });
      const [synced] = (
        await h['pvPlans.byProject']({
          projectId: core.store.dump().projects.find((p) => p.title === 'PV')!.id,
        })
      ).data;
      expect(synced!.sync).toBe('synced');
      const onServer = await peer.request<Record<string, unknown>>(
        'GET',
        `/v1/pv-plans/${synced!.id}`,
      );
      expect(onServer).toMatchObject({
        name: 'Hauptdach',
        isFavorite: true,
        payload: document,
        summary,
      });
      // The keys the server put into the new plan's document survive the offline edit.
      expect((onServer.payload as Record<string, unknown>).strings).toEqual([]);
      expect((onServer.payload as Record<string, unknown>).settings).toBeDefined();
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('--strict-spec: edits stay "nur lokal" and visible; the export file re-imports to the same plan', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', strictSpec: true });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'strict.sqlite'));
    const h = createHandlers(core);
    try {
      const { contact, building } = await firstLinkedProject(core);
      const project = core.store.createProject({
        contactId: contact.id,
        buildingId: building.id,
        title: 'Strikt',
      });
      await h['pvPlans.create']({ projectId: project.id, body: { originLat: 50, originLng: 8 } });
      await core.engine.sync();
      const projectId = core.store.dump().projects[0]!.id;
      const planId = (await h['pvPlans.byProject']({ projectId })).data[0]!.id;
      expect(planId).not.toMatch(/^local:/);

      await h['pvPlans.patch']({
        id: planId,
        body: { name: 'Ostdach', payload: document, summary },
      });
      await core.engine.sync();
      // Kept, shown, and marked: the server has no PV plan update.
      const plan = await h['pvPlans.get']({ id: planId });
      expect(plan).toMatchObject({
        name: 'Ostdach',
        payload: document,
        summary,
        sync: 'localOnly',
      });
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'rejected', rejection: { code: 'not_supported' } });
      expect((await peer.request<{ name: string }>('GET', `/v1/pv-plans/${planId}`)).name).not.toBe(
        'Ostdach',
      );

      // A later edit builds on it, survives a sync and a pull, and sends nothing.
      await h['pvPlans.patch']({ id: planId, body: { isFavorite: true } });
      await core.engine.sync({ sweep: true });
      expect(await h['pvPlans.get']({ id: planId })).toMatchObject({
        name: 'Ostdach',
        isFavorite: true,
        payload: document,
        sync: 'localOnly',
      });

      // Export, change the plan, import the file: the plan is as exported again.
      const file = JSON.parse(JSON.stringify(await h['pvPlans.export']({ id: planId }))) as unknown;
      expect(file).toMatchObject({
        format: 'ortstermin.pv-plan',
        localOnly: true,
        plan: { id: planId, payload: document },
      });
      await h['pvPlans.patch']({ id: planId, body: { name: 'Verworfen', payload: {} } });
      const imported = await h['pvPlans.import']({ projectId, file });
      expect(imported.outcome).toBe('updated');
      expect(imported.plan).toMatchObject({
        id: planId,
        name: 'Ostdach',
        isFavorite: true,
        payload: document,
        summary,
      });
      expect((await h['pvPlans.import']({ projectId, file })).outcome).toBe('unchanged');

      // The same file on a device that does not know the plan: a new plan with the document.
      const other = coreFor(server.url, join(tmp.dir, 'other.sqlite'));
      try {
        const o = createHandlers(other);
        await other.engine.sync({ sweep: true });
        const c = other.store.dump().contacts[0]!;
        const b = other.store.dump().buildings.find((x) => x.contactId === c.id)!;
        const p = other.store.createProject({ contactId: c.id, buildingId: b.id, title: 'Import' });
        const copy = await o['pvPlans.import']({ projectId: p.id, file });
        expect(copy.outcome).toBe('created');
        expect(copy.plan).toMatchObject({ name: 'Ostdach', payload: document, summary });
      } finally {
        await other.close();
      }
      expect(() => h['pvPlans.import']({ projectId, file: { format: 'other' } })).toThrow(
        /not a PV plan export/,
      );
    } finally {
      await core.close();
      await server.close();
    }
  });
});
