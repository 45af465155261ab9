import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/main/core/store';
import { CoreWorkerHost } from '../../src/main/worker/host';
import { startServer } from '../../src/server';
import { coreFor, tempDir } from '../sync/helpers';

/*
 * A workspace synced before opens in a window with its local data: the window's first read (the
 * list it opens on) is answered before the core's own start-up work, the catch-up sync and the
 * search builds, begins (core-worker.ts). A workspace never synced starts its first sync at
 * once: there is nothing to show before it; so does every workspace where no window reads.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A workspace's database with one contact of its own, synced once or never. */
async function workspace(synced: boolean) {
  const server = await startServer({ apiKeys: ['key-a'] });
  cleanups.push(() => server.close());
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  const dbPath = join(tmp.dir, 'remote.sqlite');
  if (synced) {
    const core = coreFor(server.url, dbPath);
    core.store.createContact({ fields: { firstName: 'Florian', lastName: 'Morgenroth' } });
    await core.engine.sync();
    await core.close();
  } else {
    const store = openStore(dbPath);
    store.createContact({ fields: { firstName: 'Florian', lastName: 'Morgenroth' } });
    store.close();
  }
  return { dbPath, baseUrl: server.url };
}

/** The core in its worker as the app opens it; `events` lists each sync's start in order. */
async function open(at: { dbPath: string; baseUrl: string }, waitForWindowMs?: number) {
  const host = new CoreWorkerHost(
    { ...at, apiKey: 'key-a', pollIntervalMs: 600_000, paused: false, waitForWindowMs },
    { log: () => undefined },
  );
  cleanups.push(() => host.close());
  const events: string[] = [];
  host.on('status', (status) => {
    if (status.state === 'syncing') events.push('sync started');
  });
  await host.start();
  return { host, events };
}

describe('opening a workspace', () => {
  it('answers the window’s first read before the catch-up sync starts', async () => {
    const { host, events } = await open(await workspace(true), 600_000);
    // The host asks for the sync's status at once; that alone does not start the work.
    await host.call('sync.status', {});
    const list = (await host.call('contacts.search', { text: 'Morgenroth' })) as {
      data: unknown[];
    };
    events.push('list answered');
    expect(list.data).toHaveLength(1);
    await expect.poll(() => events, { timeout: 20_000 }).toContain('sync started');
    expect(events[0]).toBe('list answered');
  });

  it('starts the catch-up sync when no window asks', async () => {
    const { events } = await open(await workspace(true), 50);
    await expect.poll(() => events, { timeout: 20_000 }).toContain('sync started');
  });

  it('starts the first sync of a workspace never synced at once', async () => {
    const { events } = await open(await workspace(false), 600_000);
    await expect.poll(() => events, { timeout: 20_000 }).toContain('sync started');
  });

  it('starts the catch-up sync at once where no window reads (the command line)', async () => {
    const { events } = await open(await workspace(true));
    await expect.poll(() => events, { timeout: 20_000 }).toContain('sync started');
  });
});
