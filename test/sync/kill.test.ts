import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { builtSyncChild } from '../support/node-build';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/** Starts the sync child, waits until it runs, lets it work `ms`, then SIGKILLs it. */
async function runAndKill(dbPath: string, url: string, ms: number): Promise<void> {
  const proc = spawn(process.execPath, [builtSyncChild, dbPath, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.once('data', () => resolve());
    proc.once('exit', (code) => reject(new Error(`sync child exited early (${code})`)));
  });
  await new Promise((r) => setTimeout(r, ms));
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
}

describe('the app killed in the middle of a sync', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  // Six processes and seven syncs of 600 contacts at server latency: minutes on a loaded machine.
  it(
    'loses nothing and duplicates nothing after restarts at random points of push and pull',
    {
      timeout: 180_000,
    },
    async ({ signal }) => {
      // Latency spreads each sync over enough time that the kills land inside pushes and pulls.
      const server = await startServer({
        apiKeys: ['key-a'],
        seed: 'demo',
        chaos: { seed: 3, latencyMs: [2, 12] },
      });
      const peer = new ApiPeer(server.url);
      for (let i = 0; i < 600; i += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, j) =>
            peer.request('POST', '/v1/contacts', { fields: { n: i + j } }),
          ),
        );
      }
      const dbPath = join(tmp.dir, 'local.sqlite');
      const seeded = coreFor(server.url, dbPath);
      const stageId = (await peer.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages'))
        .data[0]!.id;
      for (let i = 0; i < 60; i++) {
        const contact = seeded.store.createContact({ fields: { marker: `k${i}` } });
        seeded.store.createDeal({ contactId: contact.id, title: `Kill ${i}`, stageId });
      }
      await seeded.close();

      let random = 12345;
      const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let round = 0; round < 6; round++) {
        // A test that timed out starts no more children on a folder its hooks remove.
        signal.throwIfAborted();
        await runAndKill(dbPath, server.url, 150 + Math.floor(next() * 900));
      }

      const core = coreFor(server.url, dbPath);
      try {
        await syncUntilQuiet(core);
        const contacts = await peer.all<{ fields: Record<string, unknown> }>('/v1/contacts');
        const deals = await peer.all<{ title: string }>('/v1/deals?includeArchived=true');
        for (let i = 0; i < 60; i++) {
          expect(contacts.filter((c) => c.fields.marker === `k${i}`)).toHaveLength(1);
          expect(deals.filter((d) => d.title === `Kill ${i}`)).toHaveLength(1);
        }
        expect(core.store.listOutbox()).toEqual([]);
        expect(core.store.dump()).toEqual(await peer.state());
      } finally {
        await core.close();
        await server.close();
      }
    },
  );
});
