import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';
import { startServer } from '../../src/server';

/**
 * The server's sort order is undocumented. Whatever it is, and while another client keeps
 * changing records during the pull, the local copy must end equal to the server.
 */
const tmp = tempDir();
/** The demo workspace plus enough contacts for several pages at the client's page size of 500. */
const workspace = join(tmp.dir, 'workspace.sqlite');

// Made once: each order's server starts on a copy of the same workspace (1,200 POSTs apiece
// were most of this file's CPU), and the seed is not applied again to a workspace that exists.
beforeAll(async () => {
  const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', dbPath: workspace });
  try {
    const peer = new ApiPeer(server.url);
    for (let i = 0; i < 1200; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          peer.request('POST', '/v1/contacts', {
            fields: { lastName: `Muster ${i + j}`, n: i + j },
          }),
        ),
      );
    }
  } finally {
    await server.close();
  }
});
afterAll(() => tmp.cleanup());

describe.each(['updatedAt', 'createdAt', 'id', 'random'] as const)(
  'pull with server order %s',
  (sort) => {
    it('converges to the server state despite changes during the scan', async () => {
      const dbPath = join(tmp.dir, `server-${sort}.sqlite`);
      copyFileSync(workspace, dbPath);
      const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', sort, dbPath });
      const peer = new ApiPeer(server.url);
      const contacts = await peer.all<{ id: string }>('/v1/contacts');
      expect(contacts.length).toBeGreaterThan(1200);
      const core = coreFor(server.url, join(tmp.dir, `${sort}.sqlite`));
      try {
        let stop = false;
        let edits = 0;
        const other = (async () => {
          while (!stop && edits < 400) {
            const target = contacts[(edits * 37) % contacts.length]!;
            await peer.request('PATCH', `/v1/contacts/${target.id}`, { fields: { edited: edits } });
            edits++;
          }
        })();
        await core.engine.sync({ sweep: true }).catch(() => undefined);
        stop = true;
        await other;
        expect(edits).toBeGreaterThan(0);

        await syncUntilQuiet(core);
        expect(core.store.dump()).toEqual(await peer.state());
      } finally {
        await core.close();
        await server.close();
      }
    });
  },
);
