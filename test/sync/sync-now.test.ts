import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { createHandlers } from '../../src/main/ipc/handlers';
import { ApiPeer, coreFor, tempDir } from './helpers';

/*
 * "Jetzt synchronisieren" while a pass runs: the pass under way may have read the server's lists
 * before the latest change, so the click waits for one more pass that begins after it. The
 * scheduler's calls keep sharing the pass under way.
 */

type Contact = { id: string; fields: Record<string, unknown> };

/** A promise with its resolve, to hold a request until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('sync now during a running pass', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('brings a server change made before the click, however many clicks', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const peer = new ApiPeer(server.url);
    // The first pass's read of the contacts is answered before the change and held there.
    const held = gate();
    const reached = gate();
    let holding = false;
    const fetchHeld = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const answer = await fetch(input, init);
      if (holding && url.includes('/v1/contacts')) {
        holding = false;
        reached.open();
        await held.opened;
      }
      return answer;
    }) as typeof fetch;
    const core = coreFor(server.url, join(tmp.dir, 'local.sqlite'), { fetch: fetchHeld });
    const handlers = createHandlers(core);
    try {
      await core.engine.sync();
      holding = true;
      const scheduled = core.engine.sync();
      await reached.opened;
      const late = await peer.request<Contact>('POST', '/v1/contacts', {
        status: 'lead',
        fields: { lastName: 'Nachzügler' },
      });
      // The scheduler's poll shares the pass under way; the clicks share one pass behind it.
      expect(core.engine.sync()).toBe(scheduled);
      const clicks = [handlers['sync.now']({}), handlers['sync.now']({})];
      const retried = core.engine.syncNow();
      expect(core.engine.syncNow()).toBe(retried);
      held.open();
      await scheduled;
      expect(core.store.getContact(late.id)).toBeUndefined();
      await Promise.all(clicks);
      expect(core.store.getContact(late.id)?.fields.lastName).toBe('Nachzügler');
      expect((await retried).received.contacts).toBeGreaterThan(0);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('starts no queued pass once the engine is stopped', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const held = gate();
    let holding = true;
    let requests = 0;
    const fetchHeld = (async (input: string | URL | Request, init?: RequestInit) => {
      requests++;
      const answer = await fetch(input, init);
      if (holding) {
        holding = false;
        await held.opened;
      }
      return answer;
    }) as typeof fetch;
    const core = coreFor(server.url, join(tmp.dir, 'stopped.sqlite'), { fetch: fetchHeld });
    try {
      const running = core.engine.sync().catch((error: unknown) => error);
      const queued = core.engine.syncNow().catch((error: unknown) => error);
      const stopped = core.engine.stop();
      held.open();
      await stopped;
      await running;
      const counted = requests;
      expect(await queued).toMatchObject({ kind: 'network', message: 'sync was stopped' });
      expect(requests).toBe(counted);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
