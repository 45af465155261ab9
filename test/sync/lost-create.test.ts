import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { createMarkerKey, withoutCreateMarker } from '../../src/shared/api';
import { droppedConnection, interceptingFetch } from './faults-helpers';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * A create whose answer was lost must never adopt a record this device did not
 * create. The office made "Schmidt, Anna"; the consultant creates a contact with only
 * lastName Schmidt and adds an e-mail; the POST's answer is lost. On a server that honours
 * Idempotency-Key the device resends with the same key and gets its own record back.
 */

type Contact = { id: string; fields: Record<string, unknown> };

describe('a lost create answer', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it("never takes the office's record for the device's own", async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const anna = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { firstName: 'Anna', lastName: 'Schmidt', phone: '0561 1' },
    });
    let lost = 0;
    const core = coreFor(server.url, join(tmp.dir, 'anna.sqlite'), {
      fetch: interceptingFetch(({ method, url }, forward) => {
        if (method !== 'POST' || url.pathname !== '/v1/contacts' || lost > 0) return undefined;
        lost++;
        // The server stores the create; its answer never arrives.
        return forward().then(() => {
          throw droppedConnection();
        });
      }),
    });
    try {
      await core.engine.sync();
      const mine = core.store.createContact({ fields: { lastName: 'Schmidt' } });
      core.store.patchContact(mine.id, { fields: { email: 'kai@schmidt.de', street: 'Weg 2' } });
      await syncUntilQuiet(core);
      expect(lost).toBe(1);

      const contacts = await office.all<Contact>('/v1/contacts');
      expect(contacts).toHaveLength(2);
      const onServerAnna = contacts.find((c) => c.id === anna.id)!;
      expect(onServerAnna.fields).toEqual({
        firstName: 'Anna',
        lastName: 'Schmidt',
        phone: '0561 1',
      });
      const his = contacts.find((c) => c.id !== anna.id)!;
      expect(his.fields).toEqual({
        lastName: 'Schmidt',
        email: 'kai@schmidt.de',
        street: 'Weg 2',
        // The device's mark of its own create (create-marker.ts), never in the local copy.
        [createMarkerKey]: expect.any(String),
      });
      expect(core.store.getContact(anna.id)!.fields).toEqual(onServerAnna.fields);
      expect(core.store.getContact(his.id)!.fields).toEqual(withoutCreateMarker(his).fields);
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('finds its own record on a server that ignores the key and whose clock is an hour behind', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'none',
      honourIdempotencyKey: false,
      // The first write commits and its answer is lost; the server's clock is an hour behind.
      chaos: { lostResponseCount: 1, clockSkewMs: -60 * 60_000 },
    });
    const office = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'behind.sqlite'));
    try {
      await core.engine.sync();
      core.store.createContact({ fields: { lastName: 'Zeitzone' } });
      await syncUntilQuiet(core);
      const contacts = await office.all<Contact>('/v1/contacts');
      expect(contacts.map((c) => c.fields.lastName)).toEqual(['Zeitzone']);
      expect(core.store.dump().contacts.map((c) => c.id)).toEqual([contacts[0]!.id]);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
