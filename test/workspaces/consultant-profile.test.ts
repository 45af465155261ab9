import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server';
import type { EventName } from '../../src/shared/ipc/contract';
import { dispatch } from '../../src/main/ipc/handlers';
import { FileKeyVault } from '../../src/main/workspaces/file-key-vault';
import { WorkspaceManager } from '../../src/main/workspaces/manager';
import { profileFileName } from '../../src/main/workspaces/consultant-profile';
import { failure, modeOf, tempDir, value } from './helpers';

/* The consultant's profile is kept per workspace, on this device, and checked at the field. */

const remoteKey = 'remote-key-0123456789';
let remote: RunningServer;
beforeAll(async () => {
  remote = await startServer({ apiKeys: [remoteKey], seed: 'none' });
});
afterAll(async () => {
  await remote.close();
});

let dir: ReturnType<typeof tempDir>;
let manager: WorkspaceManager;
let events: Array<{ event: EventName; payload: unknown }>;
const open = async () => {
  manager = await WorkspaceManager.open({
    dataDir: join(dir.path, 'data'),
    vault: new FileKeyVault(join(dir.path, 'data')),
    pollIntervalMs: 60_000,
    pushDelayMs: 60_000,
  });
  events = [];
  manager.subscribe((event, payload) => events.push({ event, payload }));
};
const call = (channel: string, request?: unknown) => dispatch(manager.handlers, channel, request);

const profile = {
  name: 'Dipl.-Ing. Petra Lindner',
  company: 'Energieberatung Lindner',
  street: 'Hauptstraße 5',
  postalCode: '34117',
  city: 'Kassel',
  phone: '+49 561 123456',
  email: 'lindner@example.de',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
};

beforeEach(() => {
  dir = tempDir('profile');
});
afterEach(async () => {
  await manager?.close();
  dir.remove();
});

describe('consultant profile', () => {
  it('is empty at first, kept across a restart, in a 0600 file of the workspace', async () => {
    await open();
    expect(value(await call('profile.get'))).toMatchObject({ name: '', email: '', logo: null });
    expect(value(await call('profile.set', profile))).toEqual(profile);
    expect(events).toContainEqual({ event: 'host', payload: { changed: 'profile' } });
    const file = join(dir.path, 'data', 'demo', profileFileName);
    expect(modeOf(file)).toBe(0o600);
    await manager.close();
    await open();
    expect(value(await call('profile.get'))).toEqual(profile);
  });

  it('belongs to one workspace: another has its own, and removing it removes its profile', async () => {
    await open();
    value(await call('profile.set', profile));
    const added = value<{ workspace: { id: string } }>(
      await call('workspaces.add', { name: 'Büro', baseUrl: remote.url, apiKey: remoteKey }),
    ).workspace;
    value(await call('workspaces.switch', { id: added.id }));
    expect(value(await call('profile.get'))).toMatchObject({ name: '' });
    value(await call('profile.set', { ...profile, name: 'Jonas Berger', logo: null }));
    const file = join(dir.path, 'data', 'workspaces', added.id, profileFileName);
    expect(existsSync(file)).toBe(true);
    value(await call('workspaces.switch', { id: 'demo' }));
    expect(value(await call('profile.get'))).toMatchObject({ name: profile.name });
    value(await call('workspaces.remove', { id: added.id }));
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a wrong e-mail, phone or logo at its field', async () => {
    await open();
    const refused = failure(
      await call('profile.set', {
        ...profile,
        email: 'lindner(at)example',
        phone: 'abc',
        logo: 'data:text/html;base64,PHNjcmlwdD4=',
      }),
    );
    expect(refused.code).toBe('invalid_request');
    expect(refused.issues?.map((i) => i.path).sort()).toEqual(['email', 'logo', 'phone']);
    expect(value(await call('profile.get'))).toMatchObject({ email: '' });
  });
});
