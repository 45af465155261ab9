import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema, limits } from '../../src/shared/api';
import { startServer } from '../../src/server';
import { client, scaffold, type Client } from './helpers';

let server: Awaited<ReturnType<typeof startServer>>;
let api: Client;
let refs: Awaited<ReturnType<typeof scaffold>>;

beforeAll(async () => {
  server = await startServer({ apiKeys: ['key-a'], seed: 'none', bodyLimit: 64 * 1024 });
  api = client(server.url, 'key-a');
  refs = await scaffold(api);
});
afterAll(() => server.close());

/** Asserts a 400 validation_failed whose message names the field. */
async function expectRefused(answer: Promise<{ status: number; body: unknown }>, field: string) {
  const { status, body } = await answer;
  expect(status).toBe(400);
  const error = apiErrorBodySchema.parse(body).error;
  expect(error.code).toBe('validation_failed');
  expect(error.message).toContain(field);
  expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  return error;
}

const deal = () => ({ contactId: refs.contact.id, stageId: refs.stages[0].id, title: 'Titel' });
const pvPath = () => `/v1/projects/${refs.project.id}/pv-plans`;

describe('the Limits table, at the edge and one past it', () => {
  it.each(['/v1/contacts', '/v1/buildings', '/v1/deals', '/v1/projects'])(
    'limit and offset of %s',
    async (path) => {
      for (const ok of ['limit=1', 'limit=500', 'offset=0', `offset=${limits.offsetMax}`]) {
        expect((await api('GET', `${path}?${ok}`)).status).toBe(200);
      }
      const tooBig = await expectRefused(api('GET', `${path}?limit=501`), 'limit');
      expect(tooBig.message).toContain('500');
      await expectRefused(api('GET', `${path}?limit=0`), 'limit');
      await expectRefused(api('GET', `${path}?limit=abc`), 'limit');
      await expectRefused(api('GET', `${path}?limit=1.5`), 'limit');
      await expectRefused(api('GET', `${path}?offset=-1`), 'offset');
      await expectRefused(api('GET', `${path}?offset=${limits.offsetMax + 2}`), 'offset');
      await expectRefused(api('GET', `${path}?updatedSince=yesterday`), 'updatedSince');
      await expectRefused(api('GET', `${path}?bogus=1`), '(body)');
    },
  );

  it('deal title 1..200 and projectTypeIds up to 50', async () => {
    expect((await api('POST', '/v1/deals', { ...deal(), title: 'x' })).status).toBe(201);
    expect((await api('POST', '/v1/deals', { ...deal(), title: 'x'.repeat(200) })).status).toBe(
      201,
    );
    const long = await expectRefused(
      api('POST', '/v1/deals', { ...deal(), title: 'x'.repeat(201) }),
      'title',
    );
    expect(long.message).toContain('200');
    await expectRefused(api('POST', '/v1/deals', { ...deal(), title: '' }), 'title');
    const fifty = Array.from({ length: 50 }, (_, i) => `t${i}`);
    expect((await api('POST', '/v1/deals', { ...deal(), projectTypeIds: fifty })).status).toBe(201);
    await expectRefused(
      api('POST', '/v1/deals', { ...deal(), projectTypeIds: [...fifty, 'x'] }),
      'projectTypeIds',
    );
    const created = (await api('POST', '/v1/deals', deal())).body;
    await expectRefused(
      api('PATCH', `/v1/deals/${created.id}`, { title: 'x'.repeat(201) }),
      'title',
    );
  });

  it('PV plan name 1..191, originLat -90..90, originLng -180..180', async () => {
    for (const body of [
      { originLat: 90, originLng: 180, name: 'x'.repeat(191) },
      { originLat: -90, originLng: -180, name: 'x' },
    ]) {
      expect((await api('POST', pvPath(), body)).status).toBe(201);
    }
    await expectRefused(api('POST', pvPath(), { originLat: 0, originLng: 0, name: '' }), 'name');
    await expectRefused(
      api('POST', pvPath(), { originLat: 0, originLng: 0, name: 'x'.repeat(192) }),
      'name',
    );
    await expectRefused(api('POST', pvPath(), { originLat: 90.0001, originLng: 0 }), 'originLat');
    await expectRefused(api('POST', pvPath(), { originLat: -90.5, originLng: 0 }), 'originLat');
    await expectRefused(api('POST', pvPath(), { originLat: 0, originLng: 180.01 }), 'originLng');
    await expectRefused(api('POST', pvPath(), { originLat: 0, originLng: -181 }), 'originLng');
    await expectRefused(api('POST', pvPath(), { originLng: 0 }), 'originLat');
  });

  it('building countryCode exactly 2, names and titles at least 1', async () => {
    const building = { contactId: refs.contact.id, name: 'Haus' };
    expect((await api('POST', '/v1/buildings', { ...building, countryCode: 'AT' })).status).toBe(
      201,
    );
    await expectRefused(
      api('POST', '/v1/buildings', { ...building, countryCode: 'D' }),
      'countryCode',
    );
    await expectRefused(
      api('POST', '/v1/buildings', { ...building, countryCode: 'DEU' }),
      'countryCode',
    );
    await expectRefused(api('POST', '/v1/buildings', { ...building, name: '' }), 'name');
    await expectRefused(api('POST', '/v1/buildings', { ...building, contactId: '' }), 'contactId');
    const project = { contactId: refs.contact.id, buildingId: refs.building.id, title: '' };
    await expectRefused(api('POST', '/v1/projects', project), 'title');
    await expectRefused(api('PATCH', `/v1/projects/${refs.project.id}`, { title: '' }), 'title');
  });

  it('schemaVersion within the safe integer range', async () => {
    const path = `/v1/projects/${refs.project.id}/modules/jaz`;
    for (const v of [limits.safeIntegerMax, limits.safeIntegerMin]) {
      expect((await api('PATCH', path, { schemaVersion: v })).status).toBe(200);
    }
    await expectRefused(api('PATCH', path, `{"schemaVersion": 9007199254740992}`), 'schemaVersion');
    await expectRefused(api('PATCH', path, { schemaVersion: 1.5 }), 'schemaVersion');
  });

  it('includeArchived accepts only true/false', async () => {
    expect((await api('GET', '/v1/deals?includeArchived=true')).status).toBe(200);
    await expectRefused(api('GET', '/v1/deals?includeArchived=yes'), 'includeArchived');
  });
});

describe('bad input', () => {
  it('refuses wrong types, unknown enum values and unknown fields by name', async () => {
    await expectRefused(api('POST', '/v1/contacts', { status: 'qualified' }), 'status');
    await expectRefused(api('POST', '/v1/contacts', { fields: 'x' }), 'fields');
    await expectRefused(api('POST', '/v1/contacts', { firstName: 'Anna' }), '(body)');
    await expectRefused(api('POST', '/v1/contacts', [1, 2]), '(body)');
    await expectRefused(api('POST', '/v1/deals', { ...deal(), value: '12' }), 'value');
    await expectRefused(api('PATCH', `/v1/deals/x`, { status: 'closed' }), 'status');
    await expectRefused(api('GET', '/v1/deals?status=closed'), 'status');
    await expectRefused(api('GET', '/v1/contacts?status=a&status=b'), 'status');
    await expectRefused(
      api('POST', '/v1/buildings', { contactId: refs.contact.id, name: 'H', buildingYear: 19.5 }),
      'buildingYear',
    );
    await expectRefused(
      api('PATCH', `/v1/projects/${refs.project.id}/modules/jaz`, { status: 'done' }),
      'status',
    );
    await expectRefused(
      api('PATCH', `/v1/projects/${refs.project.id}/modules/jaz`, { payload: [1] }),
      'payload',
    );
  });

  it('answers malformed JSON, non-JSON content types and too large bodies', async () => {
    const malformed = await api('POST', '/v1/contacts', '{"fields": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('malformed_json');
    const text = await api('POST', '/v1/contacts', 'status=lead', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toContain('application/json');
    const large = await api('POST', '/v1/contacts', { fields: { blob: 'x'.repeat(70 * 1024) } });
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('payload_too_large');
    const proto = await api('POST', '/v1/contacts', '{"fields": {"__proto__": {"x": 1}}}');
    expect(proto.status).toBe(400);
  });

  it('answers 404 for unknown paths and ids, naming the id', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nothing'],
      ['GET', '/nothing'],
      ['DELETE', '/v1/contacts/x'],
      ['PUT', '/v1/deals/x'],
    ] as const) {
      const answer = await api(method, path);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('not_found');
    }
    for (const path of [
      '/v1/deals/deal_nope',
      '/v1/contacts/deal_nope',
      '/v1/buildings/deal_nope',
      '/v1/projects/deal_nope',
      '/v1/projects/deal_nope/modules',
      '/v1/pv-plans/deal_nope',
    ]) {
      const answer = await api('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message).toContain('deal_nope');
    }
    expect((await api('PATCH', '/v1/contacts/deal_nope', {})).status).toBe(404);
    expect((await api('PATCH', '/v1/deals/deal_nope', {})).status).toBe(404);
    expect((await api('PATCH', '/v1/projects/deal_nope', {})).status).toBe(404);
    expect((await api('POST', '/v1/projects/deal_nope/archive')).status).toBe(404);
  });

  it('answers 422 naming the field for references to unknown records, and changes nothing', async () => {
    const before = (await api('GET', '/v1/deals?limit=500&includeArchived=true')).body.data.length;
    const cases: [string, string, unknown, string][] = [
      ['POST', '/v1/buildings', { contactId: 'nope', name: 'H' }, 'contactId'],
      ['POST', '/v1/deals', { ...deal(), contactId: 'nope' }, 'contactId'],
      ['POST', '/v1/deals', { ...deal(), stageId: 'nope' }, 'stageId'],
      [
        'POST',
        '/v1/projects',
        { contactId: refs.contact.id, buildingId: 'nope', title: 'P' },
        'buildingId',
      ],
      [
        'POST',
        '/v1/projects',
        { contactId: 'nope', buildingId: refs.building.id, title: 'P' },
        'contactId',
      ],
      ['POST', pvPath(), { originLat: 0, originLng: 0, buildingId: 'nope' }, 'buildingId'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await api(method, path, body);
      expect(answer.status, `${path} ${field}`).toBe(422);
      expect(answer.body.error.message).toContain(field);
      expect(answer.body.error.message).toContain('nope');
    }
    const created = (await api('POST', '/v1/deals', deal())).body;
    for (const [field, value] of [
      ['stageId', 'nope'],
      ['contactId', 'nope'],
      ['projectId', 'nope'],
    ]) {
      const answer = await api('PATCH', `/v1/deals/${created.id}`, {
        title: 'Neu',
        [field as string]: value,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.message).toContain(field);
    }
    expect((await api('GET', `/v1/deals/${created.id}`)).body).toEqual(created);
    const after = (await api('GET', '/v1/deals?limit=500&includeArchived=true')).body.data.length;
    expect(after).toBe(before + 1);
  });
});
