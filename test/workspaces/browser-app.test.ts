import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../../src/main/browser/app';
import { AppAlreadyRunningError, instanceFileName } from '../../src/main/browser/instance';
import { repoRoot } from '../../src/main/build/electron-build';
import { openStore } from '../../src/main/core/store';
import { MemoryKeyVault } from '../../src/main/workspaces/file-key-vault';
import { closedPort, modeOf, tempDir } from './helpers';

/* Browser mode's one entry point: startBrowserApp, one app per data folder. */

let dir: ReturnType<typeof tempDir>;
let data: string;
let app: BrowserApp | null;
beforeEach(() => {
  dir = tempDir('app');
  data = join(dir.path, 'data');
  mkdirSync(join(dir.path, 'renderer'));
  writeFileSync(join(dir.path, 'renderer', 'index.html'), '<!doctype html><title>app</title>');
  app = null;
});
afterEach(async () => {
  await app?.close();
  dir.remove();
});

const start = () =>
  startBrowserApp({
    dataDir: data,
    vault: new MemoryKeyVault(),
    rendererDir: join(dir.path, 'renderer'),
    pollIntervalMs: 60_000,
  });

const ipc = async (channel: string, body: unknown = {}) =>
  (await (
    await fetch(`${app!.bridgeUrl}/ipc/${channel}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${app!.token}` },
      body: JSON.stringify(body),
    })
  ).json()) as { ok: boolean; value?: unknown; error?: unknown };

describe('startBrowserApp', () => {
  it('serves the whole contract over the bridge; errors cross as { code, params, message }', async () => {
    app = await start();
    expect(app.appUrl).toBe(`${app.bridgeUrl}/#token=${app.token}`);
    expect(await ipc('workspaces.list')).toMatchObject({ ok: true, value: { activeId: 'demo' } });
    expect(await ipc('workspaces.remove', { id: 'demo' })).toEqual({
      ok: false,
      error: {
        code: 'workspace_is_demo',
        params: { id: 'demo' },
        message: expect.any(String),
      },
    });
    expect(await ipc('sync.setApiKey', { apiKey: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel', params: { channel: 'sync.setApiKey' } },
    });
  });

  it('streams the workspace event when the active workspace changes', async () => {
    app = await start();
    const events = await fetch(`${app.bridgeUrl}/events?token=${app.token}`);
    const reader = events.body!.getReader();
    await reader.read(); // retry: line
    const added = (await ipc('workspaces.add', {
      name: 'Zweiter',
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'some-key',
    })) as { value: { workspace: { id: string } } };
    const id = added.value.workspace.id;
    expect(await ipc('workspaces.switch', { id })).toEqual({ ok: true, value: { ok: true } });
    let text = '';
    while (!text.includes('event: workspace')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain(`event: workspace\ndata: {"activeId":"${id}"}`);
    await reader.cancel();
  });

  it('opens the window before the core has opened; its first call waits and is answered', async () => {
    let during: { page: number; list: Promise<unknown>; started: boolean } | null = null;
    let resolved = false;
    const starting = startBrowserApp({
      dataDir: data,
      vault: new MemoryKeyVault(),
      rendererDir: join(dir.path, 'renderer'),
      pollIntervalMs: 60_000,
      openWindow: (appUrl) => {
        const base = appUrl.split('/#')[0]!;
        const token = decodeURIComponent(appUrl.split('#token=')[1]!);
        during = {
          started: resolved,
          page: 0,
          list: fetch(`${base}/ipc/workspaces.list`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: '{}',
          }).then((r) => r.json()),
        };
        void fetch(base).then((r) => (during!.page = r.status));
      },
    });
    app = await starting;
    resolved = true;
    expect(during).not.toBeNull();
    const window = during!;
    // Called while startBrowserApp still waited for the core.
    expect(window.started).toBe(false);
    expect(await window.list).toMatchObject({ ok: true, value: { activeId: 'demo' } });
    await expect.poll(() => window.page).toBe(200);
  });

  it('refuses a second app on the same data folder and names the first one', async () => {
    app = await start();
    const file = join(data, instanceFileName);
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      pid: process.pid,
      appUrl: app.appUrl,
    });
    const second = await start().catch((e: unknown) => e);
    expect(second).toBeInstanceOf(AppAlreadyRunningError);
    expect(second).toMatchObject({ code: 'app_already_running', params: { appUrl: app.appUrl } });
    expect((second as Error).message).toMatch(/^Ortstermin läuft bereits: http/);
    // The first one still answers.
    expect(await ipc('sync.status')).toMatchObject({ ok: true });
    await app.close();
    app = null;
    expect(existsSync(file)).toBe(false);
    app = await start(); // free again
  });

  it('takes over a data folder left behind by an app that is gone', async () => {
    mkdirSync(data, { recursive: true });
    // A pid far above any real one: the process that wrote this is gone.
    writeFileSync(join(data, instanceFileName), JSON.stringify({ pid: 2 ** 22 + 17, appUrl: 'x' }));
    app = await start();
    expect(JSON.parse(readFileSync(join(data, instanceFileName), 'utf8')).pid).toBe(process.pid);
    await app.close();
    // A live pid (another program after a reboot) whose app URL does not answer: gone too.
    const port = await closedPort();
    writeFileSync(
      join(data, instanceFileName),
      JSON.stringify({ pid: process.ppid, appUrl: `http://127.0.0.1:${port}/#token=x` }),
    );
    app = await start();
    expect(JSON.parse(readFileSync(join(data, instanceFileName), 'utf8')).pid).toBe(process.pid);
  });

  it('says "already running" and closes its demo server when the database is in use', async () => {
    // Another process (here: another connection) holds the demo's local database.
    const vault = new MemoryKeyVault();
    app = await startBrowserApp({ dataDir: data, vault, rendererDir: join(dir.path, 'renderer') });
    await app.close();
    app = null;
    const holder = openStore(join(data, 'demo', 'demo-local.sqlite'));
    try {
      let call: Promise<unknown> | null = null;
      const error = await startBrowserApp({
        dataDir: data,
        vault,
        rendererDir: join(dir.path, 'renderer'),
        // The window opened meanwhile: its call is answered (with the error), not left hanging.
        openWindow: (appUrl) => {
          const token = decodeURIComponent(appUrl.split('#token=')[1]!);
          call = fetch(`${appUrl.split('/#')[0]}/ipc/sync.status`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: '{}',
          }).then(
            (r) => r.json(),
            () => 'closed',
          );
        },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppAlreadyRunningError);
      expect(await call).not.toMatchObject({ ok: true });
      expect(existsSync(join(data, instanceFileName))).toBe(false);
    } finally {
      holder.close();
    }
    app = await start();
    expect(await ipc('demo.status')).toEqual({
      ok: true,
      value: { available: true, running: true },
    });
  });

  it('npm start a second time says plainly that Ortstermin is already running, and where', async () => {
    app = await start();
    /** A second `npm start` on the same data folder, in the given locale: its output and code. */
    const secondStart = async (locale: NodeJS.ProcessEnv) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'src/main/start.ts')],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            LANGUAGE: '',
            LC_ALL: '',
            LC_MESSAGES: '',
            ...locale,
            ORTSTERMIN_DATA_DIR: data,
            DISPLAY: '',
            WAYLAND_DISPLAY: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { out, code };
    };
    const german = await secondStart({ LANG: 'de_DE.UTF-8' });
    expect(german.out).toContain('Kein Electron auf diesem Rechner');
    expect(german.out).toContain(`Ortstermin läuft bereits: ${app.appUrl}`);
    expect(german.out).not.toContain('already running');
    expect(german.code).toBe(0);
    const english = await secondStart({ LANG: 'en_US.UTF-8' });
    expect(english.out).toContain('No Electron binary on this machine; starting browser mode');
    expect(english.out).toContain(`Ortstermin is already running: ${app.appUrl}`);
    expect(english.out).not.toContain('läuft');
    expect(english.code).toBe(0);
    expect(await ipc('sync.status')).toMatchObject({ ok: true });
  }, 90_000);
});
