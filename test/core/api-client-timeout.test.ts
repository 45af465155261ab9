import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WorkspaceClient } from '../../src/main/core/api/client';
import { ApiError } from '../../src/main/core/api/errors';

/*
 * A request that the server leaves hanging fails as a network error after the client's timeout,
 * whether the answer's head or its body never comes, and going offline on purpose (abortAll)
 * stops a request at once. The sync engine retries network errors and the status says "did not
 * answer in time" (sync/failure.ts), so a hanging server never holds a sync, nor a queued write.
 */

const answer = z.object({ ok: z.boolean() });
let server: Server;
let baseUrl = '';
/** Requests the server holds; ended when the test ends, so the server stops. */
const held = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/v1/fast') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else if (request.url === '/v1/no-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"ok":');
      held.add(response);
    } else held.add(response); // no answer at all
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('a request the server leaves hanging', () => {
  it('fails as a network error after the timeout when no answer comes', async () => {
    const client = new WorkspaceClient({ baseUrl, apiKey: 'k', timeoutMs: 150 });
    const started = performance.now();
    const error = await failure(client.send('GET', '/v1/silent', answer));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect((error as ApiError).message).toBe('GET /v1/silent: the server did not answer in time');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails the same way when the answer starts and its body stops', async () => {
    const client = new WorkspaceClient({ baseUrl, apiKey: 'k', timeoutMs: 150 });
    const error = await failure(client.send('GET', '/v1/no-body', answer));
    expect((error as ApiError).kind).toBe('network');
    expect((error as ApiError).message).toMatch(/did not answer in time/);
  });

  it('stops at once, and not as a timeout, when the app goes offline on purpose', async () => {
    const client = new WorkspaceClient({ baseUrl, apiKey: 'k', timeoutMs: 10_000 });
    const arrived = new Promise((resolve) => server.once('request', resolve));
    const pending = failure(client.send('GET', '/v1/silent', answer));
    // Under way: the server holds it.
    await arrived;
    const started = performance.now();
    client.abortAll();
    const error = await pending;
    expect(performance.now() - started).toBeLessThan(1000);
    expect((error as ApiError).kind).toBe('network');
    expect((error as ApiError).message).not.toMatch(/did not answer in time/);
  });

  it('leaves no timer behind once an answer came (a one-shot CLI exits at once)', async () => {
    const client = new WorkspaceClient({ baseUrl, apiKey: 'k', timeoutMs: 60_000 });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    for (let i = 0; i < 5; i++) {
      expect((await client.send('GET', '/v1/fast', answer)).data).toEqual({ ok: true });
    }
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
