import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * An edit typed while a push runs must reach the server, and a write
 * whose answer could not be recorded must not stay "in flight" until a restart.
 */

type Contact = { id: string; fields: Record<string, unknown> };

const until = async (condition: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('no write is lost', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('sends an edit typed while the push is running, also to a record waiting in the batch', async () => {
    // Every request takes 300 ms: the push sends 6 at a time while the others wait their turn.
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'none',
      chaos: { latencyMs: [300, 300] },
    });
    const peer = new ApiPeer(server.url);
    const created: Contact[] = [];
    for (let i = 0; i < 12; i++)
      created.push(await peer.request<Contact>('POST', '/v1/contacts', { fields: { n: i } }));
    const core = coreFor(server.url, join(tmp.dir, 'batch.sqlite'));
    try {
      await core.engine.sync();
      for (const c of created) core.store.patchContact(c.id, { fields: { note: 'first' } });
      const sync = core.engine.sync({ pull: false });
      await until(() => core.store.pendingCounts().inFlight > 0);
      // The 12th waits in the batch (queued), the 1st is being sent right now.
      core.store.patchContact(created[11]!.id, { fields: { note: 'second' } });
      core.store.patchContact(created[0]!.id, { fields: { note: 'second' } });
      await sync;
      await syncUntilQuiet(core);

      const onServer = await peer.all<Contact>('/v1/contacts');
      const note = (id: string) => onServer.find((c) => c.id === id)!.fields.note;
      expect(note(created[11]!.id)).toBe('second');
      expect(note(created[0]!.id)).toBe('second');
      for (const c of created.slice(1, 11)) expect(note(c.id)).toBe('first');
      expect(core.store.getContact(created[11]!.id)!.fields.note).toBe('second');
      expect(core.store.listOutbox()).toEqual([]);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('keeps a write queued when its answer cannot be recorded, and sends it on the next sync', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const peer = new ApiPeer(server.url);
    const contact = await peer.request<Contact>('POST', '/v1/contacts', { fields: { n: 1 } });
    const core = coreFor(server.url, join(tmp.dir, 'busy.sqlite'));
    try {
      await core.engine.sync();
      core.store.patchContact(contact.id, { fields: { phone: '0561 1234' } });
      // The database is busy for a moment: recording the answer fails, and so does recording
      // the failure.
      const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      const acknowledgeAll = core.store.acknowledgeAll.bind(core.store);
      const markQueuedAgain = core.store.markQueuedAgain.bind(core.store);
      let ackFailures = 1;
      let requeueFailures = 1;
      core.store.acknowledgeAll = (answers) => {
        if (ackFailures-- > 0) throw busy();
        return acknowledgeAll(answers);
      };
      core.store.markQueuedAgain = (seq, reason) => {
        if (requeueFailures-- > 0) throw busy();
        return markQueuedAgain(seq, reason);
      };
      await expect(core.engine.sync({ pull: false })).rejects.toThrow(/locked/);
      // Not stuck: queued again at once, and no restart needed to send it.
      expect(core.store.pendingCounts()).toMatchObject({ queued: 1, inFlight: 0 });
      expect(core.store.listOutbox()[0]!.state).toBe('queued');
      await syncUntilQuiet(core);
      expect(core.store.listOutbox()).toEqual([]);
      const onServer = await peer.all<Contact>('/v1/contacts');
      expect(onServer[0]!.fields).toEqual({ n: 1, phone: '0561 1234' });
    } finally {
      await core.close();
      await server.close();
    }
  });
});

describe('a write made while a sync runs', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('goes out right after that sync, not at the next poll', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'demo' });
    // The write arrives after the sync's push, while it pulls what the push made.
    let core: ReturnType<typeof coreFor> | null = null;
    let pushed = false;
    let written = false;
    const fetchSpy = ((input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (init?.method === 'POST') pushed = true;
      else if (pushed && !written && url.includes('/v1/deal-stages')) {
        written = true;
        core!.store.createContact({ fields: { lastName: 'Mittendrin' } });
        core!.engine.notifyLocalWrite();
      }
      return fetch(input, init);
    }) as typeof fetch;
    core = coreFor(server.url, join(tmp.dir, 'during.sqlite'), {
      fetch: fetchSpy,
      pollIntervalMs: 600_000,
      pushDelayMs: 20,
    });
    try {
      await core.engine.sync();
      core.store.createContact({ fields: { lastName: 'Vorher' } });
      core.engine.start();
      await until(() => written);
      await until(() => core!.store.listOutbox().length === 0, 15_000);
      const peer = new ApiPeer(server.url);
      const names = (await peer.all<Contact>('/v1/contacts')).map((c) => c.fields.lastName);
      expect(names).toEqual(expect.arrayContaining(['Vorher', 'Mittendrin']));
    } finally {
      await core.close();
      await server.close();
    }
  });
});
