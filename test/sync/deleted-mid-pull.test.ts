import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, tempDir } from './helpers';

/*
 * Offset paging while the office deletes a record the pull has already read: every record
 * after it moves up one place, and the one at the page boundary would never be asked for. Its
 * updatedAt is older than the watermark the scan ends with, so later pulls would not ask for
 * it either: the consultant would not see that customer until the daily full check.
 */

describe('a record deleted on the server while the pull pages', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it.each(['updatedAt', 'id'] as const)('hides no other record (server order %s)', async (sort) => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: { contacts: 700, buildings: 0, deals: 0, projects: 0, pvPlans: 0 },
      sort,
    });
    const office = new ApiPeer(server.url);
    let deleted: string | null = null;
    const officeDeletesMidPull: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/v1/contacts' && url.searchParams.get('offset') !== '0' && !deleted) {
        // Between the pages: the office deletes a contact the first page brought.
        const [first] = (
          await office.request<{ data: { id: string }[] }>('GET', '/v1/contacts?limit=1')
        ).data;
        deleted = first!.id;
        await office.request('DELETE', `/v1/contacts/${deleted}`);
      }
      return fetch(input, init);
    };
    const core = coreFor(server.url, join(tmp.dir, `${sort}.sqlite`), {
      fetch: officeDeletesMidPull,
    });
    try {
      await core.engine.sync();
      await core.engine.sync();
      expect(deleted).not.toBeNull();
      const local = new Set(core.store.dump().contacts.map((c) => c.id));
      const onServer = await office.all<{ id: string }>('/v1/contacts');
      expect(onServer).toHaveLength(699);
      expect(onServer.filter((c) => !local.has(c.id)).map((c) => c.id)).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a pull stopped by server errors mid-way resumes without skipping', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: { contacts: 700, buildings: 0, deals: 0, projects: 0, pvPlans: 0 },
    });
    const office = new ApiPeer(server.url);
    let failing = true;
    // The second page answers 500 until the retries give up: the first sync stops there.
    const failingSecondPage: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (failing && url.pathname === '/v1/contacts' && url.searchParams.get('offset') !== '0')
        return new Response(JSON.stringify({ error: { code: 'internal', message: 'down' } }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      return fetch(input, init);
    };
    const dbPath = join(tmp.dir, 'resumed.sqlite');
    const core = coreFor(server.url, dbPath, {
      fetch: failingSecondPage,
      retry: { baseMs: 1, maxMs: 2, attempts: 2, maxRetryAfterMs: 10 },
    });
    try {
      await expect(core.engine.sync()).rejects.toThrow();
      expect(core.store.dump().contacts).toHaveLength(500);
    } finally {
      await core.close();
    }
    // While the app is closed, the office deletes a contact the first page brought.
    const [first] = (
      await office.request<{ data: { id: string }[] }>('GET', '/v1/contacts?limit=1')
    ).data;
    await office.request('DELETE', `/v1/contacts/${first!.id}`);
    failing = false;
    const again = coreFor(server.url, dbPath);
    try {
      await again.engine.sync();
      await again.engine.sync();
      const local = new Set(again.store.dump().contacts.map((c) => c.id));
      const onServer = await office.all<{ id: string }>('/v1/contacts');
      expect(onServer).toHaveLength(699);
      expect(onServer.filter((c) => !local.has(c.id)).map((c) => c.id)).toEqual([]);
    } finally {
      await again.close();
      await server.close();
    }
  });
});
