import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { droppedConnection, interceptingFetch, tooManyRequests } from './faults-helpers';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * A retry must not send a body merged before its wait. The office's edit made while
 * the device waited (429 Retry-After, a dropped connection) is merged against again; the same
 * key changed on both sides is a conflict, never overwritten.
 */

type Contact = { id: string; fields: Record<string, unknown> };

describe('a retried patch is merged again', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it.each(['429', 'drop'] as const)(
    'makes the office phone set during the wait a conflict (%s)',
    async (fault) => {
      const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
      const office = new ApiPeer(server.url);
      const contact = await office.request<Contact>('POST', '/v1/contacts', {
        fields: { lastName: 'Wolf', phone: '0561 1' },
      });
      let faulted = false;
      const core = coreFor(server.url, join(tmp.dir, `retry-${fault}.sqlite`), {
        fetch: interceptingFetch(({ method }) => {
          if (method !== 'PATCH' || faulted) return undefined;
          faulted = true;
          // While the device waits to retry, the office changes the same phone.
          return office
            .request('PATCH', `/v1/contacts/${contact.id}`, { fields: { phone: '0561 9' } })
            .then(() => {
              if (fault === 'drop') throw droppedConnection();
              return tooManyRequests(0);
            });
        }),
      });
      try {
        await core.engine.sync();
        core.store.patchContact(contact.id, { fields: { phone: '0561 2' } });
        await syncUntilQuiet(core).catch(() => undefined);
        expect(faulted).toBe(true);
        const [onServer] = await office.all<Contact>('/v1/contacts');
        expect(onServer!.fields.phone).toBe('0561 9');
        const [entry] = core.store.listOutbox();
        expect(entry?.state).toBe('conflict');
        expect(
          entry?.conflict?.fields.map(({ path, base, mine, theirs }) => ({
            path,
            base,
            mine,
            theirs,
          })),
        ).toEqual([{ path: 'fields.phone', base: '0561 1', mine: '0561 2', theirs: '0561 9' }]);
      } finally {
        await core.close();
        await server.close();
      }
    },
  );
});
