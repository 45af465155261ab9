import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * A record deleted or archived on the server while a local edit waits. The edit is
 * neither refused with a 404 nor sent onto an archived record: it waits as a conflict, and the
 * user discards it or restores the record and sends the edit.
 */

type Contact = { id: string; fields: Record<string, unknown> };
type Deal = { id: string; title: string; value: number | null; archivedAt: string | null };

async function dealOnServer(office: ApiPeer) {
  const contact = await office.request<Contact>('POST', '/v1/contacts', {
    fields: { lastName: 'Pfeiffer' },
  });
  const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
  const deal = await office.request<Deal>('POST', '/v1/deals', {
    contactId: contact.id,
    title: 'Wärmepumpe Pfeiffer',
    stageId: stages.data[0]!.id,
    value: 18000,
  });
  return { contact, deal };
}

describe('an edit of a record gone from the server', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('a deal archived by the office after the edit is not changed behind its back', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { deal } = await dealOnServer(office);
    const core = coreFor(server.url, join(tmp.dir, 'archived-deal.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchDeal(deal.id, { value: 21000 });
      await office.request('PATCH', `/v1/deals/${deal.id}`, { archived: true });
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry).toMatchObject({ state: 'conflict', conflict: { kind: 'archived' } });
      let [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 18000, archivedAt: expect.any(String) });

      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
      [onServer] = await office.all<Deal>('/v1/deals?includeArchived=true');
      expect(onServer).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.getDeal(deal.id)).toMatchObject({ value: 21000, archivedAt: null });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
