import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, tempDir } from './helpers';
import { startServer } from '../../src/server';
import { formatOutbox } from '../../src/main/cli/format';

describe('a module locked on the server while an edit was queued', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('keeps the edit as rejected with the reason, and shows the server state', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'local.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      const module = core.store
        .dump()
        .modules.find((m) => m.status !== 'locked' && m.moduleKey === 'waermepumpe')!;
      const serverPayload = module.payload;

      const edited = core.store.patchModule(module.projectId, module.moduleKey, {
        payload: { ...(module.payload ?? {}), heatPump: { model: 'Vitocal 250-A', power: 10.6 } },
      });
      expect(edited.payload).toMatchObject({ heatPump: { model: 'Vitocal 250-A' } });

      // Meanwhile the back office locks the module (e.g. it was submitted for funding).
      await peer.request('PATCH', `/v1/projects/${module.projectId}/modules/${module.moduleKey}`, {
        status: 'locked',
      });

      const summary = await core.engine.sync({ sweep: true });
      expect(summary.rejected).toBe(1);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'rejected', resource: 'modules' });
      expect(entry!.rejection?.status).toBe(409);
      expect(entry!.rejection?.message).toMatch(/locked/i);
      expect(entry!.body).toMatchObject({ payload: { heatPump: { model: 'Vitocal 250-A' } } });

      const local = core.store.getModule(module.projectId, module.moduleKey)!;
      expect(local.status).toBe('locked');
      expect(local.payload).toEqual(serverPayload);
      // And the app refuses further payload edits locally, with the reason.
      expect(() =>
        core.store.patchModule(module.projectId, module.moduleKey, { payload: {} }),
      ).toThrow(/locked/i);

      // Synced again: the rejected edit stays until the user discards it.
      await core.engine.sync();
      expect(core.store.listOutbox()).toHaveLength(1);
      core.store.discard(entry!.seq);
      expect(core.store.listOutbox()).toEqual([]);
      expect(core.store.dump()).toEqual(await peer.state());
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('locked while the app was closed: after the restart the edit is kept, refused in German', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const peer = new ApiPeer(server.url);
    const dbPath = join(tmp.dir, 'restart.sqlite');
    const core = coreFor(server.url, dbPath);
    await core.engine.sync({ sweep: true });
    const module = core.store
      .dump()
      .modules.find((m) => m.status !== 'locked' && m.moduleKey === 'waermepumpe')!;
    core.engine.setPaused(true);
    core.store.patchModule(module.projectId, module.moduleKey, {
      payload: { ...(module.payload ?? {}), heatPump: { model: 'Vitocal 250-A' } },
    });
    await core.close();
    // While the laptop is shut, the office submits the module for funding.
    await peer.request('PATCH', `/v1/projects/${module.projectId}/modules/${module.moduleKey}`, {
      status: 'locked',
    });
    const again = coreFor(server.url, dbPath);
    try {
      await again.engine.sync({ sweep: true });
      const [entry] = again.store.listOutbox();
      expect(entry).toMatchObject({
        state: 'rejected',
        rejection: { status: 409, code: 'module_locked' },
        body: { payload: { heatPump: { model: 'Vitocal 250-A' } } },
      });
      expect(formatOutbox([entry!])).toContain('abgelehnt: Das Modul ist auf dem Server gesperrt');
    } finally {
      await again.close();
      await server.close();
    }
  });
});
