import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src/main/core';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';
import { startServer } from '../../src/server';
import { seededRandom } from '../../src/shared/calc/seeded-random';

describe.each([101, 202])('randomized convergence, seed %i', (seed) => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('ends with local equal to server, every local create on the server once or listed as rejected', async () => {
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'demo',
      sort: 'random',
      chaos: { seed, latencyMs: [0, 3], errorRate: 0.05, dropRate: 0.03, lostResponseRate: 0.08 },
    });
    const peer = new ApiPeer(server.url);
    const dbPath = join(tmp.dir, 'local.sqlite');
    let core: Core = coreFor(server.url, dbPath);
    const markers: string[] = [];
    try {
      await syncUntilQuiet(core);
      for (let round = 0; round < 8; round++) {
        const local = core.store.dump();
        for (let i = 0; i < 12; i++) {
          const op = random();
          if (op < 0.25) {
            const marker = `s${seed}-r${round}-${i}`;
            markers.push(marker);
            core.store.createContact({ fields: { marker, lastName: `Zufall ${i}` } });
          } else if (op < 0.5) {
            const contact = pick(core.store.dump().contacts);
            core.store.patchContact(contact.id, { fields: { note: `lokal ${round}.${i}` } });
          } else if (op < 0.7) {
            const deal = pick(local.deals);
            core.store.patchDeal(deal.id, {
              stageId: pick(local.dealStages).id,
              value: Math.round(random() * 50_000),
            });
          } else {
            const module = pick(local.modules.filter((m) => m.status !== 'locked'));
            try {
              core.store.patchModule(module.projectId, module.moduleKey, {
                payload: { ...(module.payload ?? {}), round },
              });
            } catch {
              // Locked in the meantime: refused locally, as it should be.
            }
          }
        }
        // Concurrent edits by the back office.
        for (let i = 0; i < 6; i++) {
          const op = random();
          if (op < 0.5) {
            const contact = pick(local.contacts.filter((c) => !c.id.startsWith('local:')));
            await peer.request('PATCH', `/v1/contacts/${contact.id}`, {
              fields: { office: `büro ${round}.${i}` },
            });
          } else if (op < 0.8) {
            const deal = pick(local.deals.filter((d) => !d.id.startsWith('local:')));
            await peer.request('PATCH', `/v1/deals/${deal.id}`, {
              status: pick(['open', 'won', 'lost']),
            });
          } else {
            const module = pick(local.modules.filter((m) => !m.id.startsWith('local:')));
            await peer.request(
              'PATCH',
              `/v1/projects/${module.projectId}/modules/${module.moduleKey}`,
              {
                status: pick(['locked', 'draft']),
              },
            );
          }
        }
        if (random() < 0.6) await core.engine.sync().catch(() => undefined);
        if (random() < 0.3) {
          await core.close();
          core = coreFor(server.url, dbPath);
        }
      }
      await syncUntilQuiet(core, 60);

      const rejected = core.store.listOutbox().filter((e) => e.state === 'rejected');
      expect(core.store.listOutbox().filter((e) => e.state !== 'rejected')).toEqual([]);
      const contacts = await peer.all<{ fields: Record<string, unknown> }>('/v1/contacts');
      for (const marker of markers) {
        const onServer = contacts.filter((c) => c.fields.marker === marker).length;
        const refused = rejected.some(
          (e) => (e.body as { fields?: { marker?: string } }).fields?.marker === marker,
        );
        expect(onServer + (refused ? 1 : 0), marker).toBe(1);
      }
      // Every rejection is a module edit that met a lock, with the server's reason.
      for (const entry of rejected) {
        expect(entry.resource).toBe('modules');
        expect(entry.rejection?.message).toMatch(/locked/i);
      }
      expect(core.store.dump()).toEqual(await peer.state());
    } finally {
      await core.close();
      await server.close();
    }
  });
});
