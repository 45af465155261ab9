import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { builtSyncChild } from '../support/node-build';
import { holdingProxy } from './faults-helpers';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * The device's deal value reached the server, but the app was killed before the
 * answer came. The office sets the value back, on purpose. The restarted app must not send its
 * value again over the office's revert: it is a conflict for the user.
 */

type Deal = { id: string; value: number | null };

describe('an edit whose answer a kill lost', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("does not overwrite the office's revert after the restart", async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const contact = await office.request<{ id: string }>('POST', '/v1/contacts', { fields: {} });
    const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
    const deal = await office.request<Deal>('POST', '/v1/deals', {
      contactId: contact.id,
      title: 'Wärmepumpe Brandt',
      stageId: stages.data[0]!.id,
      value: 18000,
    });

    // The first PATCH's answer is held while the server has stored it; the test kills the app.
    const proxy = await holdingProxy(server.url, (method) => method === 'PATCH');
    const proxyUrl = proxy.url;
    const dbPath = join(tmp.dir, 'revert.sqlite');
    const seeded = coreFor(server.url, dbPath);
    await seeded.engine.sync();
    seeded.store.patchDeal(deal.id, { value: 21000 });
    await seeded.close();

    const child = spawn(process.execPath, [builtSyncChild, dbPath, proxyUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await expect.poll(() => proxy.held(), { timeout: 60_000 }).not.toBeNull();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      proxy.held()!();
      expect((await office.request<Deal>('GET', `/v1/deals/${deal.id}`)).value).toBe(21000);
      // The office sets the value back on purpose.
      await office.request('PATCH', `/v1/deals/${deal.id}`, { value: 18000 });

      const core = coreFor(server.url, dbPath);
      try {
        await syncUntilQuiet(core);
        expect((await office.request<Deal>('GET', `/v1/deals/${deal.id}`)).value).toBe(18000);
        const [entry] = core.store.listOutbox();
        expect(entry?.state).toBe('conflict');
        expect(
          entry?.conflict?.fields.map(({ path, base, mine, theirs }) => ({
            path,
            base,
            mine,
            theirs,
          })),
        ).toEqual([{ path: 'value', base: 18000, mine: 21000, theirs: 18000 }]);
        // The user keeps theirs: nothing more is sent.
        core.store.resolveConflict(entry!.seq, { value: 'theirs' });
        await syncUntilQuiet(core);
        expect(core.store.getDeal(deal.id)?.value).toBe(18000);
        expect(core.store.listOutbox()).toEqual([]);
      } finally {
        await core.close();
      }
    } finally {
      child.kill('SIGKILL');
      await proxy.close();
      await server.close();
    }
  }, 120_000);
});
