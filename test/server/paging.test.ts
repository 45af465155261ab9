import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type SortOrder } from '../../src/server';
import { client, type Client } from './helpers';

const sortOrders: SortOrder[] = ['updatedAt', 'createdAt', 'id', 'random'];

/** Reads every page; hasMore must be true exactly while records follow. */
async function pageAll(api: Client, path: string, limit: number, total: number) {
  const all: { id: string }[] = [];
  for (let offset = 0; ; offset += limit) {
    const sep = path.includes('?') ? '&' : '?';
    const page = (await api('GET', `${path}${sep}limit=${limit}&offset=${offset}`)).body;
    all.push(...page.data);
    expect(page.hasMore).toBe(offset + page.data.length < total);
    if (!page.hasMore) return all;
  }
}

describe.each(sortOrders)('paging with sort %s', (sort) => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let api: Client;
  beforeAll(async () => {
    server = await startServer({ apiKeys: ['key'], seed: 'none', sort });
    api = client(server.url, 'key');
    for (let i = 0; i < 250; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) => api('POST', '/v1/contacts', { fields: { n: i + j } })),
      );
    }
  });
  afterAll(() => server.close());

  it('returns every record exactly once, and the same order on every request', async () => {
    const first = await pageAll(api, '/v1/contacts', 100, 250);
    expect(first).toHaveLength(250);
    const ids = first.map((c) => c.id);
    expect(new Set(ids).size).toBe(250);
    const byId = [...ids].sort();
    if (sort === 'id') expect(ids).toEqual(byId);
    if (sort === 'random') expect(ids).not.toEqual(byId);
    const again = await pageAll(api, '/v1/contacts', 100, 250);
    expect(again.map((c) => c.id)).toEqual(first.map((c) => c.id));
    const exact = (await api('GET', '/v1/contacts?limit=250')).body;
    expect(exact.hasMore).toBe(false);
    expect((await api('GET', '/v1/contacts?limit=249')).body.hasMore).toBe(true);
    expect((await api('GET', '/v1/contacts?offset=250')).body).toEqual({
      data: [],
      hasMore: false,
    });
    expect((await api('GET', '/v1/contacts')).body.data).toHaveLength(100);
  });
});

describe('filters', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let api: Client;
  beforeAll(async () => {
    server = await startServer({ apiKeys: ['key'], seed: 'demo' });
    api = client(server.url, 'key');
  });
  afterAll(() => server.close());

  it('updatedSince is inclusive and sees every later change', async () => {
    const contact = (await api('POST', '/v1/contacts', { fields: { n: 1 } })).body;
    const since = (await api('GET', `/v1/contacts?updatedSince=${contact.updatedAt}`)).body.data;
    expect(since.map((c: { id: string }) => c.id)).toEqual([contact.id]);
    const offsetForm = contact.updatedAt.replace('Z', '+00:00');
    expect(
      (await api('GET', `/v1/contacts?updatedSince=${encodeURIComponent(offsetForm)}`)).body.data,
    ).toHaveLength(1);
    const patched = (await api('PATCH', `/v1/contacts/${contact.id}`, { status: 'customer' })).body;
    const later = (await api('GET', `/v1/contacts?updatedSince=${patched.updatedAt}`)).body.data;
    expect(later).toEqual([patched]);
    const after = new Date(Date.parse(patched.updatedAt) + 1).toISOString();
    expect((await api('GET', `/v1/contacts?updatedSince=${after}`)).body.data).toEqual([]);
    for (const path of ['/v1/buildings', '/v1/deals', '/v1/projects']) {
      expect((await api('GET', `${path}?updatedSince=${after}`)).body).toEqual({
        data: [],
        hasMore: false,
      });
    }
  });

  it('hides archived deals unless includeArchived=true; filters by stage, status, contact', async () => {
    const visible = (await api('GET', '/v1/deals?limit=500')).body.data;
    const all = (await api('GET', '/v1/deals?limit=500&includeArchived=true')).body.data;
    expect(visible.every((d: { archivedAt: unknown }) => d.archivedAt === null)).toBe(true);
    expect(all.length).toBeGreaterThan(visible.length);
    expect((await api('GET', '/v1/deals?limit=500&includeArchived=false')).body.data).toEqual(
      visible,
    );
    const [one] = all;
    for (const [param, field] of [
      ['stageId', 'stageId'],
      ['status', 'status'],
      ['contactId', 'contactId'],
    ]) {
      const value = one[field as string];
      const page = (await api('GET', `/v1/deals?includeArchived=true&limit=500&${param}=${value}`))
        .body.data;
      expect(page.length).toBeGreaterThan(0);
      expect(page.every((d: Record<string, unknown>) => d[field as string] === value)).toBe(true);
    }
  });

  it('lists projects by contact', async () => {
    const [project] = (await api('GET', '/v1/projects?limit=1')).body.data;
    const page = (await api('GET', `/v1/projects?contactId=${project.contactId}`)).body.data;
    expect(page.every((p: { contactId: string }) => p.contactId === project.contactId)).toBe(true);
  });
});
