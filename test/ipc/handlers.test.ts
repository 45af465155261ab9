import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project, ProjectModule } from '../../src/shared/api';
import { channels, type IpcResult, type SyncStatusView } from '../../src/shared/ipc/contract';
import { CoreError } from '../../src/main/core/errors';
import { toIpcError } from '../../src/main/ipc/errors';
import { openCore, type Core } from '../../src/main/core';
import {
  createHandlers,
  dispatch,
  hostChannels,
  type CoreHandlers,
} from '../../src/main/ipc/handlers';

const at = '2026-01-10T09:00:00.000Z';

const project: Project = {
  id: 'prj_1',
  contactId: 'con_1',
  buildingId: 'bld_1',
  title: 'Heizlast Müller',
  type: 'heat-planning',
  status: 'active',
  versionNumber: 1,
  rootProjectId: null,
  parentProjectId: null,
  isVisibleInCustomerPortal: false,
  archivedAt: null,
  createdAt: at,
  updatedAt: at,
};

const moduleOf = (key: string, locked: boolean): ProjectModule => ({
  id: `mod_${key}`,
  projectId: 'prj_1',
  moduleKey: key,
  status: locked ? 'locked' : 'draft',
  schemaVersion: 3,
  payload: { programm: 'BEG EM', unknownKey: { nested: [1, 2] } },
  validationState: null,
  lockedReason: locked ? 'Antrag eingereicht' : null,
  lastCompletedAt: null,
  createdAt: at,
  updatedAt: at,
});

let dir: string;
let core: Core;
let handlers: CoreHandlers;

const call = (channel: unknown, request?: unknown) => dispatch(handlers, channel, request);
const value = <T = unknown>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ortstermin-ipc-'));
  // No server: every local write lands in the store and the outbox; sync is never started.
  core = openCore({
    dbPath: join(dir, 'local.sqlite'),
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k',
  });
  handlers = createHandlers(core, {
    now: () => new Date('2026-02-01T00:00:00Z'),
  });
  core.store.replaceDealStages([
    {
      id: 'stg_a',
      key: 'new',
      name: 'Neu',
      sortOrder: 1,
      archived: false,
      probability: 10,
      staleAfterDays: 7,
    },
    {
      id: 'stg_b',
      key: 'offer',
      name: 'Angebot',
      sortOrder: 2,
      archived: false,
      probability: 50,
      staleAfterDays: null,
    },
  ]);
  core.store.applyServerRecords('projects', [project]);
  core.store.applyServerRecords('modules', [
    moduleOf('foerderservice', true),
    moduleOf('jaz', false),
  ]);
});

afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('IPC handlers over the core', () => {
  it("implements every channel of the contract that isn't the host's", () => {
    const host: readonly string[] = hostChannels;
    expect(Object.keys(handlers).sort()).toEqual(channels.filter((c) => !host.includes(c)).sort());
    expect(host.every((c) => (channels as string[]).includes(c))).toBe(true);
  });

  it('creates, finds and reads a contact; the write is queued in the outbox', async () => {
    const contact = value<{ id: string }>(
      await call('contacts.create', {
        body: { status: 'lead', fields: { firstName: 'Erika', lastName: 'Mustermann' } },
      }),
    );
    expect(contact.id).toMatch(/^local:/);
    const found = value<{ data: { id: string }[]; hasMore: boolean }>(
      await call('contacts.search', { text: 'muster' }),
    );
    expect(found.data.map((c) => c.id)).toEqual([contact.id]);
    expect(found.hasMore).toBe(false);
    const detail = value<{ contact: { id: string }; buildings: unknown[] }>(
      await call('contacts.get', { id: contact.id }),
    );
    expect(detail.contact.id).toBe(contact.id);
    expect(detail.buildings).toEqual([]);
    const outbox = value<{ data: { op: string; resource: string }[] }>(await call('outbox.list'));
    expect(outbox.data).toMatchObject([{ resource: 'contacts', op: 'create' }]);
    expect(value<{ pending: number }>(await call('sync.status')).pending).toBe(1);
  });

  it('finds every word in any order, and filters by status', async () => {
    await call('contacts.create', {
      body: { status: 'customer', fields: { firstName: 'Florian', lastName: 'Wolf' } },
    });
    await call('contacts.create', {
      body: { status: 'lead', fields: { firstName: 'Florian', lastName: 'Müller' } },
    });
    const names = async (request: Record<string, unknown>) =>
      value<{ data: { fields: { lastName: string } }[] }>(
        await call('contacts.search', request),
      ).data.map((c) => c.fields.lastName);
    expect(await names({ text: 'Wolf Florian' })).toEqual(['Wolf']);
    expect(await names({ text: 'mueller flo' })).toEqual(['Müller']);
    expect(await names({ text: 'Florian', status: 'lead' })).toEqual(['Müller']);
    expect(await names({ text: '', status: 'customer' })).toEqual(['Wolf']);
    expect(await call('contacts.search', { text: '', status: 'vip' })).toMatchObject({
      ok: false,
    });
  });

  it('pages search results with hasMore', async () => {
    for (const name of ['A', 'B', 'C'])
      await call('contacts.create', { body: { fields: { lastName: `Kunde ${name}` } } });
    const first = value<{ data: unknown[]; hasMore: boolean }>(
      await call('contacts.search', { text: 'kunde', limit: 2 }),
    );
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
  });

  it('lists projects most recently changed first, a page at a time, and finds them by title in any case', async () => {
    const later = (n: number) => `2026-01-1${n}T09:00:00.000Z`;
    core.store.applyServerRecords('projects', [
      { ...project, id: 'prj_2', title: 'Wärmepumpe Öztürk', updatedAt: later(2) },
      { ...project, id: 'prj_3', title: 'PV Dach Schäfer', updatedAt: later(3) },
    ]);
    const first = value<{ data: Project[]; hasMore: boolean }>(
      await call('projects.list', { limit: 2 }),
    );
    expect(first.data.map((p) => p.id)).toEqual(['prj_3', 'prj_2']);
    expect(first.hasMore).toBe(true);
    const rest = value<{ data: Project[]; hasMore: boolean }>(
      await call('projects.list', { limit: 2, offset: 2 }),
    );
    expect(rest).toEqual({ data: [expect.objectContaining({ id: 'prj_1' })], hasMore: false });
    // Umlauts fold too: "ÖZTÜRK" finds "Öztürk".
    const found = value<{ data: Project[] }>(await call('projects.list', { text: 'ÖZTÜRK' }));
    expect(found.data.map((p) => p.id)).toEqual(['prj_2']);
    expect(await call('projects.list', { limit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', message: expect.stringContaining('limit') },
    });
  });

  it("shows a contact's own buildings, deals and projects, and no one else's", async () => {
    const mine = value<{ id: string }>(
      await call('contacts.create', { body: { fields: { lastName: 'Meier' } } }),
    );
    const other = value<{ id: string }>(
      await call('contacts.create', { body: { fields: { lastName: 'Schulz' } } }),
    );
    const houses: Record<string, string> = {};
    for (const contactId of [mine.id, other.id]) {
      houses[contactId] = value<{ id: string }>(
        await call('buildings.create', { body: { contactId, name: `Haus ${contactId}` } }),
      ).id;
      value(
        await call('deals.create', {
          body: { contactId, title: `Deal ${contactId}`, stageId: 'stg_a', value: 1000 },
        }),
      );
    }
    const planned = core.store.createProject({
      contactId: mine.id,
      buildingId: houses[mine.id]!,
      title: 'Heizlast Meier',
      type: 'heat-planning',
    });
    const detail = value<{
      buildings: { contactId: string }[];
      deals: { contactId: string }[];
      projects: { id: string }[];
    }>(await call('contacts.get', { id: mine.id }));
    expect(detail.buildings.map((b) => b.contactId)).toEqual([mine.id]);
    expect(detail.deals.map((d) => d.contactId)).toEqual([mine.id]);
    expect(detail.projects.map((p) => p.id)).toEqual([planned.id]);
  });

  it('builds the pipeline per stage with sums and critical deals', async () => {
    const contact = value<{ id: string }>(
      await call('contacts.create', { body: { fields: { lastName: 'Weber' } } }),
    );
    value(
      await call('deals.create', {
        body: { contactId: contact.id, title: 'Wärmepumpe Weber', stageId: 'stg_b', value: 20000 },
      }),
    );
    const pipeline = value<{
      columns: { stage: { id: string }; count: number; sum: number; weightedSum: number }[];
    }>(await call('deals.pipeline'));
    expect(pipeline.columns.map((c) => c.stage.id)).toEqual(['stg_a', 'stg_b']);
    expect(pipeline.columns[1]).toMatchObject({ count: 1, sum: 20000, weightedSum: 10000 });
  });

  it('reads a project with its modules and refuses payload edits to a locked one', async () => {
    const detail = value<{ modules: ProjectModule[] }>(await call('projects.get', { id: 'prj_1' }));
    expect(detail.modules.map((m) => m.moduleKey)).toEqual(['foerderservice', 'jaz']);
    const locked = await call('modules.patch', {
      projectId: 'prj_1',
      moduleKey: 'foerderservice',
      body: { payload: {} },
    });
    expect(locked).toMatchObject({ ok: false, error: { code: 'module_locked' } });
    if (!locked.ok) expect(locked.error.message).toContain('Antrag eingereicht');
  });

  it('keeps unknown payload keys on a module edit', async () => {
    const payload = { ...moduleOf('jaz', false).payload, programm: 'BEG WG' };
    const saved = value<ProjectModule>(
      await call('modules.patch', { projectId: 'prj_1', moduleKey: 'jaz', body: { payload } }),
    );
    expect(saved.payload).toEqual({ programm: 'BEG WG', unknownKey: { nested: [1, 2] } });
  });

  it('names an unknown channel', async () => {
    const result = await call('contacts.delete', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
    if (!result.ok) expect(result.error.message).toContain('"contacts.delete"');
    expect(await call(42)).toMatchObject({ ok: false, error: { code: 'unknown_channel' } });
  });

  it('names the channel and field of a bad request, without touching the store', async () => {
    const result = await call('contacts.create', { body: { status: 'boss', fields: {} } });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    if (!result.ok) {
      expect(result.error.message).toMatch(
        /^contacts\.create: invalid request: body\.status: must be one of/,
      );
      expect(result.error.issues?.[0]?.path).toBe('body.status');
    }
    expect(await call('contacts.search', { text: 5 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', issues: [{ path: 'text' }] },
    });
    expect(await call('contacts.get', { id: 'x', extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await call('contacts.get', 'not an object')).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(value<{ data: unknown[] }>(await call('outbox.list')).data).toEqual([]);
  });

  it('turns store refusals into errors with field issues', async () => {
    const result = await call('deals.create', {
      body: { contactId: 'con_missing', title: 'X', stageId: 'stg_a' },
    });
    expect(result).toMatchObject({
      ok: false,
      // The core's own code (record_missing today), never 'internal'.
      error: { code: expect.not.stringMatching(/^internal$/), issues: [{ path: 'contactId' }] },
    });
    expect(await call('contacts.get', { id: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'not_found', params: { resource: 'contacts', id: 'nope' } },
    });
    expect(await call('outbox.discard', { seq: 999 })).toMatchObject({
      ok: false,
      error: { code: expect.stringMatching(/^outbox_/), params: expect.any(Object) },
    });
  });

  it('passes any CoreError across as { code, params, message, issues }', async () => {
    const result = await call('deals.create', {
      body: { contactId: 'con_missing', title: 'X', stageId: 'stg_a' },
    });
    if (result.ok) throw new Error('expected a refusal');
    expect(Object.keys(result.error).sort()).toEqual(['code', 'issues', 'message', 'params']);
    expect(typeof result.error.params).toBe('object');
    for (const issue of result.error.issues ?? []) {
      expect(typeof issue.path).toBe('string');
      expect(typeof issue.message).toBe('string');
    }
    const coded = toIpcError('x.y', new CoreError('some_new_code', 'English.', { n: 3, s: 'a' }));
    expect(coded).toEqual({ code: 'some_new_code', params: { n: 3, s: 'a' }, message: 'English.' });
    expect(toIpcError('x.y', new Error('boom'))).toEqual({
      code: 'internal',
      params: { channel: 'x.y' },
      message: 'x.y failed: boom',
    });
    const bad = await call('contacts.search', { text: 'x', limit: 9999 });
    if (bad.ok) throw new Error('expected invalid_request');
    expect(bad.error).toMatchObject({
      code: 'invalid_request',
      params: { channel: 'contacts.search' },
      issues: [{ path: 'limit', code: 'too_big', params: { maximum: 500 } }],
    });
  });

  it('reports a failed sync through the status as a coded error', async () => {
    const status = value<SyncStatusView>(await call('sync.now'));
    expect(status.state).toBe('offline');
    expect(status.lastError).toEqual({ code: expect.any(String), params: expect.any(Object) });
    expect(status.conflicts).toBe(0);
    expect(await call('sync.setApiKey', { apiKey: 'new-key' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
  });

  it('hands outbox.resolve to the store: an unknown entry is its refusal, not "not supported"', async () => {
    const result = await call('outbox.resolve', { seq: 999, keep: { 'fields.email': 'mine' } });
    if (result.ok) throw new Error('expected a refusal');
    expect(result.error.code).toMatch(/^outbox_/);
    expect(
      await call('outbox.resolve', { seq: 1, keep: { 'fields.email': 'both' } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', issues: [{ path: 'keep.fields.email' }] },
    });
  });
});
