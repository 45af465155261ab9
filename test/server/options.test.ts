import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseChaosSpec, startServer } from '../../src/server';
import { client, tempDir } from './helpers';

const tmp = tempDir();
afterAll(() => tmp.remove());

describe('strictSpec', () => {
  it('hides the optional endpoints and keeps the documented ones', async () => {
    const server = await startServer({ apiKeys: ['k'], seed: 'demo', strictSpec: true });
    try {
      const api = client(server.url, 'k');
      const deal = (await api('GET', '/v1/deals?limit=1')).body.data[0];
      expect((await api('GET', `/v1/deals/${deal.id}`)).status).toBe(200);
      expect((await api('PATCH', `/v1/deals/${deal.id}`, {})).body).toEqual(deal);
      for (const [method, path] of [
        ['GET', `/v1/contacts/${deal.contactId}`],
        ['GET', '/v1/buildings/x'],
        ['GET', '/v1/projects'],
        ['GET', '/v1/projects/x'],
        ['GET', '/v1/projects/x/modules'],
        ['PATCH', '/v1/pv-plans/x'],
      ] as const) {
        const answer = await api(method, path, method === 'PATCH' ? { name: 'x' } : undefined);
        expect(answer.status, path).toBe(404);
        expect(answer.body.error.message).toContain('No endpoint');
      }
    } finally {
      await server.close();
    }
  });
});

describe('idempotency', () => {
  it('answers a repeated POST with the first response and refuses a reused key', async () => {
    const dbPath = join(tmp.dir, 'idempotency.sqlite');
    let server = await startServer({ apiKeys: ['k', 'other'], seed: 'none', dbPath });
    let api = client(server.url, 'k');
    const headers = { 'idempotency-key': 'create-anna-1' };
    const first = await api('POST', '/v1/contacts', { fields: { n: 'Anna' } }, headers);
    const second = await api('POST', '/v1/contacts', { fields: { n: 'Anna' } }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const reused = await api('POST', '/v1/contacts', { fields: { n: 'Bert' } }, headers);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    const elsewhere = await api(
      'POST',
      '/v1/buildings',
      { contactId: first.body.id, name: 'H' },
      headers,
    );
    expect(elsewhere.status).toBe(422);
    // A refused write stores nothing: the key stays free for the corrected request.
    const bad = await api(
      'POST',
      '/v1/buildings',
      { contactId: 'nope', name: 'H' },
      { 'idempotency-key': 'b1' },
    );
    expect(bad.status).toBe(422);
    const good = await api(
      'POST',
      '/v1/buildings',
      { contactId: first.body.id, name: 'H' },
      { 'idempotency-key': 'b1' },
    );
    expect(good.status).toBe(201);
    // Keys are per workspace.
    const other = await client(server.url, 'other')(
      'POST',
      '/v1/contacts',
      { fields: { n: 'Anna' } },
      headers,
    );
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    await server.close();

    server = await startServer({ apiKeys: ['k', 'other'], seed: 'none', dbPath });
    api = client(server.url, 'k');
    const afterRestart = await api('POST', '/v1/contacts', { fields: { n: 'Anna' } }, headers);
    expect(afterRestart.body).toEqual(first.body);
    expect((await api('GET', '/v1/contacts')).body.data).toHaveLength(1);
    await server.close();
  });
});

describe('honourIdempotencyKey: false', () => {
  it('ignores the header entirely: a repeated POST creates a second record', async () => {
    const server = await startServer({ apiKeys: ['k'], seed: 'none', honourIdempotencyKey: false });
    try {
      const api = client(server.url, 'k');
      const headers = { 'idempotency-key': 'same' };
      const first = await api('POST', '/v1/contacts', { fields: { n: 'A' } }, headers);
      const second = await api('POST', '/v1/contacts', { fields: { n: 'A' } }, headers);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      expect(second.headers.get('idempotent-replayed')).toBeNull();
      const other = await api('POST', '/v1/contacts', { fields: { n: 'B' } }, headers);
      expect(other.status).toBe(201);
      const tooLong = { 'idempotency-key': 'x'.repeat(300) };
      expect((await api('POST', '/v1/contacts', {}, tooLong)).status).toBe(201);
      expect((await api('GET', '/v1/contacts')).body.data).toHaveLength(4);
    } finally {
      await server.close();
    }
  });
});

describe('restart persistence', () => {
  it('reuses the workspaces and data of the database file and does not seed twice', async () => {
    const dbPath = join(tmp.dir, 'restart.sqlite');
    const first = await startServer({
      apiKeys: ['k', 'b'],
      noAccessKeys: ['w'],
      seed: 'demo',
      dbPath,
    });
    const api1 = client(first.url, 'k');
    const created = (await api1('POST', '/v1/contacts', { fields: { lastName: 'Neu' } })).body;
    const stages = (await api1('GET', '/v1/deal-stages')).body;
    await first.close();

    const second = await startServer({
      apiKeys: ['k', 'b'],
      noAccessKeys: ['w'],
      seed: 'demo',
      dbPath,
    });
    try {
      expect(second.workspaces.map((w) => w.workspaceId)).toEqual(
        first.workspaces.map((w) => w.workspaceId),
      );
      expect(second.workspaces.every((w) => !w.created)).toBe(true);
      const api2 = client(second.url, 'k');
      expect((await api2('GET', `/v1/contacts/${created.id}`)).body).toEqual(created);
      expect((await api2('GET', '/v1/contacts?limit=500')).body.data).toHaveLength(41);
      expect((await api2('GET', '/v1/deal-stages')).body).toEqual(stages);
      expect((await client(second.url, 'w')('GET', '/v1/contacts')).status).toBe(403);
    } finally {
      await second.close();
    }
  });
});

describe('generated seed', () => {
  it('inserts the bench:small counts', async () => {
    const server = await startServer({ apiKeys: ['k'], seed: 'bench:small' });
    try {
      const api = client(server.url, 'k');
      const count = async (path: string) => {
        let total = 0;
        for (let offset = 0; ; offset += 500) {
          const sep = path.includes('?') ? '&' : '?';
          const page = (await api('GET', `${path}${sep}limit=500&offset=${offset}`)).body;
          total += page.data.length;
          if (!page.hasMore) return total;
        }
      };
      expect(await count('/v1/contacts')).toBe(5000);
      expect(await count('/v1/buildings')).toBe(5000);
      expect(await count('/v1/deals?includeArchived=true')).toBe(5000);
      expect(await count('/v1/projects')).toBe(500);
      const project = (await api('GET', '/v1/projects?limit=1')).body.data[0];
      expect((await api('GET', `/v1/projects/${project.id}/modules`)).body.data).toHaveLength(14);
      expect((await api('GET', `/v1/projects/${project.id}/pv-plans`)).body.data).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('chaos', () => {
  it('parses the CLI spec and refuses unknown settings', () => {
    expect(
      parseChaosSpec(
        'seed=42,latency=0-30,error=0.05,throttle=0.03,retry-after=1,drop=0.02,lost=0.02',
      ),
    ).toEqual({
      seed: 42,
      latencyMs: [0, 30],
      errorRate: 0.05,
      throttleRate: 0.03,
      retryAfterSeconds: 1,
      dropRate: 0.02,
      lostResponseRate: 0.02,
    });
    expect(parseChaosSpec('latency=15').latencyMs).toEqual([15, 15]);
    expect(() => parseChaosSpec('error=2')).toThrow(/error/);
    expect(() => parseChaosSpec('jitter=1')).toThrow(/jitter/);
  });

  it('throttles with 429 and Retry-After, committing nothing', async () => {
    const dbPath = join(tmp.dir, 'throttle.sqlite');
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      dbPath,
      chaos: { seed: 1, throttleRate: 1, retryAfterSeconds: 7 },
    });
    const answer = await client(server.url, 'k')('POST', '/v1/contacts', {});
    await server.close();
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body.error.code).toBe('rate_limited');
    const calm = await startServer({ apiKeys: ['k'], dbPath });
    expect((await client(calm.url, 'k')('GET', '/v1/contacts')).body.data).toEqual([]);
    await calm.close();
  });

  it('answers 5xx with an error body, or drops the connection', async () => {
    const failing = await startServer({ apiKeys: ['k'], seed: 'none', chaos: { errorRate: 1 } });
    const answer = await client(failing.url, 'k')('GET', '/v1/deal-stages');
    expect([500, 502, 503]).toContain(answer.status);
    expect(answer.body.error.code).toMatch(/internal|unavailable/);
    await failing.close();
    const dropping = await startServer({ apiKeys: ['k'], seed: 'none', chaos: { dropRate: 1 } });
    await expect(client(dropping.url, 'k')('GET', '/v1/deal-stages')).rejects.toThrow();
    await dropping.close();
  });

  it('commits a write whose response is lost', async () => {
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      chaos: { seed: 5, lostResponseRate: 1 },
    });
    try {
      const api = client(server.url, 'k');
      await expect(api('POST', '/v1/contacts', { fields: { n: 'lost' } })).rejects.toThrow();
      const list = (await api('GET', '/v1/contacts')).body.data;
      expect(list.map((c: { fields: unknown }) => c.fields)).toEqual([{ n: 'lost' }]);
    } finally {
      await server.close();
    }
  });

  it('loses the response of a committed POST on a server that ignores Idempotency-Key', async () => {
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      honourIdempotencyKey: false,
      chaos: { lostResponseRate: 1 },
    });
    try {
      const api = client(server.url, 'k');
      const headers = { 'idempotency-key': 'retry-me' };
      await expect(api('POST', '/v1/contacts', { fields: { n: 'x' } }, headers)).rejects.toThrow();
      await expect(api('POST', '/v1/contacts', { fields: { n: 'x' } }, headers)).rejects.toThrow();
      // A refused write is answered: nothing was committed, so nothing is lost.
      const refused = await api('POST', '/v1/contacts', { status: 'nope' }, headers);
      expect(refused.status).toBe(400);
      const list = (await api('GET', '/v1/contacts')).body.data;
      expect(list.map((c: { fields: unknown }) => c.fields)).toEqual([{ n: 'x' }, { n: 'x' }]);
    } finally {
      await server.close();
    }
  });

  it('loses exactly the first N committed writes with lostResponseCount', async () => {
    expect(parseChaosSpec('lost-count=2').lostResponseCount).toBe(2);
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      honourIdempotencyKey: false,
      chaos: { lostResponseCount: 1 },
    });
    try {
      const api = client(server.url, 'k');
      const headers = { 'idempotency-key': 'once' };
      expect((await api('POST', '/v1/contacts', { status: 'nope' }, headers)).status).toBe(400);
      await expect(api('POST', '/v1/contacts', { fields: { n: 'x' } }, headers)).rejects.toThrow();
      const retry = await api('POST', '/v1/contacts', { fields: { n: 'x' } }, headers);
      expect(retry.status).toBe(201);
      const list = (await api('GET', '/v1/contacts')).body.data;
      expect(list).toHaveLength(2);
      expect(list.map((c: { id: string }) => c.id)).toContain(retry.body.id);
    } finally {
      await server.close();
    }
  });

  it('repeats the same faults for the same seed', async () => {
    const run = async () => {
      const server = await startServer({
        apiKeys: ['k'],
        seed: 'none',
        chaos: { seed: 42, errorRate: 0.3, throttleRate: 0.3, latencyMs: [0, 3] },
      });
      const api = client(server.url, 'k');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await api('GET', '/v1/deal-stages')).status);
      await server.close();
      return statuses;
    };
    const first = await run();
    expect(new Set(first).size).toBeGreaterThan(2);
    expect(await run()).toEqual(first);
  });

  it('adds latency', async () => {
    const server = await startServer({
      apiKeys: ['k'],
      seed: 'none',
      chaos: { latencyMs: [60, 60] },
    });
    const start = performance.now();
    await client(server.url, 'k')('GET', '/v1/deal-stages');
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
    await server.close();
  });
});
