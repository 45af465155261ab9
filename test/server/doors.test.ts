import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { client, raw } from './helpers';

describe('auth on every path encoding (default deny)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
  });
  afterAll(() => server.close());

  const paths = [
    '/%761/contacts',
    '/%76%31/contacts',
    '/%76%31/%63ontacts',
    '/v1/%63ontacts',
    '/v%31/contacts',
    '//v1/contacts',
    '/v1//contacts',
    '/V1/contacts',
    '/v1%2fcontacts',
    '/v1%2Fcontacts',
    '/%2Fv1/contacts',
    '/./v1/contacts',
    '/v1/../v1/contacts',
    '/v1/contacts/',
    '/v1/contacts?x=1',
    '/%761/deal-stages',
    '/nope',
    '/',
    '*',
  ];

  it('answers 401 without a key, whatever the path encoding, for GET and POST', async () => {
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PATCH']) {
        const answer = await raw(server.url, method, path, {
          headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{"fields":{"n":"intruder"}}',
        });
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body.error.code, `${method} ${path}`).toBe('unauthorized');
      }
    }
    const wrongKey = await raw(server.url, 'POST', '/%761/contacts', {
      headers: { authorization: 'Bearer key-b', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrongKey.status).toBe(401);
    expect((await client(server.url, 'key-a')('GET', '/v1/contacts')).body.data).toEqual([]);
  });

  it('serves the decoded path with a key, and unknown paths answer 404 only after auth', async () => {
    const headers = { authorization: 'Bearer key-a' };
    expect((await raw(server.url, 'GET', '/%761/contacts', { headers })).status).toBe(200);
    for (const path of ['/V1/contacts', '/nope?x=1', '//v1/contacts']) {
      const unknown = await raw(server.url, 'GET', path, { headers });
      expect(unknown.status, path).toBe(404);
      expect(unknown.body.error.code).toBe('not_found');
    }
  });
});

describe('host check (allowedHosts, allowedHostNames)', () => {
  it('refuses a forged Host with 421 before auth; allows the listed names on the real port', async () => {
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      allowedHostNames: ['127.0.0.1', 'localhost'],
    });
    try {
      const key = { authorization: 'Bearer k' };
      const get = (host: string, headers: Record<string, string> = key) =>
        raw(server.url, 'GET', '/v1/contacts', { headers: { ...headers, host } });
      for (const host of [
        `127.0.0.1:${server.port}`,
        `localhost:${server.port}`,
        `LocalHost:${server.port}`,
      ]) {
        expect((await get(host)).status, host).toBe(200);
      }
      for (const host of [
        `evil.example:${server.port}`,
        'evil.example',
        `127.0.0.1:${server.port + 1}`,
        '127.0.0.1',
        `localhost.evil.example:${server.port}`,
        `[::1]:${server.port}`,
      ]) {
        const answer = await get(host);
        expect(answer.status, host).toBe(421);
        expect(answer.body.error.code).toBe('host_not_allowed');
        expect(answer.body.error.message).toContain(host);
      }
      // Before auth: a page without the key learns nothing about the key either.
      const anonymous = await get(`evil.example:${server.port}`, {});
      expect(anonymous.status).toBe(421);
      const post = await raw(server.url, 'POST', '/v1/contacts', {
        headers: {
          ...key,
          host: `evil.example:${server.port}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(post.status).toBe(421);
      expect((await client(server.url, 'k')('GET', '/v1/contacts')).body.data).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('takes exact host[:port] values in allowedHosts; no option means any Host', async () => {
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      allowedHosts: ['api.test:1234', 'other.test'],
    });
    const open = await startServer({ apiKeys: ['k'], seed: 'none' });
    try {
      const headers = (host: string) => ({ authorization: 'Bearer k', host });
      expect(
        (await raw(server.url, 'GET', '/v1/deal-stages', { headers: headers('api.test:1234') }))
          .status,
      ).toBe(200);
      expect(
        (await raw(server.url, 'GET', '/v1/deal-stages', { headers: headers('other.test') }))
          .status,
      ).toBe(200);
      expect(
        (await raw(server.url, 'GET', '/v1/deal-stages', { headers: headers('api.test:1235') }))
          .status,
      ).toBe(421);
      expect(
        (
          await raw(server.url, 'GET', '/v1/deal-stages', {
            headers: headers(`127.0.0.1:${server.port}`),
          })
        ).status,
      ).toBe(421);
      expect(
        (await raw(open.url, 'GET', '/v1/deal-stages', { headers: headers('evil.example') }))
          .status,
      ).toBe(200);
    } finally {
      await server.close();
      await open.close();
    }
  });
});
