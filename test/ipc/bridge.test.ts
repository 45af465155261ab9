import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  IpcError,
  withIpcErrors,
  type IpcResult,
  type OrtsterminApi,
} from '../../src/shared/ipc/contract';
import { maxBodyBytes, startBridge, type RunningBridge } from '../../src/main/browser/bridge';
import { openCore, type Core } from '../../src/main/core';
import { createHandlers } from '../../src/main/ipc/handlers';
import type { EventSink } from '../../src/main/ipc/handlers';

let dir: string;
let core: Core;
let bridge: RunningBridge;
let sink: EventSink | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ortstermin-bridge-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  core = openCore({
    dbPath: join(dir, 'local.sqlite'),
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k',
  });
  bridge = await startBridge({
    handlers: createHandlers(core),
    subscribe: (s) => {
      sink = s;
      return () => (sink = null);
    },
    rendererDir: dir,
    token: 'secret-token',
    maxStreams: 3,
  });
});

afterAll(async () => {
  await bridge.close();
  await core.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${bridge.url}${path}`, {
    method: 'POST',
    body,
    headers: { Authorization: 'Bearer secret-token', ...headers },
  });

describe('browser bridge', () => {
  it('answers a call with the token and refuses one without', async () => {
    expect(await (await post('/ipc/sync.status', '{}')).json()).toMatchObject({
      ok: true,
      value: { state: 'idle' },
    });
    expect(
      (await post('/ipc/sync.status', '{}', { Authorization: 'Bearer secret-tokeN' })).status,
    ).toBe(401);
    expect((await fetch(`${bridge.url}/events?token=wrong`)).status).toBe(401);
  });

  it('names an unknown channel and bad JSON instead of failing', async () => {
    expect(await (await post('/ipc/contacts.drop', '{}')).json()).toMatchObject({
      ok: false,
      error: { code: 'unknown_channel' },
    });
    expect(await (await post('/ipc/contacts.search', '{not json')).json()).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });

  it('refuses another Host or a cross-site Origin', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${bridge.url}/ipc/sync.status`,
        {
          method: 'POST',
          headers: { Host: 'evil.example:80', Authorization: 'Bearer secret-token' },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
    expect((await post('/ipc/sync.status', '{}', { Origin: 'http://evil.example' })).status).toBe(
      403,
    );
  });

  it('serves the renderer with a CSP, and streams events', async () => {
    const page = await fetch(`${bridge.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const events = await fetch(`${bridge.url}/events?token=secret-token`);
    const reader = events.body!.getReader();
    await reader.read(); // retry: line
    sink?.('changes', { resource: 'contacts', ids: ['con_1'] });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain(
      'event: changes\ndata: {"resource":"contacts","ids":["con_1"]}',
    );
    await reader.cancel();
  });

  it('lets the browser keep the build’s scripts, named by content; the page is fetched each time', async () => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'index-Dml22s4u.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'index-Dml22s4u.css'), 'body {}');
    writeFileSync(join(dir, 'assets', 'logo.svg'), '<svg/>');
    const cacheOf = async (path: string) => {
      const response = await fetch(`${bridge.url}${path}`);
      expect(response.status, path).toBe(200);
      return response.headers.get('cache-control');
    };
    expect(await cacheOf('/assets/index-Dml22s4u.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/assets/index-Dml22s4u.css')).toBe('public, max-age=31536000, immutable');
    // The page names the current build's scripts; a name without its content's hash may change.
    expect(await cacheOf('/')).toBe('no-store');
    expect(await cacheOf('/index.html')).toBe('no-store');
    expect(await cacheOf('/assets/logo.svg')).toBe('no-store');
    // A missing script gets the page (no-store), never a cached answer.
    expect(await cacheOf('/assets/gone-AAAAAAAA.js')).toBe('no-store');
  });

  it('gives the renderer IpcError with field issues, also from a preload that rejects with data', async () => {
    const client = createApiClient(
      async (channel, req) =>
        (await (await post(`/ipc/${channel}`, JSON.stringify(req))).json()) as IpcResult<unknown>,
      () => () => undefined,
    );
    const error = await client.contacts
      .create({ body: { status: 'boss' as never } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IpcError);
    expect((error as IpcError).issues?.[0]?.path).toBe('body.status');

    // Like the Electron preload: plain error data crosses contextBridge, withIpcErrors rebuilds it.
    const preloadLike = {
      ...client,
      contacts: {
        ...client.contacts,
        get: () => Promise.reject({ code: 'not_found', message: 'gone' }),
      },
    } as OrtsterminApi;
    const rebuilt = await withIpcErrors(preloadLike)
      .contacts.get({ id: 'x' })
      .catch((e: unknown) => e);
    expect(rebuilt).toBeInstanceOf(IpcError);
    expect((rebuilt as IpcError).code).toBe('not_found');
  });

  it('refuses a body over the bound with 413, without reading it all', async () => {
    const big = 'x'.repeat(maxBodyBytes + 1);
    const answer = await post('/ipc/contacts.search', big);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', params: { maxBytes: maxBodyBytes } },
    });
    // Also when the client does not say the length up front (chunked).
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${bridge.url}/ipc/contacts.search`,
        { method: 'POST', headers: { Authorization: 'Bearer secret-token' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', () => resolve(-1)); // the bridge may close the connection first
      for (let i = 0; i < 7; i++) req.write(Buffer.alloc(1024 * 1024, 0x20));
      req.end();
      void reject;
    });
    expect([413, -1]).toContain(chunked);
    // And the bridge still answers.
    expect((await post('/ipc/sync.status', '{}')).status).toBe(200);
  });

  it('keeps a bounded number of event streams: a new one ends the oldest', async () => {
    const open = async () => {
      const response = await fetch(`${bridge.url}/events?token=secret-token`);
      const reader = response.body!.getReader();
      await reader.read(); // retry: line
      return reader;
    };
    const readers = [await open(), await open(), await open()];
    const fourth = await open();
    // The oldest stream has ended.
    expect((await readers[0]!.read()).done).toBe(true);
    sink?.('changes', { resource: 'deals', ids: ['deal_1'] });
    const { value } = await fourth.read();
    expect(new TextDecoder().decode(value)).toContain('event: changes');
    for (const reader of [...readers.slice(1), fourth]) await reader.cancel();
  });

  it('answers the event stream to GET only and a malformed path with 400', async () => {
    expect((await post('/events?token=secret-token', '')).status).toBe(405);
    expect((await fetch(`${bridge.url}/%E0%A4%A`)).status).toBe(400);
    expect((await post('/ipc/%E0%A4%A', '{}')).status).toBe(400);
    // No CORS: nothing invites another origin to read an answer.
    const answer = await post('/ipc/sync.status', '{}');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${bridge.url}/ipc/sync.status`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(405);
  });

  it('compares the token whatever its length, and refuses near misses', async () => {
    for (const token of ['', 's', 'secret-tokeN', 'secret-token2', 'x'.repeat(5000)])
      expect(
        (await post('/ipc/sync.status', '{}', { Authorization: `Bearer ${token}` })).status,
      ).toBe(401);
  });
});
