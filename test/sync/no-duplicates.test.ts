import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { builtSyncChild } from '../support/node-build';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * The interface never promises Idempotency-Key. A create whose answer was
 * lost (in this process, or because the app was killed while the POST was on its way) is found
 * on the server before it is sent again. The server here ignores Idempotency-Key entirely. A
 * contact is found by this device's mark in its fields; a building or deal has no place for a
 * mark, so the user is asked and here says "Das ist meiner".
 */

type Contact = { id: string; fields: Record<string, unknown> };

describe('no duplicates without idempotency', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it('adopts the records of creates whose responses were lost instead of creating them twice', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'demo',
      honourIdempotencyKey: false,
      // The first four writes are committed but their answers never arrive.
      chaos: { lostResponseCount: 4 },
    });
    const peer = new ApiPeer(server.url);
    const core = coreFor(server.url, join(tmp.dir, 'lost.sqlite'));
    try {
      await core.engine.sync();
      const before = await peer.all<Contact>('/v1/contacts');
      const stageId = (await peer.request<{ data: { id: string }[] }>('GET', '/v1/deal-stages'))
        .data[0]!.id;
      const contact = core.store.createContact({ fields: { lastName: 'Lost-Answer', n: 1 } });
      core.store.createBuilding({ contactId: contact.id, name: 'Haus Lost' });
      core.store.createDeal({ contactId: contact.id, title: 'WP Lost', stageId });
      const other = core.store.createContact({ fields: { lastName: 'Lost-Answer', n: 2 } });
      await syncUntilQuiet(core);
      const asked = core.store.listOutbox();
      expect(asked.map((e) => [e.resource, e.conflict?.kind])).toEqual([
        ['buildings', 'maybeCreated'],
        ['deals', 'maybeCreated'],
      ]);
      for (const entry of asked) core.store.settleConflict(entry.seq, 'adopt');
      await syncUntilQuiet(core);

      const contacts = await peer.all<Contact>('/v1/contacts');
      expect(contacts).toHaveLength(before.length + 2);
      expect(contacts.filter((c) => c.fields.lastName === 'Lost-Answer')).toHaveLength(2);
      const buildings = await peer.all<{ name: string }>('/v1/buildings');
      expect(buildings.filter((b) => b.name === 'Haus Lost')).toHaveLength(1);
      const deals = await peer.all<{ title: string }>('/v1/deals?includeArchived=true');
      expect(deals.filter((d) => d.title === 'WP Lost')).toHaveLength(1);
      // Each local record took the id of the one the server kept.
      expect(core.store.getContact(contact.id)).toBeUndefined();
      expect(core.store.getContact(other.id)).toBeUndefined();
      expect(core.store.listOutbox()).toEqual([]);
      expect(core.store.dump()).toEqual(await peer.state());
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('finds the record of a POST that was on its way when the app was killed', async () => {
    const server = await startServer({
      apiKeys: ['key-a'],
      seed: 'none',
      honourIdempotencyKey: false,
    });
    // A proxy that forwards everything, but holds the answer of the first POST: while it holds
    // it, the test knows a POST is in flight (committed on the server) and kills the app.
    let postHeld: (() => void) | null = null;
    let postsSeen = 0;
    let postArrived!: () => void;
    const postIsHeld = new Promise<void>((resolve) => (postArrived = resolve));
    const proxy: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const upstream = await fetch(server.url + req.url, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        if (req.method === 'POST' && ++postsSeen === 1) {
          const released = new Promise<void>((resolve) => (postHeld = resolve));
          postArrived();
          await released;
          res.destroy();
          return;
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(body);
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const dbPath = join(tmp.dir, 'killed.sqlite');
    const seeded = coreFor(server.url, dbPath);
    seeded.store.createContact({ fields: { lastName: 'Killed-In-Flight' } });
    await seeded.close();

    const child = spawn(process.execPath, [builtSyncChild, dbPath, proxyUrl], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exitedEarly = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`sync child exited early (${code})`))),
    );
    exitedEarly.catch(() => undefined);
    try {
      // However long a loaded machine takes to start the child: the kill waits for the POST.
      await Promise.race([postIsHeld, exitedEarly]);
      // The kill lands while the POST is in flight: committed on the server, unanswered here.
      expect(postHeld).not.toBeNull();
      expect(postsSeen).toBe(1);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      (postHeld as unknown as () => void)();

      const peer = new ApiPeer(server.url);
      expect(await peer.all<Contact>('/v1/contacts')).toHaveLength(1);
      const core = coreFor(server.url, dbPath);
      try {
        await syncUntilQuiet(core);
        const contacts = await peer.all<Contact>('/v1/contacts');
        expect(contacts.map((c) => c.fields.lastName)).toEqual(['Killed-In-Flight']);
        expect(core.store.dump().contacts.map((c) => c.id)).toEqual([contacts[0]!.id]);
        expect(core.store.listOutbox()).toEqual([]);
      } finally {
        await core.close();
      }
    } finally {
      child.kill('SIGKILL');
      await new Promise<void>((r) => proxy.close(() => r()));
      await server.close();
    }
  });
});
