import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, tempDir } from './helpers';

/*
 * A patch's sent-against row (the server copy it goes out against, read after a crash) must be
 * committed before its request leaves; the rows of the writes the lanes take in one turn share
 * that commit instead of one commit each.
 */

type Contact = { id: string };
const sentAgainstPrefix = 'push:sent-against:';

describe('a push', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('commits each sent-against row before its request, the rows of a turn together', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const peer = new ApiPeer(server.url);
    const contacts: Contact[] = [];
    for (let i = 0; i < 12; i++)
      contacts.push(await peer.request<Contact>('POST', '/v1/contacts', { fields: { n: i } }));
    // At each PATCH leaving: how many of the queued writes have their row stored.
    const rowsAtSend: number[] = [];
    let seqs: number[] = [];
    const rowsStored = () =>
      seqs.filter((seq) => core.store.getSyncState(sentAgainstPrefix + seq) !== undefined).length;
    const core = coreFor(server.url, join(tmp.dir, 'commits.sqlite'), {
      fetch: ((input: string | URL | Request, init?: RequestInit) => {
        if (init?.method === 'PATCH') rowsAtSend.push(rowsStored());
        return fetch(input, init);
      }) as typeof fetch,
    });
    try {
      await core.engine.sync();
      contacts.forEach((c, i) => core.store.patchContact(c.id, { fields: { phone: `0561 ${i}` } }));
      seqs = core.store.listOutbox().map((e) => e.seq);
      // Which transaction each sent-against row was written in (0: none, its own commit).
      let transactions = 0;
      let current = 0;
      const rowWrittenIn: number[] = [];
      const transaction = core.store.transaction.bind(core.store);
      const setSyncState = core.store.setSyncState.bind(core.store);
      core.store.transaction = (fn) => {
        const outer = current;
        current = outer || ++transactions;
        try {
          return transaction(fn);
        } finally {
          current = outer;
        }
      };
      core.store.setSyncState = (key, value) => {
        if (key.startsWith(sentAgainstPrefix)) rowWrittenIn.push(current);
        setSyncState(key, value);
      };

      const push = await core.engine.sync({ pull: false });

      expect(push.pushed).toBe(12);
      expect(rowsAtSend).toHaveLength(12);
      // The n-th request left with at least n rows stored.
      rowsAtSend.forEach((stored, i) => expect(stored).toBeGreaterThanOrEqual(i + 1));
      expect(rowWrittenIn).toHaveLength(12);
      expect(rowWrittenIn.every((t) => t > 0)).toBe(true);
      // The lanes start together: their first rows share a commit.
      expect(new Set(rowWrittenIn).size).toBeLessThan(12);
      // The rows leave with their entries at the end of the pass.
      expect(rowsStored()).toBe(0);
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('commits the answers of a batch together, each write sent once', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const peer = new ApiPeer(server.url);
    const contacts: Contact[] = [];
    for (let i = 0; i < 40; i++)
      contacts.push(await peer.request<Contact>('POST', '/v1/contacts', { fields: { n: i } }));
    let patches = 0;
    const core = coreFor(server.url, join(tmp.dir, 'answers.sqlite'), {
      fetch: ((input: string | URL | Request, init?: RequestInit) => {
        if (init?.method === 'PATCH') patches++;
        return fetch(input, init);
      }) as typeof fetch,
    });
    try {
      await core.engine.sync();
      contacts.forEach((c, i) => core.store.patchContact(c.id, { fields: { phone: `0561 ${i}` } }));
      const commits: number[] = [];
      const acknowledgeAll = core.store.acknowledgeAll.bind(core.store);
      core.store.acknowledgeAll = (answers) => {
        commits.push(answers.length);
        acknowledgeAll(answers);
      };

      const push = await core.engine.sync({ pull: false });

      expect(push.pushed).toBe(40);
      expect(patches).toBe(40);
      // Fewer answers than one commit holds: the batch's end commits them all at once.
      expect(commits).toEqual([40]);
      expect(core.store.listOutbox()).toEqual([]);
      expect(core.store.getContact(contacts[39]!.id)?.fields).toMatchObject({ phone: '0561 39' });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('commits an answer that comes after the pass ended on a failure; nothing stays taken', async () => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const peer = new ApiPeer(server.url);
    const contacts: Contact[] = [];
    for (let i = 0; i < 8; i++)
      contacts.push(await peer.request<Contact>('POST', '/v1/contacts', { fields: { n: i } }));
    let patches = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const core = coreFor(server.url, join(tmp.dir, 'late-answers.sqlite'), {
      // One attempt per request: the first failure ends the pass.
      retry: { baseMs: 1, maxMs: 1, attempts: 1, maxRetryAfterMs: 1 },
      fetch: ((input: string | URL | Request, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return fetch(input, init);
        // The first PATCH fails at once; the others are answered after the pass ended.
        if (patches++ === 0) return Promise.reject(new TypeError('fetch failed'));
        return gate.then(() => fetch(input, init));
      }) as typeof fetch,
    });
    try {
      await core.engine.sync();
      contacts.forEach((c, i) => core.store.patchContact(c.id, { fields: { phone: `0561 ${i}` } }));

      await expect(core.engine.sync({ pull: false })).rejects.toThrow();
      openGate();
      // The five late answers land: the failed write and the two no lane took are left.
      await vi.waitFor(() => expect(core.store.listOutbox()).toHaveLength(3), { timeout: 30_000 });
      const retried = await core.engine.sync({ pull: false });

      expect(retried.pushed).toBe(3);
      expect(core.store.listOutbox()).toEqual([]);
      expect(patches).toBe(1 + 5 + 3);
    } finally {
      await core.close();
      await server.close();
    }
  });
});
