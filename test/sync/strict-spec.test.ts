import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, tempDir } from './helpers';
import { startServer } from '../../src/server';

describe('sync against a server with only the documented endpoints (--strict-spec)', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('falls back to what it learns from deals and its own writes, and keeps PV plan edits local', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', strictSpec: true });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'strict.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      const local = core.store.dump();
      expect(local.contacts).toEqual((await peer.all<{ id: string }>('/v1/contacts')).sort(byId));
      expect(local.deals).toEqual(
        (await peer.all<{ id: string }>('/v1/deals?includeArchived=true')).sort(byId),
      );
      // Projects can't be listed: the app knows none yet, but it knows their PV plans via deals.
      expect(local.projects).toEqual([]);
      const linked = local.deals.find((d) => d.projectId)!;
      const plans = await peer.request<{ data: { id: string }[] }>(
        'GET',
        `/v1/projects/${linked.projectId}/pv-plans`,
      );
      expect(
        local.pvPlans
          .filter((p) => p.projectId === linked.projectId)
          .map((p) => p.id)
          .sort(),
      ).toEqual(plans.data.map((p) => p.id).sort());

      // A project created here is learned from its own write; its module edit goes through.
      const contact = local.contacts[0]!;
      const building = local.buildings.find((b) => b.contactId === contact.id)!;
      const project = core.store.createProject({
        contactId: contact.id,
        buildingId: building.id,
        title: 'Strikt',
      });
      core.store.patchModule(project.id, 'jaz', { payload: { jaz: 3.4 } });
      const plan = core.store.createPvPlan(project.id, { originLat: 50, originLng: 8 });
      await core.engine.sync();
      expect(core.store.listOutbox()).toEqual([]);
      const synced = core.store.dump().projects;
      expect(synced).toHaveLength(1);
      expect(synced[0]!.id).not.toMatch(/^local:/);

      // No PATCH /v1/pv-plans/{id} here: the edit stays on this device, clearly explained.
      const serverPlanId = core.store.dump().pvPlans.find((p) => p.projectId === synced[0]!.id)!.id;
      expect(serverPlanId).not.toBe(plan.id);
      core.store.patchPvPlan(serverPlanId, { name: 'Ostdach' });
      await core.engine.sync();
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'rejected', resource: 'pvPlans' });
      expect(entry!.rejection?.message).toMatch(/cannot change PV plans/);
    } finally {
      await core.close();
      await server.close();
    }
  });
});

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
