import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import type { WorkspaceView } from '../../src/shared/ipc/contract';
import { dispatch } from '../../src/main/ipc/handlers';
import { FileKeyVault } from '../../src/main/workspaces/file-key-vault';
import { WorkspaceManager } from '../../src/main/workspaces/manager';
import { value } from '../workspaces/helpers';
import { ApiPeer, tempDir } from './helpers';

/*
 * Writes queued while offline in two workspaces of the same server (two keys, two offices),
 * with a switch and a restart in between: each write reaches its own workspace once, none the
 * other's, and the one not shown waits, kept, until it is shown again.
 */

const keyA = 'office-a-key-0123456789';
const keyB = 'office-b-key-0123456789';

describe('writes queued offline in two workspaces', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('each reaches its own workspace once, after a switch and a restart', async () => {
    const server = await startServer({ apiKeys: [keyA, keyB], seed: 'none' });
    const open = () =>
      WorkspaceManager.open({
        dataDir: join(tmp.dir, 'data'),
        vault: new FileKeyVault(join(tmp.dir, 'data')),
        pollIntervalMs: 60_000,
        pushDelayMs: 60_000,
        probeTimeoutMs: 1_000,
      });
    let manager = await open();
    const call = (channel: string, request?: unknown) =>
      dispatch(manager.handlers, channel, request);
    const add = async (name: string, apiKey: string) =>
      value<{ workspace: WorkspaceView }>(
        await call('workspaces.add', { name, baseUrl: server.url, apiKey }),
      ).workspace;
    const create = async (lastName: string) =>
      value(await call('contacts.create', { body: { status: 'lead', fields: { lastName } } }));
    const pending = async () => value<{ pending: number }>(await call('sync.now')).pending;
    try {
      const a = await add('Büro Freiburg', keyA);
      const b = await add('Büro Lüneburg', keyB);
      value(await call('settings.set', { offline: true }));
      value(await call('workspaces.switch', { id: a.id }));
      await create('Albrecht');
      value(await call('workspaces.switch', { id: b.id }));
      await create('Brandt');
      value(await call('workspaces.switch', { id: a.id }));
      await create('Adler');
      await manager.close();

      manager = await open();
      value(await call('settings.set', { offline: false }));
      await expect.poll(pending, { timeout: 10_000 }).toBe(0);
      value(await call('workspaces.switch', { id: b.id }));
      await expect.poll(pending, { timeout: 10_000 }).toBe(0);

      const names = async (key: string) =>
        (await new ApiPeer(server.url, key).all<{ fields: { lastName: string } }>('/v1/contacts'))
          .map((c) => c.fields.lastName)
          .sort();
      expect(await names(keyA)).toEqual(['Adler', 'Albrecht']);
      expect(await names(keyB)).toEqual(['Brandt']);
    } finally {
      await manager.close();
      await server.close();
    }
  });
});
