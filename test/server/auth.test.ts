import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { client, scaffold, type Client } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let a: Client;
let b: Client;

beforeAll(async () => {
  server = await startServer({
    apiKeys: ['key-a', 'key-b'],
    noAccessKeys: ['key-waiting'],
    seed: 'demo',
  });
  a = client(server.url, 'key-a');
  b = client(server.url, 'key-b');
});
afterAll(() => server.close());

describe('authentication', () => {
  it('answers 401 without, with a malformed and with a wrong key', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'key-a' },
      { authorization: 'Basic a2V5LWE6' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer key-a extra' },
      { authorization: 'Bearer key-c' },
      { authorization: 'Bearer key-a2' },
    ]) {
      const answer = await client(server.url, null)('GET', '/v1/contacts', undefined, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
    const post = await client(server.url, 'wrong')('POST', '/v1/contacts', {});
    expect(post.status).toBe(401);
    expect((await a('GET', '/v1/contacts?limit=500')).body.data).toHaveLength(40);
  });

  it('accepts the scheme in any case', async () => {
    const answer = await client(server.url, null)('GET', '/v1/deal-stages', undefined, {
      authorization: 'bearer key-b',
    });
    expect(answer.status).toBe(200);
  });

  it('answers 403 api_access_not_granted for a workspace without early access', async () => {
    const waiting = client(server.url, 'key-waiting');
    for (const [method, path] of [
      ['GET', '/v1/contacts'],
      ['POST', '/v1/contacts'],
      ['GET', '/v1/deal-stages'],
    ] as const) {
      const answer = await waiting(method, path, method === 'POST' ? {} : undefined);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('api_access_not_granted');
    }
  });
});

describe('workspace isolation', () => {
  it('starts every workspace with its own pipeline; only the first gets the seed', async () => {
    const stagesA = (await a('GET', '/v1/deal-stages')).body.data;
    const stagesB = (await b('GET', '/v1/deal-stages')).body.data;
    expect(stagesB.length).toBe(stagesA.length);
    expect(stagesB[0].id).not.toBe(stagesA[0].id);
    expect((await b('GET', '/v1/contacts')).body).toEqual({ data: [], hasMore: false });
  });

  it("answers 404 for another workspace's records, as if they did not exist", async () => {
    const mine = await scaffold(a);
    const deal = (
      await a('POST', '/v1/deals', {
        contactId: mine.contact.id,
        stageId: mine.stages[0].id,
        title: 'Geheim',
      })
    ).body;
    const plan = (
      await a('POST', `/v1/projects/${mine.project.id}/pv-plans`, { originLat: 1, originLng: 1 })
    ).body;
    const unknown = async (method: string, path: string, body?: unknown) => {
      const theirs = await b(method, path, body);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(theirs.body)).not.toContain('Geheim');
    };
    await unknown('GET', `/v1/deals/${deal.id}`);
    await unknown('PATCH', `/v1/deals/${deal.id}`, { title: 'Übernommen' });
    await unknown('GET', `/v1/contacts/${mine.contact.id}`);
    await unknown('PATCH', `/v1/contacts/${mine.contact.id}`, { status: 'customer' });
    await unknown('GET', `/v1/buildings/${mine.building.id}`);
    await unknown('GET', `/v1/projects/${mine.project.id}`);
    await unknown('PATCH', `/v1/projects/${mine.project.id}`, { title: 'x' });
    await unknown('POST', `/v1/projects/${mine.project.id}/archive`);
    await unknown('GET', `/v1/projects/${mine.project.id}/modules`);
    await unknown('PATCH', `/v1/projects/${mine.project.id}/modules/jaz`, { status: 'draft' });
    await unknown('GET', `/v1/projects/${mine.project.id}/pv-plans`);
    await unknown('POST', `/v1/projects/${mine.project.id}/pv-plans`, {
      originLat: 1,
      originLng: 1,
    });
    await unknown('GET', `/v1/pv-plans/${plan.id}`);
    await unknown('PATCH', `/v1/pv-plans/${plan.id}`, { name: 'x' });

    const theirStages = (await b('GET', '/v1/deal-stages')).body.data;
    const theirContact = (await b('POST', '/v1/contacts', {})).body;
    const crossRef = await b('POST', '/v1/deals', {
      contactId: mine.contact.id,
      stageId: theirStages[0].id,
      title: 'x',
    });
    expect(crossRef.status).toBe(422);
    const crossStage = await b('POST', '/v1/deals', {
      contactId: theirContact.id,
      stageId: mine.stages[0].id,
      title: 'x',
    });
    expect(crossStage.status).toBe(422);
    const lists = await Promise.all(
      ['/v1/contacts', '/v1/buildings', '/v1/deals?includeArchived=true', '/v1/projects'].map((p) =>
        b('GET', `${p}${p.includes('?') ? '&' : '?'}limit=500`),
      ),
    );
    const everything = JSON.stringify(lists.map((l) => l.body));
    for (const id of [mine.contact.id, mine.building.id, mine.project.id, deal.id]) {
      expect(everything).not.toContain(id);
    }
    expect((await a('GET', `/v1/deals/${deal.id}`)).body).toEqual(deal);
  });
});
