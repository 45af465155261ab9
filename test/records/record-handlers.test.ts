import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCore, type Core } from '../../src/main/core';
import { createHandlers, dispatch, type CoreHandlers } from '../../src/main/ipc/handlers';
import type { Building, Contact } from '../../src/shared/api';
import type { ContactDetail, IpcResult } from '../../src/shared/ipc/contract';
import { serverBuilding, serverContact, serverDeal, serverProject } from '../core/store/fixtures';

/* The records' channels over a real core (no server): reads, filters and queued writes. */

let dir: string;
let core: Core;
let handlers: CoreHandlers;
const call = (channel: string, request?: unknown) => dispatch(handlers, channel, request);
const value = <T>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ortstermin-records-'));
  core = openCore({
    dbPath: join(dir, 'local.sqlite'),
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k',
  });
  handlers = createHandlers(core, {});
  const store = core.store;
  store.applyServerRecords('contacts', [
    serverContact('con_wolf', {
      status: 'customer',
      fields: { firstName: 'Florian', lastName: 'Wolf' },
    }),
    serverContact('con_roth', { status: 'lead', fields: { firstName: 'Eva', lastName: 'Roth' } }),
  ]);
  store.applyServerRecords('buildings', [
    serverBuilding('bld_wolf', 'con_wolf', {
      name: 'Wohnhaus',
      street: 'Kunoldstraße 12',
      city: 'Kassel',
    }),
  ]);
  store.applyServerRecords('projects', [
    serverProject('prj_1', 'con_wolf', 'bld_wolf', {
      title: 'Heizungsplanung Wolf',
      rootProjectId: 'prj_1',
    }),
    serverProject('prj_2', 'con_wolf', 'bld_wolf', {
      title: 'Heizungsplanung Wolf (Variante)',
      versionNumber: 2,
      rootProjectId: 'prj_1',
      parentProjectId: 'prj_1',
    }),
    serverProject('prj_3', 'con_roth', 'bld_wolf', {
      title: 'Energieausweis Roth',
      type: 'energieausweis',
      status: 'submitted',
    }),
  ]);
  store.applyServerRecords('deals', [
    serverDeal('deal_1', 'con_wolf', {
      title: 'Wärmepumpe Florian Wolf, Kassel',
      projectId: 'prj_1',
    }),
    serverDeal('deal_2', 'con_wolf', { title: 'Energieausweis Florian Wolf, Kassel' }),
  ]);
});

afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('records channels', () => {
  it('contacts.search filters by status', async () => {
    const ids = async (status?: string) =>
      value<{ data: { id: string }[] }>(
        await call('contacts.search', { text: '', status }),
      ).data.map((c) => c.id);
    expect((await ids()).sort()).toEqual(['con_roth', 'con_wolf']);
    expect(await ids('customer')).toEqual(['con_wolf']);
    expect(await ids('qualified')).toEqual([]);
    expect((await call('contacts.search', { text: '', status: 'vip' })).ok).toBe(false);
  });

  it('buildings.get: the building, its owner and its projects', async () => {
    const detail = value<{
      building: { id: string };
      contact: { id: string };
      projects: { id: string }[];
    }>(await call('buildings.get', { id: 'bld_wolf' }));
    expect(detail.building.id).toBe('bld_wolf');
    expect(detail.contact.id).toBe('con_wolf');
    expect(detail.projects.map((p) => p.id).sort()).toEqual(['prj_1', 'prj_2', 'prj_3']);
    const missing = await call('buildings.get', { id: 'bld_none' });
    expect(missing.ok || missing.error.code).toBe('not_found');
  });

  it('projects.get: contact, building, linked deals and every version', async () => {
    const detail = value<{
      contact: { id: string };
      building: { id: string };
      deals: { id: string }[];
      versions: { id: string; versionNumber: number }[];
    }>(await call('projects.get', { id: 'prj_2' }));
    expect(detail.contact.id).toBe('con_wolf');
    expect(detail.building.id).toBe('bld_wolf');
    expect(detail.deals).toEqual([]);
    expect(detail.versions.map((v) => [v.id, v.versionNumber])).toEqual([
      ['prj_1', 1],
      ['prj_2', 2],
    ]);
    const first = value<{ deals: { id: string }[] }>(await call('projects.get', { id: 'prj_1' }));
    expect(first.deals.map((d) => d.id)).toEqual(['deal_1']);
  });

  it('projects.list filters by type, status and contact, and by title', async () => {
    const ids = async (filter: object) =>
      value<{ data: { id: string }[] }>(await call('projects.list', filter))
        .data.map((p) => p.id)
        .sort();
    expect(await ids({})).toEqual(['prj_1', 'prj_2', 'prj_3']);
    expect(await ids({ type: 'energieausweis' })).toEqual(['prj_3']);
    expect(await ids({ status: 'draft' })).toEqual(['prj_1', 'prj_2']);
    expect(await ids({ contactId: 'con_roth' })).toEqual(['prj_3']);
    expect(await ids({ contactId: 'con_wolf', text: 'variante' })).toEqual(['prj_2']);
  });

  it('projects.create/patch/archive are queued writes, worked locally at once', async () => {
    const created = value<{ id: string; status: string }>(
      await call('projects.create', {
        body: {
          contactId: 'con_roth',
          buildingId: 'bld_wolf',
          title: 'Energieausweis Roth 2',
          type: 'energieausweis',
        },
      }),
    );
    expect(created.id).toMatch(/^local:/);
    const patched = value<{ title: string; status: string }>(
      await call('projects.patch', { id: 'prj_1', body: { status: 'active' } }),
    );
    expect(patched).toMatchObject({ title: 'Heizungsplanung Wolf', status: 'active' });
    const archived = value<{ status: string }>(await call('projects.archive', { id: 'prj_3' }));
    expect(archived.status).toBe('archived');
    const refused = await call('projects.patch', { id: 'prj_1', body: { status: 'archived' } });
    expect(refused.ok).toBe(false);
    const outbox = value<{ data: { resource: string; op: string; body: object }[] }>(
      await call('outbox.list'),
    );
    expect(outbox.data.map((e) => [e.resource, e.op, e.body])).toEqual([
      [
        'projects',
        'create',
        {
          contactId: 'con_roth',
          buildingId: 'bld_wolf',
          title: 'Energieausweis Roth 2',
          type: 'energieausweis',
        },
      ],
      ['projects', 'patch', { status: 'active' }],
      ['projects', 'archive', {}],
    ]);
  });
});

/*
 * A request the screen sent before it heard that the sync renamed a record: the screen still
 * names the local id, the core already holds the record under the server's id. On a busy laptop
 * that is the consultant who adds a building right after creating its contact while the sync
 * pushes the contact. The write must land on the record, not fail as "does not exist".
 */
describe('a request naming a local id the sync renamed meanwhile', () => {
  /** The sync pushes the oldest queued write and the server answers with its copy. */
  function serverTakesCreate(server: Parameters<Core['store']['acknowledge']>[1]): void {
    const [entry] = core.store.nextPushable();
    core.store.takeForSending(entry!.seq);
    core.store.acknowledge(entry!.seq, server);
  }

  it('a new contact’s edit, building and page reach the contact under the server’s id', async () => {
    const local = value<Contact>(
      await call('contacts.create', { body: { fields: { lastName: 'Brandt' } } }),
    );
    serverTakesCreate(serverContact('con_brandt', { fields: { lastName: 'Brandt' } }));

    const edited = value<Contact>(
      await call('contacts.patch', { id: local.id, body: { fields: { phone: '0561 12345' } } }),
    );
    expect(edited).toMatchObject({ id: 'con_brandt', fields: { phone: '0561 12345' } });

    const building = value<Building>(
      await call('buildings.create', { body: { contactId: local.id, name: 'Altbau' } }),
    );
    expect(building.contactId).toBe('con_brandt');

    const page = value<ContactDetail>(await call('contacts.get', { id: local.id }));
    expect(page.contact.id).toBe('con_brandt');
    expect(page.buildings.map((b) => b.name)).toEqual(['Altbau']);
  });
});
