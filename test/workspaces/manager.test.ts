import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server';
import type { EventName, SyncStatusView, WorkspaceView } from '../../src/shared/ipc/contract';
import { dispatch } from '../../src/main/ipc/handlers';
import { FileKeyVault, MemoryKeyVault } from '../../src/main/workspaces/file-key-vault';
import { WorkspaceManager } from '../../src/main/workspaces/manager';
import {
  closedPort,
  countingProxy,
  failure,
  filesContaining,
  modeOf,
  tempDir,
  tinyServer,
  value,
  type TinyServer,
} from './helpers';

/*
 * The workspace manager against real servers on 127.0.0.1: the embedded demo server, a reference
 * server as a "real" workspace (401 and 403 keys included), a closed port and an HTML page.
 */

const remoteKey = 'remote-key-0123456789';
const noAccessKey = 'no-access-key-0123456789';

let remote: RunningServer;
let html: TinyServer;
let silent: TinyServer;
beforeAll(async () => {
  remote = await startServer({ apiKeys: [remoteKey], noAccessKeys: [noAccessKey], seed: 'none' });
  html = await tinyServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Hotel WLAN</title><p>Bitte anmelden</p>');
  });
  silent = await tinyServer(() => undefined); // never answers
});
afterAll(async () => {
  await remote.close();
  await html.close();
  await silent.close();
});

let dir: ReturnType<typeof tempDir>;
let manager: WorkspaceManager;
/** The last open under way: a test that ends (or times out) mid-open must not leave it behind. */
let opening: Promise<WorkspaceManager> | undefined;
let events: Array<{ event: EventName; payload: unknown }>;
const open = async (options: Partial<Parameters<typeof WorkspaceManager.open>[0]> = {}) => {
  manager = await (opening = WorkspaceManager.open({
    dataDir: join(dir.path, 'data'),
    vault: new FileKeyVault(join(dir.path, 'data')),
    pollIntervalMs: 60_000,
    pushDelayMs: 60_000,
    probeTimeoutMs: 1_000,
    ...options,
  }));
  events = [];
  manager.subscribe((event, payload) => events.push({ event, payload }));
  return manager;
};
const call = (channel: string, request?: unknown) => dispatch(manager.handlers, channel, request);
const list = async () =>
  value<{ activeId: string; workspaces: WorkspaceView[] }>(await call('workspaces.list'));
const addRemote = async (baseUrl = remote.url, apiKey = remoteKey, name = 'Büro') =>
  value<{ workspace: WorkspaceView }>(await call('workspaces.add', { name, baseUrl, apiKey }))
    .workspace;
const status = async () => value<SyncStatusView>(await call('sync.status'));
const syncNow = async () => value<SyncStatusView>(await call('sync.now'));
const createContact = async (lastName: string) =>
  value<{ id: string }>(
    await call('contacts.create', { body: { status: 'lead', fields: { lastName } } }),
  );
const search = async (text: string) =>
  value<{ data: unknown[] }>(await call('contacts.search', { text })).data;

beforeEach(() => {
  dir = tempDir('manager');
});
afterEach(async () => {
  // Closed before its folder goes: a manager still opening would write into a removed folder.
  const late = await opening?.catch(() => undefined);
  if (late && late !== manager) await late.close();
  await manager?.close();
  opening = undefined;
  dir.remove();
});

describe('workspace manager', () => {
  it('opens the demo workspace on a first start, synced from the embedded server', async () => {
    await open();
    const { activeId, workspaces } = await list();
    expect(activeId).toBe('demo');
    expect(workspaces).toEqual([
      expect.objectContaining({ id: 'demo', kind: 'demo', keySet: true, unsynced: 0 }),
    ]);
    expect((await syncNow()).state).toBe('idle');
    expect((await search('')).length).toBeGreaterThan(0);
    expect(value(await call('demo.status'))).toEqual({ available: true, running: true });
  });

  it('adds a workspace with a normalised URL and tells a wrong URL by field', async () => {
    await open();
    const added = await addRemote(`  ${remote.url.toUpperCase().replace('HTTP', 'http')}/ `);
    expect(added).toMatchObject({
      kind: 'remote',
      baseUrl: remote.url,
      keySet: true,
      keyStorage: 'file',
      unsynced: 0,
    });
    for (const [baseUrl, format] of [
      ['ftp://files.example.com', 'http_url'],
      ['https://user:pw@api.example.com', 'url_without_credentials'],
      ['not a url', 'http_url'],
      ['https://api.example.com/?x=1', 'http_url'],
    ] as const) {
      const error = failure(
        await call('workspaces.add', { name: 'X', baseUrl, apiKey: remoteKey }),
      );
      expect(error.code).toBe('invalid_request');
      expect(error.issues).toEqual([
        expect.objectContaining({ path: 'baseUrl', code: 'invalid_format', params: { format } }),
      ]);
    }
    const badKey = failure(
      await call('workspaces.add', { name: 'X', baseUrl: remote.url, apiKey: 'a b\r\n' }),
    );
    expect(badKey.issues?.[0]?.path).toBe('apiKey');
    expect(JSON.stringify(badKey)).not.toContain('a b');
    expect((await list()).workspaces).toHaveLength(2);
  });

  it('tests a connection: ok, wrong key, no access, unreachable, timeout, not the API', async () => {
    await open();
    const test = async (request: object) => value(await call('workspaces.test', request));
    expect(await test({ baseUrl: remote.url, apiKey: remoteKey })).toEqual({
      outcome: 'ok',
      status: 200,
    });
    expect(await test({ baseUrl: remote.url, apiKey: 'wrong-key' })).toEqual({
      outcome: 'unauthorized',
      status: 401,
    });
    expect(await test({ baseUrl: remote.url, apiKey: noAccessKey })).toEqual({
      outcome: 'forbidden',
      status: 403,
    });
    const port = await closedPort();
    expect(await test({ baseUrl: `http://127.0.0.1:${port}`, apiKey: remoteKey })).toEqual({
      outcome: 'unreachable',
    });
    expect(await test({ baseUrl: silent.url, apiKey: remoteKey })).toEqual({ outcome: 'timeout' });
    expect(await test({ baseUrl: html.url, apiKey: remoteKey })).toEqual({
      outcome: 'not_an_api',
      status: 200,
    });
    // A redirect is not followed: the key goes nowhere else.
    const elsewhere = await tinyServer((_req, res) => void res.end('{"data":[]}'));
    const redirect = await tinyServer((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url}/v1/deal-stages` });
      res.end();
    });
    try {
      expect(await test({ baseUrl: redirect.url, apiKey: remoteKey })).toEqual({
        outcome: 'not_an_api',
        status: 302,
      });
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await redirect.close();
      await elsewhere.close();
    }
    // A stored workspace by id, with its stored key.
    const added = await addRemote();
    expect(await test({ id: added.id })).toEqual({ outcome: 'ok', status: 200 });
    expect(await test({ id: 'demo' })).toEqual({ outcome: 'ok', status: 200 });
  });

  it("switches between workspaces, keeping each one's data apart, and says so", async () => {
    await open();
    await createContact('Nurdemo');
    const added = await addRemote();
    value(await call('workspaces.switch', { id: added.id }));
    expect(events).toContainEqual({ event: 'workspace', payload: { activeId: added.id } });
    expect((await list()).activeId).toBe(added.id);
    expect(await search('Nurdemo')).toEqual([]);
    await createContact('Nurremote');
    expect((await syncNow()).state).toBe('idle');
    expect(existsSync(join(dir.path, 'data', 'workspaces', added.id, 'workspace.sqlite'))).toBe(
      true,
    );

    value(await call('workspaces.switch', { id: 'demo' }));
    expect(await search('Nurremote')).toEqual([]);
    expect(await search('Nurdemo')).toHaveLength(1);
    // Events now come from the demo's engine only.
    events.length = 0;
    const made = await createContact('Nochmal');
    expect(events).toContainEqual({
      event: 'changes',
      payload: expect.objectContaining({ resource: 'contacts', ids: [made.id] }),
    });
    await syncNow();
    expect(events.some((e) => e.event === 'status')).toBe(true);

    // The choice survives a restart.
    value(await call('workspaces.switch', { id: added.id }));
    await manager.close();
    await open();
    expect((await list()).activeId).toBe(added.id);
    expect(await search('Nurremote')).toHaveLength(1);
  });

  it('refuses to remove a workspace with unsynced writes unless confirmed; never the demo', async () => {
    await open();
    const port = await closedPort();
    const added = await addRemote(`http://127.0.0.1:${port}`);
    value(await call('workspaces.switch', { id: added.id }));
    await createContact('Ungesendet');
    expect((await list()).workspaces.find((w) => w.id === added.id)?.unsynced).toBe(1);

    const refused = failure(await call('workspaces.remove', { id: added.id }));
    expect(refused).toMatchObject({ code: 'workspace_has_unsynced', params: { count: 1 } });
    // Also while another workspace is active (counted from its closed database).
    value(await call('workspaces.switch', { id: 'demo' }));
    await manager.close();
    await open();
    expect((await list()).workspaces.find((w) => w.id === added.id)?.unsynced).toBe(1);
    expect(failure(await call('workspaces.remove', { id: added.id })).code).toBe(
      'workspace_has_unsynced',
    );

    expect(failure(await call('workspaces.remove', { id: 'demo' }))).toMatchObject({
      code: 'workspace_is_demo',
      params: { id: 'demo' },
    });
    value(await call('workspaces.switch', { id: added.id }));
    value(await call('workspaces.remove', { id: added.id, confirmUnsynced: true }));
    expect(await list()).toEqual({
      activeId: 'demo',
      workspaces: [expect.objectContaining({ id: 'demo' })],
    });
    expect(events).toContainEqual({ event: 'workspace', payload: { activeId: 'demo' } });
    expect(existsSync(join(dir.path, 'data', 'workspaces', added.id))).toBe(false);
    expect(new FileKeyVault(join(dir.path, 'data')).get(added.id)).toBeNull();
    expect(failure(await call('workspaces.switch', { id: added.id }))).toMatchObject({
      code: 'workspace_not_found',
      params: { id: added.id },
    });
  });

  it('applies a new key to the running engine at once, also when it cannot be stored', async () => {
    await open({ vault: new MemoryKeyVault() });
    const added = value<{ workspace: WorkspaceView; warning?: string }>(
      await call('workspaces.add', { name: 'B', baseUrl: remote.url, apiKey: 'wrong-key' }),
    );
    expect(added.warning).toBe('key_not_stored');
    expect(added.workspace.keyStorage).toBe('memory');
    value(await call('workspaces.switch', { id: added.workspace.id }));
    expect((await syncNow()).state).toBe('auth-error');
    expect(
      value(await call('workspaces.setKey', { id: added.workspace.id, apiKey: remoteKey })),
    ).toEqual({ storage: 'memory', warning: 'key_not_stored' });
    expect((await syncNow()).state).toBe('idle');
    expect(failure(await call('workspaces.setKey', { id: 'demo', apiKey: remoteKey })).code).toBe(
      'workspace_is_demo',
    );
  });

  it('renames a workspace', async () => {
    await open();
    const added = await addRemote();
    value(await call('workspaces.rename', { id: added.id, name: '  Büro Köln ' }));
    expect((await list()).workspaces.find((w) => w.id === added.id)?.name).toBe('Büro Köln');
  });

  it('tells the renderer when its own data changed (settings, workspaces, demo): no store write says it', async () => {
    await open();
    const hostEvents = () => events.filter((e) => e.event === 'host').map((e) => e.payload);
    const added = await addRemote();
    value(await call('workspaces.rename', { id: added.id, name: 'Außendienst' }));
    value(await call('workspaces.setKey', { id: added.id, apiKey: remoteKey }));
    value(await call('workspaces.remove', { id: added.id }));
    value(await call('settings.set', { language: 'en' }));
    value(await call('demo.setRunning', { running: false }));
    expect(hostEvents()).toEqual([
      { changed: 'workspaces' },
      { changed: 'workspaces' },
      { changed: 'workspaces' },
      { changed: 'workspaces' },
      { changed: 'settings' },
      { changed: 'demo' },
    ]);
    // A refused change changed nothing and says nothing.
    events.length = 0;
    failure(await call('workspaces.remove', { id: 'demo' }));
    expect(hostEvents()).toEqual([]);
  });

  it('never writes a key to the registry, settings or any database; the key file is 0600', async () => {
    await open();
    const secret = 'Sehr-Geheimer-Schluessel-4711';
    const demoKey = manager.demo!.apiKey;
    const added = await addRemote(remote.url, secret);
    // A wrong key first, so that it travels through sync, errors and status.
    value(await call('workspaces.switch', { id: added.id }));
    await syncNow();
    value(await call('workspaces.setKey', { id: added.id, apiKey: remoteKey }));
    await createContact('Schlüsseltest');
    await syncNow();
    value(await call('settings.set', { offline: true, language: 'en' }));
    value(await call('workspaces.setKey', { id: added.id, apiKey: secret }));
    await manager.close();

    const data = join(dir.path, 'data');
    expect(filesContaining(data, demoKey)).toEqual([]);
    for (const key of [secret])
      expect(filesContaining(data, key).map((f) => f.slice(data.length + 1))).toEqual([
        'keys.json',
      ]);
    // A replaced key is gone from every file.
    expect(filesContaining(data, remoteKey)).toEqual([]);
    expect(modeOf(join(data, 'keys.json'))).toBe(0o600);
    for (const file of ['workspaces.json', 'settings.json'])
      expect(modeOf(join(data, file))).toBe(0o600);
    for (const folder of ['', 'demo', 'workspaces', `workspaces/${added.id}`])
      expect(modeOf(join(data, folder))).toBe(0o700);
    for (const db of [`workspaces/${added.id}/workspace.sqlite`, 'demo/demo-local.sqlite'])
      expect(modeOf(join(data, db))).toBe(0o600);
    expect(readFileSync(join(data, 'workspaces.json'), 'utf8')).toContain(remote.url);
  });

  it('works offline on purpose: no request reaches the server until switched back', async () => {
    const proxy = await countingProxy(remote.url);
    try {
      await open();
      const added = await addRemote(proxy.url);
      value(await call('workspaces.switch', { id: added.id }));
      expect((await syncNow()).state).toBe('idle');
      expect(value(await call('settings.set', { offline: true }))).toEqual({
        language: 'de',
        offline: true,
        photoLocation: false,
      });
      const before = proxy.requests.length;
      await createContact('Offlineanlage');
      const paused = await syncNow();
      expect(paused).toMatchObject({ state: 'paused', pending: 1, nextAttemptAt: null });
      expect(
        events.some(
          (e) => e.event === 'status' && (e.payload as SyncStatusView).state === 'paused',
        ),
      ).toBe(true);
      // Switching keeps it offline, and so does a restart.
      value(await call('workspaces.switch', { id: 'demo' }));
      value(await call('workspaces.switch', { id: added.id }));
      await manager.close();
      await open();
      expect(value(await call('settings.get'))).toEqual({
        language: 'de',
        offline: true,
        photoLocation: false,
      });
      expect((await status()).state).toBe('paused');
      // The pass is over when sync.now answers; paused, with no attempt planned, nothing went.
      expect(await syncNow()).toMatchObject({ state: 'paused', pending: 1, nextAttemptAt: null });
      expect(proxy.requests.length).toBe(before);

      value(await call('settings.set', { offline: false }));
      await expect.poll(async () => (await syncNow()).pending, { timeout: 5_000 }).toBe(0);
      expect(proxy.requests.length).toBeGreaterThan(before);
      expect(proxy.requests.some((r) => r.method === 'POST' && r.url === '/v1/contacts')).toBe(
        true,
      );
    } finally {
      await manager?.close();
      await proxy.close();
    }
  });

  it('stops and restarts the embedded demo server: sync fails with a network error, then works', async () => {
    await open();
    expect((await syncNow()).state).toBe('idle');
    const url = manager.demo!.url;
    expect(value(await call('demo.setRunning', { running: false }))).toEqual({
      available: true,
      running: false,
    });
    expect((await fetch(`${url}/v1/deal-stages`).catch(() => null)) === null).toBe(true);
    await createContact('Ohnenetz');
    const offline = await syncNow();
    expect(offline.state).toBe('offline');
    // The core's code for it (network_unreachable), worded by the renderer.
    expect(offline.lastError).toEqual({
      code: expect.stringMatching(/^network_/),
      params: expect.any(Object),
    });
    expect(offline.pending).toBe(1);

    expect(value(await call('demo.setRunning', { running: true }))).toEqual({
      available: true,
      running: true,
    });
    expect(manager.demo!.url).toBe(url); // same port when free
    const back = await syncNow();
    expect(back).toMatchObject({ state: 'idle', pending: 0, lastError: null });
    expect(await search('Ohnenetz')).toHaveLength(1);
  });

  it('gives the demo server a random key per launch, keeps its data, refuses old keys and a forged Host', async () => {
    await open();
    const demo = manager.demo!;
    expect(demo.apiKey).not.toBe('demo-key');
    expect(demo.apiKey.length).toBeGreaterThanOrEqual(40);
    const get = (key: string, host?: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${demo.url}/v1/deal-stages`);
        void import('node:http').then(({ request }) => {
          const req = request(
            url,
            { headers: { authorization: `Bearer ${key}`, ...(host ? { host } : {}) } },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
      });
    expect(await get(demo.apiKey)).toBe(200);
    expect(await get('demo-key')).toBe(401);
    expect(await get(demo.apiKey, `localhost:${new URL(demo.url!).port}`)).toBe(200);
    expect(await get(demo.apiKey, `evil.example:${new URL(demo.url!).port}`)).toBe(421);

    // The next launch: a new key, the same server workspace and data; the old key is dead.
    await createContact('Vorherstart');
    expect((await syncNow()).pending).toBe(0);
    await manager.close();
    await open();
    const next = manager.demo!;
    expect(next.apiKey).not.toBe(demo.apiKey);
    const contacts = await fetch(`${next.url}/v1/contacts?limit=500`, {
      headers: { authorization: `Bearer ${next.apiKey}` },
    });
    expect(JSON.stringify(await contacts.json())).toContain('Vorherstart');
    expect(
      (
        await fetch(`${next.url}/v1/contacts`, {
          headers: { authorization: `Bearer ${demo.apiKey}` },
        })
      ).status,
    ).toBe(401);
    // And the local copy was kept (same workspace): still there before any sync.
    expect(await search('Vorherstart')).toHaveLength(1);
    const { workspaces } = await list();
    expect(workspaces[0]).toMatchObject({ id: 'demo', keySet: true, keyStorage: null });
  });

  it("takes over the demo data of earlier versions' fixed key, which then answers 401", async () => {
    mkdirSync(join(dir.path, 'data', 'demo'), { recursive: true });
    const old = await startServer({
      apiKeys: ['demo-key'],
      dbPath: join(dir.path, 'data', 'demo', 'demo-server.sqlite'),
      seed: 'demo',
    });
    const created = await fetch(`${old.url}/v1/contacts`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-key', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'lead', fields: { lastName: 'Altversion' } }),
    });
    expect(created.status).toBe(201);
    await old.close();
    await open();
    await syncNow();
    expect(await search('Altversion')).toHaveLength(1);
    const demo = manager.demo!;
    const stale = await fetch(`${demo.url}/v1/contacts`, {
      headers: { authorization: 'Bearer demo-key' },
    });
    expect(stale.status).toBe(401);
  });

  it('asks for confirmation to remove a workspace whose database cannot be read', async () => {
    await open();
    const added = await addRemote();
    mkdirSync(join(dir.path, 'data', 'workspaces', added.id), { recursive: true });
    writeFileSync(
      join(dir.path, 'data', 'workspaces', added.id, 'workspace.sqlite'),
      'not a database, not at all'.repeat(200),
    );
    await manager.close();
    await open();
    expect((await list()).workspaces.find((w) => w.id === added.id)?.unsynced).toBe(-1);
    expect(failure(await call('workspaces.remove', { id: added.id }))).toMatchObject({
      code: 'workspace_has_unsynced',
      params: { count: -1 },
    });
    // Switching to it says why it can't open, and stays where it was.
    const refused = failure(await call('workspaces.switch', { id: added.id }));
    expect(refused.code).toBe('database_damaged');
    expect((await list()).activeId).toBe('demo');
    expect((await syncNow()).state).toBe('idle');
    expect((await search('')).length).toBeGreaterThan(0);
    value(await call('workspaces.remove', { id: added.id, confirmUnsynced: true }));
    expect((await list()).workspaces).toHaveLength(1);
  });
});
