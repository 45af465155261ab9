import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';
import { startServer } from '../../src/server';

/**
 * The server's sort order is undocumented. Whatever it is, and while another client keeps
 * changing records during the pull, the local copy must end equal to the server.
 */
describe.each(['updatedAt', 'createdAt', 'id', 'random'] as const)(
  'pull with server order %s',
  (sort) => {
    const tmp = tempDir();
    afterAll(() => tmp.cleanup());

    it('converges to the server state despite changes during the scan', async () => {
      const server = await startServer({ apiKeys: ['key-a'], seed: 'demo', sort });
      const peer = new ApiPeer(server.url);
      // Enough contacts for several pages at the client's page size of 500.
      for (let i = 0; i < 1200; i += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, j) =>
            peer.request('POST', '/v1/contacts', {
              fields: { lastName: `Muster ${i + j}`, n: i + j },
            }),
          ),
        );
      }
      const contacts = await peer.all<{ id: string }>('/v1/contacts');
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
