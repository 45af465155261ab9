import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { WorkspaceClient } from '../../src/main/core/api/client';
import type { SyncContext } from '../../src/main/core/sync/context';
import { defaultRetryPolicy } from '../../src/main/core/sync/retry';
import { scanList } from '../../src/main/core/sync/scan';
import { serverContact, testStore } from '../core/store/fixtures';

/*
 * A call the user makes while a first sync writes (a search, a save) reaches the core's worker
 * as a message. It must wait for at most the write under way, not for every pulled page that
 * is ready: here every page is ready at once, as when the server answers faster than SQLite
 * writes.
 */

/** A pull context over a client that answers `all` in pages of `pageSize`, all ready at once. */
function pullContext(all: ReturnType<typeof serverContact>[], pageSize: number) {
  const { store } = testStore();
  const client = {
    listPage: (_list: string, { offset }: { offset: number }) =>
      Promise.resolve({
        data: {
          data: all.slice(offset, offset + pageSize),
          hasMore: offset + pageSize < all.length,
        },
        serverDate: Date.parse('2026-01-02T00:00:00.000Z'),
        replayed: false,
      }),
  } as unknown as WorkspaceClient;
  const ctx: SyncContext = {
    store,
    client,
    retry: defaultRetryPolicy,
    random: () => 0.5,
    concurrency: 6,
    ownWrites: new Map(),
    markedUnsent: new Set(),
    serverClockOffsetMs: null,
    now: () => Date.parse('2026-01-02T00:00:00.000Z'),
  };
  return { store, ctx };
}

describe('calls during a pull', () => {
  it('wait for a piece of a large page, not for the whole page', async () => {
    // The server's largest page: written whole it took 10-15 ms at default scale on a quiet
    // machine and up to 300 ms on a loaded one, and a search arriving meanwhile waited for all.
    const all = Array.from({ length: 500 }, (_, i) =>
      serverContact(`k${i}`, { updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const { store, ctx } = pullContext(all, 500);
    const { port1, port2 } = new MessageChannel();
    let storedWhenAnswered: number | undefined;
    port2.on('message', () => {
      storedWhenAnswered = store.searchContacts('', { limit: 1000 }).length;
      port2.close();
    });
    // The user's call arrives as the first records of the page are stored.
    const stop = store.onChange(() => {
      stop();
      port1.postMessage('search');
    });
    const result = await scanList(ctx, 'contacts');
    expect(result.changed).toBe(500);
    expect(store.searchContacts('', { limit: 1000 })).toHaveLength(500);
    await expect.poll(() => storedWhenAnswered).toBeDefined();
    // Answered once a piece is stored, before the page is whole.
    expect(storedWhenAnswered).toBeLessThan(all.length);
  });

  it('are answered between two page writes, however many pages are ready', async () => {
    const pages = 8;
    const pageSize = 5;
    const all = Array.from({ length: pages * pageSize }, (_, i) =>
      serverContact(`k${i}`, { updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const { ctx } = pullContext(all, pageSize);
    // The user's call: a message that arrives while the first page is written.
    const { port1, port2 } = new MessageChannel();
    const written: number[] = [];
    let writtenWhenAnswered: number | undefined;
    port2.on('message', () => {
      writtenWhenAnswered = written.length;
      port2.close();
    });
    await scanList(ctx, 'contacts', (ids) => {
      if (!written.length) port1.postMessage('search');
      written.push(ids.length);
    });
    // Every record written once (a page after the first repeats the record read last).
    expect(written.reduce((sum, n) => sum + n, 0)).toBe(all.length);
    expect(written.length).toBeGreaterThanOrEqual(pages);
    // Answered before the page after next was written.
    expect(writtenWhenAnswered).toBeLessThanOrEqual(2);
  });
});
