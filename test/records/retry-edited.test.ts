import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from '../sync/helpers';

/*
 * A refused write edited before "Erneut senden" may name keys the refused one did not. Those
 * start from the server's value the user sees, not from nothing: otherwise any value the server
 * holds there counts as changed on the server since, and the retry stops as a conflict.
 */

type Deal = { id: string; contactId: string; notes: string | null };

describe('a refused write retried with an edited body', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('goes out with a key the refused write did not have', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const kept = await office.request<{ id: string }>('POST', '/v1/contacts', {
      fields: { lastName: 'Brandt' },
    });
    const removed = await office.request<{ id: string }>('POST', '/v1/contacts', {
      fields: { lastName: 'Geist' },
    });
    const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
    const deal = await office.request<Deal>('POST', '/v1/deals', {
      contactId: kept.id,
      title: 'Wärmepumpe Brandt',
      stageId: stages.data[0]!.id,
      notes: 'Rückruf vereinbart',
    });
    const core = coreFor(server.url, join(tmp.dir, 'retry-edited.sqlite'));
    try {
      await core.engine.sync({ sweep: true });
      await office.request('DELETE', `/v1/contacts/${removed.id}`);
      core.store.patchDeal(deal.id, { contactId: removed.id });
      await syncUntilQuiet(core);
      const [refused] = core.store.listOutbox();
      expect(refused).toMatchObject({ state: 'rejected', rejection: { status: 422 } });

      core.store.retryRejected(refused!.seq, {
        contactId: kept.id,
        notes: 'Kontakt laut Büro zusammengelegt',
      });
      await syncUntilQuiet(core);
      expect(core.store.listOutbox()).toEqual([]);
      const onServer = await office.request<Deal>('GET', `/v1/deals/${deal.id}`);
      expect(onServer).toMatchObject({
        contactId: kept.id,
        notes: 'Kontakt laut Büro zusammengelegt',
      });
    } finally {
      await core.close();
      await server.close();
    }
  });
});
