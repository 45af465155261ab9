import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { apiErrorCodes } from '../../src/shared/api';
import {
  readRefusal,
  refusalIssueCodes,
  type RefusalLike,
  type RefusalStatus,
} from '../../src/shared/api/refusal';
import { refusalWordsDe, refusalWordsEn } from '../../src/shared/api/refusal-words';
import { formatOutbox } from '../../src/main/cli/format';
import { refusalInGerman } from '../../src/main/cli/refusal-words';
import { ApiPeer, coreFor, officeProject, syncUntilQuiet, tempDir } from './helpers';

/*
 * The reference server words its refusals in English; the user is German. Every code the server
 * can answer with, and every per-field problem it can name, has a German sentence (and an
 * English one), found by reading the server's and the contract's sources and by asking the
 * running server for each refusal it documents.
 */

const root = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The error codes the server's source can answer with: `errorBody('x'` and `ApiError(4xx, 'x'`. */
function serverCodes(): string[] {
  const codes = new Set<string>(apiErrorCodes);
  for (const file of sources(join(root, 'src/server'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/errorBody\(\s*'([a-z_]+)'|ApiError\(\s*\d+,\s*'([a-z_]+)'/g))
      codes.add((m[1] ?? m[2])!);
  }
  return [...codes];
}

/** Per-field problem codes: zod's own (its type declarations) and the contract's refinements. */
function issueCodes(): string[] {
  const codes = new Set<string>();
  const zod = readFileSync(join(root, 'node_modules/zod/v4/core/errors.d.ts'), 'utf8');
  for (const m of zod.matchAll(/readonly code: "([a-z_]+)"/g)) codes.add(m[1]!);
  codes.delete('custom'); // a refinement: it names its own code (below)
  for (const file of [
    join(root, 'src/shared/api/resources.ts'),
    ...sources(join(root, 'src/server')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/params: \{ code: '([a-z_]+)'|code: '([a-z_]+)', params/g))
      codes.add((m[1] ?? m[2])!);
  }
  return [...codes];
}

/**
 * The HTTP statuses the server's source can answer a write with: `ApiError(NNN`, `.code(NNN)`
 * and the chaos's list of server errors (`[500, 502, 503]`). Successes and 204 are left out.
 */
function serverStatuses(): number[] {
  const statuses = new Set<number>();
  for (const file of sources(join(root, 'src/server'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/ApiError\(\s*(\d{3})|\.code\(\s*(\d{3})\s*\)/g))
      statuses.add(Number(m[1] ?? m[2]));
    for (const m of text.matchAll(/\[(\d{3}(?:, \d{3})+)\]/g))
      for (const status of m[1]!.split(', ')) statuses.add(Number(status));
  }
  return [...statuses].filter((status) => status >= 400).sort();
}

const de = (r: RefusalLike) => refusalInGerman(r);

describe('every refusal the server can give has a German sentence', () => {
  it.each(serverCodes())('error code %s', (code) => {
    const reading = readRefusal({ status: 400, code, message: 'x' });
    expect(reading.code).toBe(code);
    const german = refusalWordsDe.code[reading.code];
    const english = refusalWordsEn.code[reading.code];
    expect(german).toMatch(/\S/);
    expect(english).toMatch(/\S/);
    expect(german).not.toBe(english);
  });

  it('the lists the wording knows cover what the sources can produce', () => {
    expect(new Set(refusalIssueCodes)).toEqual(new Set(issueCodes()));
  });

  it.each(issueCodes())('per-field problem %s', (code) => {
    const params = code === 'unrecognized_keys' ? { keys: 'farbe' } : { maximum: 3 };
    const reading = readRefusal({
      status: 400,
      code: 'validation_failed',
      message: 'x',
      details: [{ path: 'title', message: 'x', code, params }],
    });
    expect(reading.issues).toHaveLength(1);
    expect(reading.issues[0]!.key).not.toBe('other');
    expect(refusalWordsDe.issue[reading.issues[0]!.key]).toMatch(/\S/);
  });

  it('finds the statuses the server answers writes with in its source', () => {
    expect(serverStatuses()).toEqual(expect.arrayContaining([400, 401, 404, 409, 422, 429, 503]));
  });

  // Another server may answer with a code of its own: its status still says what happened.
  it.each([...new Set([...serverStatuses(), 409, 412])])(
    'HTTP %i with a code of another server',
    (status) => {
      const german = de({ status, code: 'something_else', message: 'x' });
      expect(german).not.toMatch(/nicht kennt/);
      expect(german).toBe(refusalWordsDe.status[status as RefusalStatus]);
      expect(refusalWordsEn.status[status as RefusalStatus]).toMatch(/\S/);
      expect(refusalWordsEn.status[status as RefusalStatus]).not.toBe(german);
    },
  );

  it('a conflicting write refused by another server says that the server changed meanwhile', () => {
    expect(de({ status: 412, code: 'precondition_failed', message: 'ETag mismatch' })).toMatch(
      /inzwischen geändert/,
    );
    expect(de({ status: 409, code: 'conflict', message: 'Version conflict' })).toMatch(
      /inzwischen geändert/,
    );
  });

  it('a code nobody documented still says something, with the HTTP status', () => {
    expect(de({ status: 418, code: 'teapot', message: "I'm a teapot" })).toBe(
      'Der Server hat einen Grund genannt, den die App nicht kennt (HTTP 418); siehe Originaltext.',
    );
  });
});

describe('the reference server, asked for each refusal it documents', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({
      apiKeys: ['key-a'],
      noAccessKeys: ['key-closed'],
      seed: 'none',
    });
  });
  afterAll(() => server.close());

  /** The refusal as the outbox stores it (push.ts: status, code, message, details). */
  async function refusal(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<RefusalLike> {
    const response = await fetch(server.url + path, {
      method,
      headers: {
        authorization: 'Bearer key-a',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body,
    });
    expect(response.ok).toBe(false);
    const { error } = (await response.json()) as {
      error: { code: string; message: string; details?: unknown };
    };
    return { status: response.status, ...error };
  }

  it('words each in German, naming the field and the bound', async () => {
    const office = new ApiPeer(server.url);
    const { contact, project } = await officeProject(office, 'Ehrlich');
    const stages = await office.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages');
    await office.request('PATCH', `/v1/projects/${project.id}/modules/waermepumpe`, {
      status: 'locked',
    });
    const deal = (extra: Record<string, unknown>) =>
      JSON.stringify({
        contactId: contact.id,
        title: 'Wärmepumpe',
        stageId: stages.data[0]!.id,
        ...extra,
      });
    let deep = '1';
    for (let i = 0; i < 70; i++) deep = `[${deep}]`;

    const cases: [() => Promise<RefusalLike>, string][] = [
      [
        () => refusal('POST', '/v1/deals', deal({ title: 'x'.repeat(201) })),
        'title: zu lang (höchstens 200 Zeichen).',
      ],
      [() => refusal('POST', '/v1/deals', deal({ title: '' })), 'title: darf nicht leer sein.'],
      [() => refusal('POST', '/v1/deals', deal({ value: 'viel' })), 'value: muss eine Zahl sein.'],
      [
        () => refusal('POST', '/v1/deals', deal({ projectTypeIds: Array(51).fill('a') })),
        'projectTypeIds: zu viele Einträge (höchstens 50).',
      ],
      [
        () => refusal('PATCH', `/v1/deals/x`, JSON.stringify({ status: 'vielleicht' })),
        'status: dieser Wert ist hier nicht erlaubt.',
      ],
      [
        () => refusal('POST', '/v1/deals', deal({ farbe: 'grün' })),
        'farbe: dieses Feld kennt der Server nicht.',
      ],
      [
        () => refusal('POST', '/v1/deals', deal({ stageId: 'stg_weg' })),
        'stageId: diesen Datensatz gibt es im Arbeitsbereich nicht (mehr).',
      ],
      [
        () =>
          refusal('POST', `/v1/projects/${project.id}/pv-plans`, '{"originLat":91,"originLng":7}'),
        'originLat: zu groß (höchstens 90).',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{"fields":{"fläche":1e400}}'),
        'fields.fläche: die Zahl ist zu groß, um sie zu speichern.',
      ],
      [
        () => refusal('POST', '/v1/contacts', `{"fields":{"a":${deep}}}`),
        'Die Änderung: zu tief verschachtelt (höchstens 64 Ebenen).',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{"fields":{"__proto__":{"x":1}}}'),
        'Der Server konnte die Änderung nicht lesen.',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{"fields":'),
        'Der Server konnte die Änderung nicht lesen.',
      ],
      [
        () => refusal('POST', '/v1/contacts', 'null'),
        'Die Änderung: muss eine Gruppe von Angaben sein.',
      ],
      [
        () =>
          refusal(
            'PATCH',
            `/v1/projects/${project.id}/modules/waermepumpe`,
            JSON.stringify({ payload: { a: 1 } }),
          ),
        'Das Modul ist auf dem Server gesperrt',
      ],
      [
        () => refusal('PATCH', `/v1/deals/${'x'.repeat(101)}`, '{}'),
        'Die Änderung: eine Kennung ist zu lang (höchstens 100 Zeichen).',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{}', { 'content-type': 'text/plain' }),
        'Eine Angabe entspricht nicht den Regeln des Servers.',
      ],
      [
        () => refusal('PATCH', '/v1/deals/dl_weg', '{}'),
        'Diesen Datensatz gibt es auf dem Server nicht (mehr).',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{}', { authorization: 'Bearer falsch' }),
        'Der Server nimmt den Zugangsschlüssel nicht (mehr) an.',
      ],
      [
        () => refusal('POST', '/v1/contacts', '{}', { authorization: 'Bearer key-closed' }),
        'Für diesen Arbeitsbereich ist der Zugang über die Schnittstelle noch nicht freigeschaltet.',
      ],
    ];
    // A key used before for another body.
    const first = await fetch(`${server.url}/v1/contacts`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer key-a',
        'content-type': 'application/json',
        'idempotency-key': 'k2',
      },
      body: '{}',
    });
    expect(first.status).toBe(201);
    cases.push([
      () => refusal('POST', '/v1/contacts', '{"status":"lead"}', { 'idempotency-key': 'k2' }),
      'Der Server hat die Änderung für eine andere, schon gesendete gehalten und nichts gespeichert.',
    ]);

    for (const [pending, german] of cases) {
      const answer = await pending();
      const reading = readRefusal(answer);
      expect(reading.code, answer.message).not.toBe('unknown');
      expect(
        reading.issues.map((i) => i.key),
        answer.message,
      ).not.toContain('other');
      expect(de(answer), answer.message).toContain(german);
    }
  });
});

describe('a refused write, in the CLI outbox', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('says in German why, and keeps the server’s own words', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'refused.sqlite'));
    try {
      const contact = await office.request<{ id: string }>('POST', '/v1/contacts', {
        fields: { lastName: 'Gerd' },
      });
      await core.engine.sync();
      core.engine.setPaused(true);
      const [stage] = core.store.dump().dealStages;
      core.store.createDeal({
        contactId: contact.id,
        title: 'Wärmepumpe Gerd',
        stageId: stage!.id,
      });
      // Meanwhile the office removes the contact: the deal names a contact the server has not.
      await office.request('DELETE', `/v1/contacts/${contact.id}`);
      core.engine.setPaused(false);
      await syncUntilQuiet(core);
      const entries = core.store.listOutbox();
      expect(entries).toMatchObject([{ state: 'rejected', rejection: { status: 422 } }]);
      const text = formatOutbox(entries);
      expect(text).toContain(
        'abgelehnt: contactId: diesen Datensatz gibt es im Arbeitsbereich nicht (mehr).',
      );
      expect(text).toContain(`server's words: contactId: no contact with id "${contact.id}"`);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
