import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, officeProject, syncUntilQuiet, tempDir } from './helpers';

/*
 * Restoring a project deleted on the server sends a chain: the project, its modules, its PV
 * plans. Under faults the chain must neither lose a part nor make one twice: every create's
 * answer is lost (the server stored it), the app is closed mid-way as a kill would leave it,
 * and a restarted app sends the rest.
 */

type Project = { id: string; title: string };

async function deletedProjectWaiting(server: { url: string }, dbPath: string) {
  const office = new ApiPeer(server.url);
  const { project } = await officeProject(office, 'Vogt');
  const plan = await office.request<{ id: string }>('POST', `/v1/projects/${project.id}/pv-plans`, {
    name: 'Süddach',
    originLat: 47.98,
    originLng: 7.83,
  });
  await office.request('PATCH', `/v1/pv-plans/${plan.id}`, { payload: { roofs: [{ id: 'r1' }] } });
  const core = coreFor(server.url, dbPath);
  await core.engine.sync({ sweep: true });
  core.store.patchProject(project.id, { title: 'Heizungsplanung Vogt, Altbau' });
  core.store.patchModule(project.id, 'heizlast-huellflaeche', {
    payload: { gebaeude: { luftwechsel: 0.6 } },
  });
  await office.request('DELETE', `/v1/projects/${project.id}`);
  await syncUntilQuiet(core);
  const [entry] = core.store.listOutbox().filter((e) => e.resource === 'projects');
  core.store.settleConflict(entry!.seq, 'restore');
  await core.close();
  return office;
}

/** Every create reaches the server, and its answer is lost on the way back. */
const answersLost: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (init?.method === 'POST') throw new TypeError('fetch failed');
  return response;
};

async function expectRestoredOnce(office: ApiPeer) {
  const projects = await office.all<Project>('/v1/projects');
  expect(projects.map((p) => p.title)).toEqual(['Heizungsplanung Vogt, Altbau']);
  const modules = await office.request<{ data: { moduleKey: string; payload: unknown }[] }>(
    'GET',
    `/v1/projects/${projects[0]!.id}/modules`,
  );
  expect(modules.data.find((m) => m.moduleKey === 'heizlast-huellflaeche')).toMatchObject({
    payload: { gebaeude: { luftwechsel: 0.6 } },
  });
  const plans = await office.request<{ data: { id: string; name: string }[] }>(
    'GET',
    `/v1/projects/${projects[0]!.id}/pv-plans`,
  );
  expect(plans.data.map((p) => p.name)).toEqual(['Süddach']);
  expect(await office.request('GET', `/v1/pv-plans/${plans.data[0]!.id}`)).toMatchObject({
    payload: { roofs: [{ id: 'r1' }] },
  });
  return projects[0]!;
}

describe('restoring a deleted project under faults', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('lost answers and a restart make the project and its plan once, with the module', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const dbPath = join(tmp.dir, 'lost.sqlite');
    try {
      const office = await deletedProjectWaiting(server, dbPath);
      const lossy = coreFor(server.url, dbPath, { fetch: answersLost });
      await lossy.engine.sync().catch(() => undefined);
      await lossy.close();
      // The server holds the project; the app never heard so.
      expect(await office.all<Project>('/v1/projects')).toHaveLength(1);

      const again = coreFor(server.url, dbPath);
      try {
        await syncUntilQuiet(again);
        const project = await expectRestoredOnce(office);
        expect(again.store.listOutbox()).toEqual([]);
        expect(again.store.dump().projects.map((p) => p.id)).toEqual([project.id]);
        expect(again.store.dump().modules).toHaveLength(14);
        expect(again.store.dump().pvPlans).toHaveLength(1);
      } finally {
        await again.close();
      }
    } finally {
      await server.close();
    }
  });

  it('on a server that ignores the key, a lost create is asked about, never made twice', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'none',
      honourIdempotencyKey: false,
    });
    const dbPath = join(tmp.dir, 'lost-no-key.sqlite');
    try {
      const office = await deletedProjectWaiting(server, dbPath);
      const lossy = coreFor(server.url, dbPath, { fetch: answersLost });
      await lossy.engine.sync().catch(() => undefined);
      await lossy.close();

      const again = coreFor(server.url, dbPath);
      try {
        // Each create whose answer was lost waits for the user ("Möglicherweise schon
        // angelegt"), the writes behind it wait for it; the user says "Das ist meiner".
        const asked: string[] = [];
        for (let round = 0; round < 10 && again.store.listOutbox().length; round++) {
          await again.engine.sync({ sweep: true }).catch(() => undefined);
          for (const waiting of again.store.listOutbox().filter((e) => e.state === 'conflict')) {
            expect(waiting.conflict?.kind).toBe('maybeCreated');
            expect(waiting.conflict?.candidate).toBeTruthy();
            asked.push(waiting.resource);
            again.store.settleConflict(waiting.seq, 'adopt');
          }
        }
        // Only the project went out while answers were lost: its plan waited for its id.
        expect(asked).toEqual(['projects']);
        const project = await expectRestoredOnce(office);
        expect(again.store.listOutbox()).toEqual([]);
        expect(again.store.dump().projects.map((p) => p.id)).toEqual([project.id]);
        expect(again.store.dump().pvPlans).toHaveLength(1);
      } finally {
        await again.close();
      }
    } finally {
      await server.close();
    }
  });
});
