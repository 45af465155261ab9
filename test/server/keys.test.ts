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
