import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from '../../src/main/workspaces/session';
import { startServer } from '../../src/server';
import { ApiPeer, tempDir, type RunningServer } from '../sync/helpers';
import { inspectCore } from '../support/core-inspector';
import { coreWorkerIn, runningCoreWorker } from '../support/core-workers';

/* The core in its worker thread (src/main/worker): calls, events, slow-call log, a crash. */

let server: RunningServer | null = null;
let session: Session | null = null;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await session?.close();
  await server?.close();
  session = null;
  server = null;
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

async function open(latencyMs = 0) {
  server = await startServer({
    apiKeys: ['key-a'],
    chaos: latencyMs ? { latencyMs: [latencyMs, latencyMs] } : undefined,
  });
  const tmp = tempDir();
  cleanups.push(tmp.cleanup);
  const log: string[] = [];
  session = await openSession({
    dataDir: tmp.dir,
    baseUrl: server.url,
    apiKey: 'key-a',
    pushDelayMs: 20,
    pollIntervalMs: 600_000,
    log: (line) => log.push(line),
  });
  return { session, dir: tmp.dir, log, peer: new ApiPeer(server.url) };
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('the core in a worker thread', () => {
  it('answers the contract through messages, sends events back and errors as they were', async () => {
    const { session, dir } = await open();
    // A worker thread of its own (the main thread's id is 0).
    expect(runningCoreWorker(dir).threadId).toBeGreaterThan(0);
    const events: string[] = [];
    session.subscribe((event, payload) =>
      events.push(
        event === 'changes' ? `changes:${(payload as { resource: string }).resource}` : event,
      ),
    );
    const created = (await session.handlers['contacts.create']({
      body: { status: 'lead', fields: { firstName: 'Florian', lastName: 'Wolf' } },
    })) as { id: string };
    expect(created.id).toMatch(/^local:/);
    const found = await session.handlers['contacts.search']({ text: 'wolf flo' });
    expect(found.data.map((c) => c.id)).toEqual([created.id]);
    await until(() => events.includes('changes:contacts') && events.includes('status'));
    await expect(session.handlers['contacts.get']({ id: 'nope' })).rejects.toMatchObject({
      code: 'not_found',
      params: { resource: 'contacts', id: 'nope' },
    });
    await expect(
      session.handlers['contacts.patch']({ id: 'nope', body: { status: 'lead' } }),
    ).rejects.toMatchObject({ code: expect.any(String), message: expect.any(String) });
    // Tests only: the store, called synchronously in the worker. The first sync may have brought
    // the demo's own Florians by now: the one created here is among them.
    expect(
      inspectCore(dir)
        .store.searchContacts('Florian')
        .map((c) => c.id),
    ).toContain(created.id);
    expect(typeof inspectCore(dir).engine.status.state).toBe('string');
  });

  it('logs calls slower than 40 ms with their channel, never their data', async () => {
    const { session, log } = await open();
    await session.handlers['contacts.create']({
      body: { fields: { lastName: 'Geheimname' } },
    });
    // A sync waits for the server: slower than 40 ms with the latency below.
    await session.close();
    const slow = await open(60);
    await slow.session.handlers['sync.now']({});
    // In the terminal's language (host-lines.ts): "took" or "dauerte".
    expect(slow.log.some((line) => /^\[core\] sync\.now \S+ [\d.]+ ms$/.test(line))).toBe(true);
    expect([...log, ...slow.log].join('\n')).not.toContain('Geheimname');
  });

  it('restarts after a crash mid-push, tells the status, and the write reaches the server once', async () => {
    const { session, dir, peer } = await open(300);
    await session.handlers['sync.now']({});
    const statuses: { lastError: { code: string } | null }[] = [];
    session.subscribe((event, payload) => {
      if (event === 'status') statuses.push(payload as (typeof statuses)[number]);
    });
    await session.handlers['contacts.create']({
      body: { fields: { firstName: 'Erika', lastName: 'Absturz' } },
    });
    // The push is under way (the server holds the request for 300 ms): the worker dies.
    await until(() => inspectCore(dir).store.listOutbox()[0]?.attemptedAt != null);
    const crashed = runningCoreWorker(dir);
    await crashed.terminate();
    await until(() => ![null, crashed].includes(coreWorkerIn(dir)));
    expect(statuses.some((s) => s.lastError?.code === 'core_restarted')).toBe(true);
    // The queued write survived in the outbox and goes out (or is found there) once.
    await until(async () => {
      await Promise.resolve(session.handlers['sync.now']({})).catch(() => undefined);
      return inspectCore(dir).store.listOutbox().length === 0;
    }, 30_000);
    const onServer = await peer.request<{ data: { fields: { lastName?: string } }[] }>(
      'GET',
      '/v1/contacts?limit=500',
    );
    expect(onServer.data.filter((c) => c.fields.lastName === 'Absturz')).toHaveLength(1);
    const local = inspectCore(dir).store.searchContacts('Absturz');
    expect(local).toHaveLength(1);
    expect(local[0]!.id).not.toMatch(/^local:/);
    const status = await session.handlers['sync.status']({});
    expect(status.lastError).toEqual({ code: 'core_restarted', params: {} });
  });
});
