import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server';
import { ApiPeer, coreFor, syncUntilQuiet, tempDir } from './helpers';

/*
 * The watermark is server time, and server clocks step. A server 30 s fast, then
 * corrected, dates the office's next edit below the watermark; a multi-node server whose nodes
 * differ does the same. The pull overlaps its watermark, notices a clock far below it, and checks
 * everything from time to time, so no such edit stays hidden (and none is overwritten later).
 */

type Contact = { id: string; fields: Record<string, unknown> };

describe('a server clock stepping back hides nothing', () => {
  const tmp = tempDir();
  afterAll(() => tmp.cleanup());

  it.each([
    ['30 s fast, then corrected', 30_000],
    ['an hour fast, then corrected', 60 * 60_000],
  ])('sees the office edit dated below the watermark (%s)', async (_label, skewMs) => {
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const anna = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { lastName: 'Schmidt', phone: '0561 1' },
    });
    const core = coreFor(server.url, join(tmp.dir, `step-${skewMs}.sqlite`));
    try {
      await core.engine.sync();
      server.setClockSkew(skewMs);
      await office.request('POST', '/v1/contacts', { fields: { lastName: 'Fast' } });
      await core.engine.sync();
      // NTP corrects the server's clock; the office's next edit is dated below the watermark.
      server.setClockSkew(0);
      await office.request('PATCH', `/v1/contacts/${anna.id}`, { fields: { phone: '0561 9' } });
      await core.engine.sync();
      expect(core.store.getContact(anna.id)!.fields.phone).toBe('0561 9');

      // The consultant's edit of another key leaves the office's phone as it is.
      core.store.patchContact(anna.id, { fields: { email: 'anna@schmidt.de' } });
      await syncUntilQuiet(core);
      const onServer = await office.request<Contact>('GET', `/v1/contacts/${anna.id}`);
      expect(onServer.fields).toEqual({
        lastName: 'Schmidt',
        phone: '0561 9',
        email: 'anna@schmidt.de',
      });
    } finally {
      await core.close();
      await server.close();
    }
  });

  it('finds by its full check an edit that a node with a slow clock dated far below', async () => {
    // A node whose clock is an hour slow answers one request; the Date headers of the others
    // are right, so only the periodic full check can find what it wrote.
    const server = await startServer({ apiKeys: ['key-a'], seed: 'none' });
    const office = new ApiPeer(server.url);
    const anna = await office.request<Contact>('POST', '/v1/contacts', {
      fields: { lastName: 'Schmidt', phone: '0561 1' },
    });
    let deviceNow = Date.parse('2026-11-25T10:00:00Z');
    const core = coreFor(server.url, join(tmp.dir, 'slow-node.sqlite'), {
      now: () => deviceNow,
      fullCheckIntervalMs: 6 * 60 * 60_000,
    });
    try {
      await core.engine.sync();
      server.setClockSkew(-60 * 60_000);
      await office.request('PATCH', `/v1/contacts/${anna.id}`, { fields: { phone: '0561 9' } });
      server.setClockSkew(0);
      await core.engine.sync();
      expect(core.store.getContact(anna.id)!.fields.phone).toBe('0561 1');
      deviceNow += 6 * 60 * 60_000;
      await core.engine.sync();
      expect(core.store.getContact(anna.id)!.fields.phone).toBe('0561 9');
    } finally {
      await core.close();
      await server.close();
    }
  });
});
