import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMarkerKey } from '../../src/shared/api';
import { startServer } from '../../src/server';
import { droppedConnection, interceptingFetch } from './faults-helpers';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * On a server that ignores Idempotency-Key, a create whose answer was lost must never
 * take someone else's record for its own. A contact is recognised only by the mark this device
 * put into its fields; a deal (no free document to hold a mark) is shown to the user as
 * "Möglicherweise schon angelegt", who says whether it is theirs.
 */

type Contact = { id: string; fields: Record<string, unknown> };
type Deal = { id: string; title: string; value: number | null };

const noKeys = { apiKeys: ['key-a'], seed: 'none' as const, honourIdempotencyKey: false };

describe('a lost create on a server that ignores Idempotency-Key', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("does not take the office's identical contact when its own POST never arrived", async () => {
    const server = await startServer(noKeys);
    const office = new ApiPeer(server.url);
    let dropped = 0;
    let officeId = '';
    const core = coreFor(server.url, join(tmp.dir, 'foreign.sqlite'), {
      fetch: interceptingFetch(({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/v1/contacts' || dropped > 0) return undefined;
        dropped++;
        // The device's POST is lost on its way; meanwhile the office creates "Schmidt" too.
        return office
          .request<Contact>('POST', '/v1/contacts', { fields: { lastName: 'Schmidt' } })
          .then((made) => {
            officeId = made.id;
            return Promise.reject(droppedConnection());
          });
      }),
    });
    try {
      await core.engine.sync();
      core.store.createContact({ fields: { lastName: 'Schmidt' } });
      await syncUntilQuiet(core);
      const own = core.store.dump().contacts.find((c) => c.id !== officeId)!;
      core.store.patchContact(own.id, { fields: { email: 'kai@schmidt.de' } });
      await syncUntilQuiet(core);
      expect(dropped).toBe(1);

      const contacts = await office.all<Contact>('/v1/contacts');
      expect(contacts).toHaveLength(2);
      // The office's record holds only what the office typed; the e-mail went to the device's.
      const withMail = contacts.filter((c) => c.fields.email === 'kai@schmidt.de');
      expect(withMail).toHaveLength(1);
      expect(withMail[0]!.fields[createMarkerKey]).toBeTypeOf('string');
      expect(withMail[0]!.id).toBe(own.id);
      expect(contacts.find((c) => c.id === officeId)!.fields).toEqual({ lastName: 'Schmidt' });
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('finds its own contact by its mark after the office changed the name', async () => {
    const server = await startServer(noKeys);
    const office = new ApiPeer(server.url);
    let lost = 0;
    const core = coreFor(server.url, join(tmp.dir, 'renamed.sqlite'), {
      fetch: interceptingFetch(({ method, url }, forward) => {
        if (method !== 'POST' || url.pathname !== '/v1/contacts' || lost > 0) return undefined;
        lost++;
        // Stored; the answer is lost; the office corrects the name before the device retries.
        return forward()
          .then((r) => r.json() as Promise<Contact>)
          .then((made) =>
            office.request('PATCH', `/v1/contacts/${made.id}`, {
              fields: { lastName: 'Schmidt-Lange' },
            }),
          )
          .then(() => Promise.reject(droppedConnection()));
      }),
    });
    try {
      await core.engine.sync();
      core.store.createContact({ fields: { lastName: 'Schmidt', phone: '0561 2' } });
      await syncUntilQuiet(core);
      expect(lost).toBe(1);
      const contacts = await office.all<Contact>('/v1/contacts');
      expect(contacts).toHaveLength(1);
      const local = core.store.getContact(contacts[0]!.id)!;
      expect(local.fields).toEqual({ lastName: 'Schmidt-Lange', phone: '0561 2' });
      // The mark is bookkeeping: never in the local copy, so no screen or export shows it.
      expect(JSON.stringify(core.store.dump())).not.toContain(createMarkerKey);
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it.each(['adopt', 'createNew'] as const)(
    'asks about a deal the server may have made already (%s)',
    async (choice) => {
      const server = await startServer(noKeys);
      const office = new ApiPeer(server.url);
      const customer = await office.request<Contact>('POST', '/v1/contacts', {
        fields: { lastName: 'Pfeiffer' },
      });
      const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
      let lost = 0;
      const core = coreFor(server.url, join(tmp.dir, `deal-${choice}.sqlite`), {
        fetch: interceptingFetch(({ method, url }, forward) => {
          if (method !== 'POST' || url.pathname !== '/v1/deals' || lost > 0) return undefined;
          lost++;
          return forward().then(() => Promise.reject(droppedConnection()));
        }),
      });
      try {
        await core.engine.sync();
        const local = core.store.createDeal({
          contactId: customer.id,
          title: 'Wärmepumpe',
          stageId: stages.data[0]!.id,
          value: 18000,
        });
        await syncUntilQuiet(core);
        const [made] = await office.all<Deal>('/v1/deals');
        const [entry] = core.store.listOutbox();
        expect(entry?.state).toBe('conflict');
        expect(entry?.conflict?.kind).toBe('maybeCreated');
        expect(entry?.conflict?.candidate?.id).toBe(made!.id);

        core.store.settleConflict(entry!.seq, choice);
        await syncUntilQuiet(core);
        const deals = await office.all<Deal>('/v1/deals');
        expect(deals).toHaveLength(choice === 'adopt' ? 1 : 2);
        expect(core.store.getDeal(local.id)).toBeUndefined();
        expect(
          core.store
            .dump()
            .deals.map((d) => d.id)
            .sort(),
        ).toEqual(deals.map((d) => d.id).sort());
        expect(core.store.listOutbox()).toEqual([]);
      } finally {
        await core.close();
        await server.close();
      }
    },
  );
});
