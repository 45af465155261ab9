import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, tempDir } from './helpers';

/*
 * One odd answer must not stop or skew all sync. The reference server is
 * real; a fetch in between bends its answers the way an odd server or the network would.
 */

type Rewrite = (
  url: URL,
  init: RequestInit | undefined,
  answer: () => Promise<Response>,
) => Promise<Response>;

function bentFetch(rewrite: Rewrite): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    return rewrite(url, init, () => fetch(input, init));
  }) as typeof fetch;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
  });

describe('odd servers', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('keeps a record with an unknown status and pulls everything else', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const fetchBent = bentFetch(async (url, _init, answer) => {
      const response = await answer();
      if (url.pathname !== '/v1/contacts' || !response.ok) return response;
      const page = (await response.json()) as { data: { status: string }[]; hasMore: boolean };
      if (page.data[0]) page.data[0].status = 'vip';
      return json(page);
    });
    const core = coreFor(server.url, join(tmp.dir, 'vip.sqlite'), { fetch: fetchBent });
    try {
      await core.engine.sync();
      const dump = core.store.dump();
      const server_ = await new ApiPeer(server.url).state();
      expect(dump.contacts).toHaveLength(server_.contacts.length);
      expect(dump.contacts.filter((c) => c.status === 'vip')).toHaveLength(1);
      expect(dump.deals).toHaveLength(server_.deals.length);
      expect(core.engine.status.state).toBe('idle');
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('stops a list whose hasMore never ends with a clear protocol error, and still pushes', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const peer = new ApiPeer(server.url);
    const [contact] = await peer.all<{ id: string }>('/v1/contacts');
    let listRequests = 0;
    // Ignores the offset and always says there is more: the same page for ever.
    const fetchBent = bentFetch(async (url, init, answer) => {
      if (url.pathname !== '/v1/buildings') return answer();
      listRequests++;
      url.searchParams.set('offset', '0');
      const page = (await (await fetch(url, init)).json()) as { data: unknown[] };
      return json({ data: page.data, hasMore: true });
    });
    const core = coreFor(server.url, join(tmp.dir, 'forever.sqlite'), { fetch: fetchBent });
    try {
      core.store.applyServerRecords('contacts', [
        await peer.request('GET', `/v1/contacts/${contact!.id}`),
      ]);
      core.store.patchContact(contact!.id, { fields: { note: 'sent despite the broken list' } });
      await expect(core.engine.sync()).rejects.toThrow(/hasMore|paging/);
      expect(listRequests).toBeLessThan(100);
      expect(core.engine.status.lastError?.code).toBe('protocol_error');
      const after = await peer.request<{ fields: Record<string, unknown> }>(
        'GET',
        `/v1/contacts/${contact!.id}`,
      );
      expect(after.fields.note).toBe('sent despite the broken list');
    } finally {
      await core.close();
      await server.close();
    }
  });

  it("treats a captive portal's HTML 404 as the network's fault: the write stays queued", async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    let portal = true;
    const fetchBent = bentFetch(async (_url, _init, answer) =>
      portal
        ? new Response('<html><body>Bitte melden Sie sich im WLAN an</body></html>', {
            status: 404,
            headers: { 'content-type': 'text/html' },
          })
        : answer(),
    );
    const core = coreFor(server.url, join(tmp.dir, 'portal.sqlite'), { fetch: fetchBent });
    try {
      core.store.createContact({ fields: { lastName: 'Portal' } });
      await expect(core.engine.sync({ pull: false })).rejects.toThrow();
      expect(core.store.listOutbox()).toMatchObject([{ state: 'queued', rejection: null }]);
      expect(core.engine.status).toMatchObject({
        state: 'offline',
        lastError: { code: 'unexpected_answer' },
      });
      portal = false;
      await core.engine.sync();
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('removes a stage the server no longer lists; its deals keep the stage id', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    let dropStage: string | null = null;
    const fetchBent = bentFetch(async (url, _init, answer) => {
      const response = await answer();
      if (url.pathname !== '/v1/deal-stages' || !dropStage) return response;
      const list = (await response.json()) as { data: { id: string }[] };
      return json({ data: list.data.filter((s) => s.id !== dropStage) });
    });
    const core = coreFor(server.url, join(tmp.dir, 'stages.sqlite'), { fetch: fetchBent });
    try {
      await core.engine.sync();
      const stages = core.store.dump().dealStages;
      const victim = core.store.dump().deals[0]!;
      dropStage = victim.stageId;
      await core.engine.sync();
      expect(core.store.dump().dealStages.map((s) => s.id)).toEqual(
        stages.map((s) => s.id).filter((id) => id !== dropStage),
      );
      expect(core.store.getDeal(victim.id)!.stageId).toBe(dropStage);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('does not follow a redirect with the key; the write stays queued', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    const seen: string[] = [];
    const fetchBent = bentFetch(async (url, init, answer) => {
      seen.push(`${init?.method ?? 'GET'} ${url.pathname} redirect=${String(init?.redirect)}`);
      if (url.pathname === '/v1/contacts' && init?.method === 'POST')
        return new Response('', {
          status: 302,
          headers: { location: 'http://portal.example/login' },
        });
      return answer();
    });
    const core = coreFor(server.url, join(tmp.dir, 'redirect.sqlite'), { fetch: fetchBent });
    try {
      core.store.createContact({ fields: { lastName: 'Umleitung' } });
      await expect(core.engine.sync({ pull: false })).rejects.toThrow(/HTTP 302/);
      expect(seen.every((line) => line.endsWith('redirect=manual'))).toBe(true);
      expect(core.store.listOutbox()).toMatchObject([{ state: 'queued', rejection: null }]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('going offline on purpose ends a sync waiting out a backoff at once', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none', chaos: { errorRate: 1 } });
    // The first failed answer starts the 20 s backoff; the user goes offline once it came.
    let firstAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const core = coreFor(server.url, join(tmp.dir, 'pause.sqlite'), {
      retry: { baseMs: 20_000, maxMs: 20_000, attempts: 5, maxRetryAfterMs: 20_000 },
      fetch: ((input: string | URL | Request, init?: RequestInit) =>
        fetch(input, init).finally(firstAnswer)) as typeof fetch,
    });
    try {
      const sync = core.engine.sync().catch((error: unknown) => error);
      await answered;
      const started = Date.now();
      core.engine.setPaused(true);
      await sync;
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(core.engine.status.state).toBe('paused');
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('a failed "Sync now" says when the next attempt comes', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const core = coreFor(server.url, join(tmp.dir, 'next.sqlite'), {
      retry: { baseMs: 5, maxMs: 10, attempts: 1, maxRetryAfterMs: 10 },
      offlineBackoff: { baseMs: 60_000, maxMs: 60_000 },
      pollIntervalMs: 600_000,
    });
    try {
      core.engine.start();
      const deadline = Date.now() + 10_000;
      while (!core.engine.status.lastSuccessAt && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // The network goes away between two polls; the user presses "Sync now".
      await server.close();
      const before = Date.now();
      await expect(core.engine.sync()).rejects.toThrow();
      const { state, nextAttemptAt, lastError } = core.engine.status;
      expect(state).toBe('offline');
      expect(lastError?.code).toBe('network_unreachable');
      expect(nextAttemptAt).not.toBeNull();
      expect(Date.parse(nextAttemptAt!)).toBeGreaterThan(before + 20_000);
    } finally {
      await core.close();
    }
  });
});
