import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { coreFor, tempDir } from './helpers';

describe('a pull interrupted in the per-project phase', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('keeps the project contents it read before the connection dropped, and finishes on the next sync', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    try {
      // The network goes away after the third PV plan list: modules of the first projects are in.
      let planLists = 0;
      const flaky: typeof fetch = (input, init) => {
        if (String(input).includes('/pv-plans') && ++planLists > 3)
          return Promise.reject(new TypeError('fetch failed'));
        return fetch(input, init);
      };
      const dbPath = join(tmp.dir, 'local.sqlite');
      const core = coreFor(server.url, dbPath, { fetch: flaky });
      await expect(core.engine.sync({ sweep: true })).rejects.toThrow();
      const projects = core.store.dump().projects;
      expect(projects.length).toBeGreaterThan(3);
      const withModules = projects.filter((p) => core.store.listModules(p.id).length > 0);
      expect(withModules.length).toBeGreaterThanOrEqual(3);
      expect(withModules.length).toBeLessThan(projects.length);
      await core.close();

      const again = coreFor(server.url, dbPath);
      await again.engine.sync({ sweep: true });
      for (const project of again.store.dump().projects)
        expect(again.store.listModules(project.id)).toHaveLength(14);
      await again.close();
    } finally {
      await server.close();
    }
  });
});
