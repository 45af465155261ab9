import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';
import { startServer } from '../../src/server';

describe('sync through a faulty network', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('loses no write and duplicates none with drops, 5xx, 429 and lost responses', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'demo',
      chaos: {
        seed: 11,
        latencyMs: [0, 5],
        errorRate: 0.1,
        throttleRate: 0.03,
        retryAfterSeconds: 1,
        dropRate: 0.05,
        lostResponseRate: 0.15,
      },
    });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'local.sqlite'));
    try {
      await syncUntilQuiet(core);
      const before = (await peer.all('/v1/contacts')).length;
      const stageId = core.store.dump().dealStages[0]!.id;
      for (let i = 0; i < 40; i++) {
        const contact = core.store.createContact({
          fields: { lastName: `Chaos ${i}`, marker: `m${i}` },
        });
        core.store.patchContact(contact.id, { fields: { phone: `0170 ${i}` } });
        const deal = core.store.createDeal({
          contactId: contact.id,
          title: `Angebot ${i}`,
          stageId,
          value: 1000 + i,
        });
        if (i % 3 === 0) core.store.patchDeal(deal.id, { status: 'won' });
      }
      await syncUntilQuiet(core, 60);

      const contacts = await peer.all<{ fields: Record<string, unknown> }>('/v1/contacts');
      expect(contacts).toHaveLength(before + 40);
      for (let i = 0; i < 40; i++) {
        const mine = contacts.filter((c) => c.fields.marker === `m${i}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.fields.phone).toBe(`0170 ${i}`);
      }
      const deals = await peer.all<{ title: string; status: string }>(
        '/v1/deals?includeArchived=true',
      );
      for (let i = 0; i < 40; i++) {
        const mine = deals.filter((d) => d.title === `Angebot ${i}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.status).toBe(i % 3 === 0 ? 'won' : 'open');
      }
      expect(core.store.listOutbox()).toEqual([]);
      expect(core.store.dump()).toEqual(await peer.state());
    } finally {
      await core.close();
      await server.close();
    }
  });
});
