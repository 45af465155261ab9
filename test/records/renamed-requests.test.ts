import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCore, type Core } from '../../src/main/core';
import { createHandlers, dispatch, type CoreHandlers } from '../../src/main/ipc/handlers';
import type { Building, Contact } from '../../src/shared/api';
import type { ContactDetail } from '../../src/shared/ipc/contract';
import type { IpcResult } from '../../src/shared/ipc/contract';
import { serverContact } from '../core/store/fixtures';

/*
 * A request the screen sent before it heard that the sync renamed a record: the screen still
 * names the local id, the core already holds the record under the server's id. On a busy laptop
 * that is the consultant who adds a building right after creating its contact while the sync
 * pushes the contact. The write must land on the record, not fail as "does not exist".
 */

let dir: string;
let core: Core;
let handlers: CoreHandlers;
const call = (channel: string, request?: unknown) => dispatch(handlers, channel, request);
const value = <T>(result: IpcResult<unknown>): T => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ortstermin-renamed-'));
  core = openCore({
    dbPath: join(dir, 'local.sqlite'),
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k',
  });
  handlers = createHandlers(core, {});
});

afterEach(async () => {
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The sync pushes the oldest queued write and the server answers with its copy. */
function serverTakesCreate(server: Parameters<Core['store']['acknowledge']>[1]): void {
  const [entry] = core.store.nextPushable();
  core.store.takeForSending(entry!.seq);
  core.store.acknowledge(entry!.seq, server);
}

describe('a request naming a local id the sync renamed meanwhile', () => {
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
