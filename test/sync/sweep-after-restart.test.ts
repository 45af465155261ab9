import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { coreFor, tempDir } from './helpers';

/*
 * A sweep re-reads the modules and PV plans of every known project (one request each): at the
 * default scale about 10,000 requests and half a minute. It runs every 15 minutes; an app
 * restarted within that time must not start with one, or every start of the app is a long sync.
 */

describe('the sweep across a restart', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('is not repeated by a restart within the sweep interval, and is when the interval is over', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    try {
      let clock = Date.parse('2026-11-26T08:00:00Z');
      const now = () => clock;
      const dbPath = join(tmp.dir, 'local.sqlite');
      let projectReads = 0;
      const counting: typeof fetch = (input, init) => {
        if (/\/projects\/[^/?]+\/(modules|pv-plans)/.test(String(input))) projectReads++;
        return fetch(input, init);
      };
      const first = coreFor(server.url, dbPath, { now, fetch: counting });
      await first.engine.sync();
      const projects = first.store.dump().projects.length;
      expect(projects).toBeGreaterThan(3);
      expect(projectReads).toBeGreaterThanOrEqual(projects);
      await first.close();

      // Restarted five minutes later: nothing changed on the server, nothing is re-read.
      clock += 5 * 60_000;
      projectReads = 0;
      const restarted = coreFor(server.url, dbPath, { now, fetch: counting });
      await restarted.engine.sync();
      expect(projectReads).toBe(0);
      await restarted.close();

      // Restarted after the interval: the sweep is due and reads every project again.
      clock += 15 * 60_000;
      projectReads = 0;
      const later = coreFor(server.url, dbPath, { now, fetch: counting });
      await later.engine.sync();
      expect(projectReads).toBeGreaterThanOrEqual(projects);
      await later.close();
    } finally {
      await server.close();
    }
  });
});
