import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/shared/api';
import { startServer } from '../../src/server';
import { client, raw, scaffold, type Client } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let api: Client;
let refs: Awaited<ReturnType<typeof scaffold>>;

beforeAll(async () => {
  server = await startServer({ apiKeys: ['k'], seed: 'none' });
  api = client(server.url, 'k');
  refs = await scaffold(api);
});
afterAll(() => server.close());

const nested = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function contactCount(): Promise<number> {
  return (await api('GET', '/v1/contacts?limit=500')).body.data.length;
}

describe('nesting depth', () => {
  it('refuses bodies nested deeper than 64 levels with 400 malformed_json, never 500', async () => {
    const before = await contactCount();
    const module = `/v1/projects/${refs.project.id}/modules/verbrauch`;
    for (const [method, path, body] of [
      ['POST', '/v1/contacts', `{"fields":{"a":${arrays(10_000)}}}`],
      ['POST', '/v1/contacts', `{"fields":${nested(10_000)}}`],
      ['POST', '/v1/contacts', `{"fields":{"a":${arrays(200_000)}}}`],
      ['POST', '/v1/contacts', nested(10_000)],
      ['PATCH', module, `{"payload":${nested(64)}}`],
      ['POST', '/v1/contacts', `{"fields":${nested(64)}}`],
    ] as const) {
      const answer = await api(method, path, body);
      expect(answer.status, body.slice(0, 40)).toBe(400);
      const error = apiErrorBodySchema.parse(answer.body).error;
      expect(error.code).toBe('malformed_json');
      expect(error.message).toContain('64');
    }
    // Brackets and braces inside strings do not count.
    const text = JSON.stringify({ fields: { a: '{['.repeat(500), b: '\\"{['.repeat(10) } });
    expect((await api('POST', '/v1/contacts', text)).status).toBe(201);
    // 64 levels in all (the body object is level 1) pass.
    const deepest = await api('POST', '/v1/contacts', `{"fields":${nested(63)}}`);
    expect(deepest.status).toBe(201);
    const payload = await api('PATCH', module, `{"payload":${nested(63)}}`);
    expect(payload.status).toBe(200);
    expect(await contactCount()).toBe(before + 2);
  });

  it('still answers malformed JSON with 400 malformed_json', async () => {
    for (const body of ['{', '{"a":}', '[1,,2]', '{"fields":{"a":1}}}', 'nul']) {
      const answer = await api('POST', '/v1/contacts', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error.code, body).toBe('malformed_json');
    }
  });
});

describe('other bad input', () => {
  it('refuses numbers beyond the double range by field instead of storing null', async () => {
    const before = await contactCount();
    for (const [path, body, field] of [
      ['/v1/contacts', '{"fields":{"a":1e400}}', 'fields.a'],
      ['/v1/contacts', `{"fields":{"list":[1,-${'9'.repeat(400)}]}}`, 'fields.list.1'],
      [
        '/v1/deals',
        `{"contactId":"${refs.contact.id}","stageId":"${refs.stages[0].id}","title":"t","value":1e999}`,
        'value',
      ],
    ] as const) {
      const answer = await api('POST', path, body);
      expect(answer.status, body).toBe(400);
      const error = apiErrorBodySchema.parse(answer.body).error;
      expect(error.code).toBe('validation_failed');
      expect(error.message).toContain(field);
      expect(error.details).toEqual([expect.objectContaining({ path: field })]);
    }
    const module = `/v1/projects/${refs.project.id}/modules/verbrauch`;
    const payload = await api('PATCH', module, '{"payload":{"kwh":[1e309]}}');
    expect(payload.status).toBe(400);
    expect(payload.body.error.message).toContain('payload.kwh.0');
    expect(await contactCount()).toBe(before);
  });

  it('refuses a JSON null body where an object belongs', async () => {
    const before = await contactCount();
    const answer = await api('POST', '/v1/contacts', 'null');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.details[0].path).toBe('(body)');
    expect((await api('PATCH', `/v1/deals/x`, 'null')).status).toBe(400);
    expect(await contactCount()).toBe(before);
    // No body at all stays "all fields omitted".
    expect((await api('POST', '/v1/contacts')).status).toBe(201);
  });

  it('answers bad URL encodings and over-long path ids in the error shape', async () => {
    const headers = { authorization: 'Bearer k' };
    const badUrl = await raw(server.url, 'GET', '/v1/contacts/%ZZ', { headers });
    expect(badUrl.status).toBe(400);
    expect(apiErrorBodySchema.parse(badUrl.body).error.code).toBe('validation_failed');
    expect(badUrl.body.error.message).toContain('path');
    const long = await raw(server.url, 'GET', `/v1/deals/${'x'.repeat(5000)}`, { headers });
    expect(long.status).toBe(414);
    expect(apiErrorBodySchema.parse(long.body).error.code).toBe('validation_failed');
  });

  it('refuses query parameters on endpoints that take none, naming them', async () => {
    const deal = (
      await api('POST', '/v1/deals', {
        contactId: refs.contact.id,
        stageId: refs.stages[0].id,
        title: 'q',
      })
    ).body;
    const before = await contactCount();
    for (const [method, path, body] of [
      ['GET', '/v1/deal-stages?x=1', undefined],
      ['GET', `/v1/deals/${deal.id}?x=1`, undefined],
      ['GET', `/v1/contacts/${refs.contact.id}?x=1`, undefined],
      ['GET', `/v1/projects/${refs.project.id}/pv-plans?x=1`, undefined],
      ['GET', `/v1/projects/${refs.project.id}/modules?x=1`, undefined],
      ['POST', '/v1/contacts?x=1', {}],
      ['PATCH', `/v1/deals/${deal.id}?x=1`, { title: 'changed' }],
      ['POST', `/v1/projects/${refs.project.id}/archive?x=1`, undefined],
    ] as const) {
      const answer = await api(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.message).toContain('x');
      expect(answer.body.error.details).toEqual([expect.objectContaining({ path: 'x' })]);
    }
    expect(await contactCount()).toBe(before);
    expect((await api('GET', `/v1/deals/${deal.id}`)).body.title).toBe('q');
    expect((await api('GET', `/v1/projects/${refs.project.id}`)).body.status).not.toBe('archived');
  });

  it('refuses a body on POST .../archive, which takes none', async () => {
    const path = `/v1/projects/${refs.project.id}/archive`;
    for (const body of ['[]', '{"a":1}', '"x"']) {
      const answer = await api('POST', path, body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
      expect(answer.body.error.details[0].path).toBe('(body)');
    }
    expect((await api('GET', `/v1/projects/${refs.project.id}`)).body.status).not.toBe('archived');
    expect((await api('POST', path, {})).status).toBe(200);
  });
});
