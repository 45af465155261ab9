import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { createHandlers, dispatch } from '../../src/main/ipc/handlers';
import { ApiPeer, coreFor, tempDir } from '../sync/helpers';

/*
 * A payload edit refused because the server had locked the module: once the back office unlocks
 * it, "Erneut senden" must go out at once and succeed, with no "Jetzt synchronisieren" first
 * (the local copy still says locked until something reads the server).
 */
describe('retry after the server unlocked a module', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('is accepted without a manual sync, and the server has the edit', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'local.sqlite'));
    const handlers = createHandlers(core, {});
    try {
      await core.engine.sync({ sweep: true });
      const module = core.store
        .dump()
        .modules.find((m) => m.status !== 'locked' && m.moduleKey === 'waermepumpe')!;
      const path = `/v1/projects/${module.projectId}/modules/${module.moduleKey}`;
      core.store.patchModule(module.projectId, module.moduleKey, {
        payload: { ...(module.payload ?? {}), heatPump: { model: 'Vitocal 250-A' } },
      });
      await peer.request('PATCH', path, { status: 'locked' });
      await core.engine.sync();
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'rejected', resource: 'modules' });
      expect(core.store.getModule(module.projectId, module.moduleKey)!.status).toBe('locked');

      // The back office unlocks it; this device has not synced since.
      await peer.request('PATCH', path, { status: 'draft' });
      const result = await dispatch(handlers, 'outbox.retry', { seq: entry!.seq });
      expect(result).toEqual({ ok: true, value: { ok: true } });
      await expect.poll(() => core.store.listOutbox(), { timeout: 10_000 }).toEqual([]);
      const onServer = (await peer.state()).modules.find((m) => m.id === module.id) as unknown as {
        payload: unknown;
      };
      expect(onServer.payload).toMatchObject({ heatPump: { model: 'Vitocal 250-A' } });
      expect(core.store.getModule(module.projectId, module.moduleKey)).toMatchObject({
        status: 'draft',
        payload: { heatPump: { model: 'Vitocal 250-A' } },
      });
    } finally {
      await core.close();
      await server.close();
    }
  });
});
