import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { client, tempDir } from './helpers';

const tmp = tempDir();
afterAll(() => tmp.remove());

describe('the keys given at start are the whole truth', () => {
  it('refuses a key of an earlier start that is not given now; giving it again restores access', async () => {
    const dbPath = join(tmp.dir, 'omitted.sqlite');
    const first = await startServer({
      apiKeys: ['key-a', 'key-b'],
      noAccessKeys: ['key-w'],
      seed: 'none',
      dbPath,
    });
    const created = (
      await client(first.url, 'key-b')('POST', '/v1/contacts', { fields: { n: 'B' } })
    ).body;
    await first.close();

    const second = await startServer({ apiKeys: ['key-a'], seed: 'none', dbPath });
    try {
      for (const key of ['key-b', 'key-w']) {
        const answer = await client(second.url, key)('GET', '/v1/contacts');
        expect(answer.status, key).toBe(401);
        expect(answer.body.error.code).toBe('unauthorized');
        expect((await client(second.url, key)('POST', '/v1/contacts', {})).status).toBe(401);
      }
      expect((await client(second.url, 'key-a')('GET', '/v1/contacts')).status).toBe(200);
    } finally {
      await second.close();
    }

    const third = await startServer({ apiKeys: ['key-a', 'key-b'], seed: 'none', dbPath });
    try {
      expect(third.workspaces[1]?.workspaceId).toBe(first.workspaces[1]?.workspaceId);
      expect((await client(third.url, 'key-b')('GET', '/v1/contacts')).body.data).toEqual([
        created,
      ]);
    } finally {
      await third.close();
    }
  });
});

describe('revokeKey', () => {
  it('refuses a revoked key at once and on every later start; the data stays', async () => {
    const dbPath = join(tmp.dir, 'revoked.sqlite');
    const server = await startServer({ apiKeys: ['key-a', 'key-b'], seed: 'none', dbPath });
    const b = client(server.url, 'key-b');
    await b('POST', '/v1/contacts', { fields: { n: 'kept' } });
    expect(server.revokeKey('key-b')).toBe(true);
    expect(server.revokeKey('key-b')).toBe(false);
    expect(server.revokeKey('never-given')).toBe(false);
    const refused = await b('GET', '/v1/contacts');
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/revoked/i);
    expect((await client(server.url, 'key-a')('GET', '/v1/contacts')).status).toBe(200);
    await server.close();

    await expect(
      startServer({ apiKeys: ['key-a', 'key-b'], seed: 'none', dbPath }),
    ).rejects.toThrow(/revoked/);
    const later = await startServer({ apiKeys: ['key-a'], seed: 'none', dbPath });
    try {
      expect((await client(later.url, 'key-b')('GET', '/v1/contacts')).status).toBe(401);
    } finally {
      await later.close();
    }
  });

  it('takes revokeKeys at start (revoked before listening)', async () => {
    const dbPath = join(tmp.dir, 'revoke-at-start.sqlite');
    const first = await startServer({ apiKeys: ['key-a', 'key-old'], seed: 'none', dbPath });
    await first.close();
    const second = await startServer({
      apiKeys: ['key-a'],
      revokeKeys: ['key-old'],
      seed: 'none',
      dbPath,
    });
    await second.close();
    await expect(startServer({ apiKeys: ['key-old'], dbPath })).rejects.toThrow(/revoked/);
  });
});

describe('rekeyFirstWorkspace', () => {
  it('binds a new first key to the earliest workspace instead of seeding a new one', async () => {
    const dbPath = join(tmp.dir, 'rekey.sqlite');
    const first = await startServer({ apiKeys: ['launch-1'], seed: 'demo', dbPath });
    const mine = (await client(first.url, 'launch-1')('POST', '/v1/contacts', { fields: {} })).body;
    await first.close();

    const second = await startServer({
      apiKeys: ['launch-2'],
      seed: 'demo',
      dbPath,
      rekeyFirstWorkspace: true,
    });
    try {
      expect(second.workspaces).toEqual([
        expect.objectContaining({ workspaceId: first.workspaces[0]?.workspaceId, created: false }),
      ]);
      const api = client(second.url, 'launch-2');
      expect((await api('GET', `/v1/contacts/${mine.id}`)).body).toEqual(mine);
      expect((await api('GET', '/v1/contacts?limit=500')).body.data).toHaveLength(41);
      expect((await client(second.url, 'launch-1')('GET', '/v1/contacts')).status).toBe(401);
    } finally {
      await second.close();
    }
    // A known first key stays with its workspace; a fresh database still gets a seeded workspace.
    const third = await startServer({ apiKeys: ['launch-2'], dbPath, rekeyFirstWorkspace: true });
    expect(third.workspaces[0]?.workspaceId).toBe(first.workspaces[0]?.workspaceId);
    await third.close();
    const fresh = await startServer({ apiKeys: ['k'], seed: 'demo', rekeyFirstWorkspace: true });
    expect(fresh.workspaces[0]?.created).toBe(true);
    await fresh.close();
  });
});
