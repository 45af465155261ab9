import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHandlers, dispatch } from '../../src/main/ipc/handlers';
import type { Building, Contact } from '../../src/shared/api';
import type { ContactDetail, IpcResult } from '../../src/shared/ipc/contract';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, officeProject, syncUntilQuiet, tempDir } from './helpers';

/*
 * A record made on this device has a local id until the server acknowledges it; the sync then
 * renames it. A window that outlives the core (a draft, the page it shows, a write queued while
 * the worker restarted, a PV plan exported before) still names the local id. After a restart of
 * the core that request must reach the record, not fail as "gibt es nicht".
 */

type Core = ReturnType<typeof coreFor>;
const value = <T>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};
const caller = (core: Core, now?: () => Date) => {
  const handlers = createHandlers(core, now ? { now } : {});
  return (channel: string, request?: unknown) => dispatch(handlers, channel, request);
};
const day = 24 * 60 * 60_000;

/** A contact made through the window's channel, sent and renamed by the sync; the core closed. */
async function contactMadeAndSent(url: string, dbPath: string, clock: () => number) {
  const core = coreFor(url, dbPath, { now: clock, clock: () => new Date(clock()) });
  try {
    const local = value<Contact>(
      await caller(core)('contacts.create', { body: { fields: { lastName: 'Brandt' } } }),
    );
    await syncUntilQuiet(core);
    return local;
  } finally {
    await core.close();
  }
}

describe('a local id renamed by the sync, after a restart of the core', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('a new contact’s edit, building and page reach it under the server’s id', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const dbPath = join(tmp.dir, 'contact.sqlite');
    let clock = Date.parse('2026-11-26T08:00:00Z');
    const now = () => clock;
    const local = await contactMadeAndSent(server.url, dbPath, () => clock);
    const [onServer] = await office.all<Contact>('/v1/contacts');
    expect(onServer!.id).not.toBe(local.id);

    // A week later the window still holds the draft of the contact it was shown when it was new.
    clock += 7 * day;
    const restarted = coreFor(server.url, dbPath, { now, clock: () => new Date(clock) });
    try {
      const call = caller(restarted);
      // A window opening now asks which of the ids it may hold were renamed while it was closed.
      expect(value(await call('sync.renames', {}))).toEqual({
        renamed: { [local.id]: onServer!.id },
      });
      const edited = value<Contact>(
        await call('contacts.patch', { id: local.id, body: { fields: { phone: '0561 12345' } } }),
      );
      expect(edited).toMatchObject({ id: onServer!.id, fields: { phone: '0561 12345' } });
      const building = value<Building>(
        await call('buildings.create', { body: { contactId: local.id, name: 'Altbau' } }),
      );
      expect(building.contactId).toBe(onServer!.id);
      const page = value<ContactDetail>(await call('contacts.get', { id: local.id }));
      expect(page.contact.id).toBe(onServer!.id);
      expect(page.buildings.map((b) => b.name)).toEqual(['Altbau']);

      await syncUntilQuiet(restarted);
      expect(await office.all<Contact>('/v1/contacts')).toEqual([
        expect.objectContaining({
          id: onServer!.id,
          fields: expect.objectContaining({ phone: '0561 12345' }),
        }),
      ]);
      expect(await office.all<Building>('/v1/buildings')).toEqual([
        expect.objectContaining({ contactId: onServer!.id, name: 'Altbau' }),
      ]);
    } finally {
      await restarted.close();
      await server.close();
    }
  });

  it('a record renamed twice (restored after the office deleted it) is found by its first id', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const { project } = await officeProject(office, 'Vogt');
    const dbPath = join(tmp.dir, 'restored.sqlite');
    const core = coreFor(server.url, dbPath);
    try {
      await core.engine.sync({ sweep: true });
      core.store.patchProject(project.id, { title: 'Heizungsplanung Vogt, Altbau' });
      await office.request('DELETE', `/v1/projects/${project.id}`);
      await syncUntilQuiet(core);
      const [entry] = core.store.listOutbox();
      expect(entry?.conflict?.kind).toBe('deleted');
      core.store.settleConflict(entry!.seq, 'restore');
      await syncUntilQuiet(core);
    } finally {
      await core.close();
    }
    const [again] = await office.all<{ id: string }>('/v1/projects');
    expect(again!.id).not.toBe(project.id);

    const restarted = coreFor(server.url, dbPath);
    try {
      const call = caller(restarted);
      const saved = value<{ projectId: string }>(
        await call('modules.patch', {
          projectId: project.id,
          moduleKey: 'u-wert-rechner',
          body: { payload: { notiz: 'Keller' } },
        }),
      );
      expect(saved.projectId).toBe(again!.id);
      await syncUntilQuiet(restarted);
      const modules = await office.request<{ data: { moduleKey: string; payload: unknown }[] }>(
        'GET',
        `/v1/projects/${again!.id}/modules`,
      );
      expect(modules.data.find((m) => m.moduleKey === 'u-wert-rechner')).toMatchObject({
        payload: { notiz: 'Keller' },
      });
    } finally {
      await restarted.close();
      await server.close();
    }
  });

  it('is forgotten once no window can still hold the local id (after 90 days)', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const dbPath = join(tmp.dir, 'forgotten.sqlite');
    let clock = Date.parse('2026-11-26T08:00:00Z');
    const local = await contactMadeAndSent(server.url, dbPath, () => clock);
    clock += 89 * day;
    const within = coreFor(server.url, dbPath, { clock: () => new Date(clock) });
    try {
      expect((await caller(within)('contacts.get', { id: local.id })).ok).toBe(true);
    } finally {
      await within.close();
    }
    clock += 2 * day;
    const later = coreFor(server.url, dbPath, { clock: () => new Date(clock) });
    try {
      const answer = await caller(later)('contacts.get', { id: local.id });
      expect(answer).toMatchObject({ ok: false, error: { code: 'not_found' } });
    } finally {
      await later.close();
      await server.close();
    }
  });
});
