import Database from 'better-sqlite3';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/main/core/store';
import { CoreWorkerHost } from '../../src/main/worker/host';
import { tempDir } from '../sync/helpers';

/*
 * Every call to the core gets an answer. A value the worker cannot send (nested too
 * deep to copy between threads) comes back as an error instead of never; a call the core does
 * not answer in time fails with core_timeout instead of hanging the window or the CLI.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// Only the sync's limit is short: the read that follows shows the core still answers, and on a
// loaded machine it may take longer than the sync is allowed.
function hostFor(dbPath: string, baseUrl: string, syncTimeoutMs?: number) {
  const log: string[] = [];
  const host = new CoreWorkerHost(
    { dbPath, baseUrl, apiKey: 'key-a', pollIntervalMs: 600_000, paused: false, start: false },
    // German, as `npm start` speaks by default (host-lines.ts).
    { log: (line) => log.push(line), syncTimeoutMs, language: 'de' },
  );
  cleanups.push(() => host.close());
  return { host, log };
}

describe('every call to the core gets an answer', () => {
  it('says so when an answer cannot be sent, and answers the next call', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const dbPath = join(tmp.dir, 'deep.sqlite');
    const store = openStore(dbPath);
    const contact = store.createContact({ fields: { lastName: 'Tief' } });
    store.close();
    // A record an older version stored from a server, nested far deeper than a thread can copy.
    let deep = '{"leaf":1}';
    for (let i = 0; i < 100_000; i++) deep = `{"a":${deep}}`;
    const db = new Database(dbPath);
    // Written as that version wrote it: the search triggers of today, which read the fields
    // with SQLite's JSON functions (1,000 levels at most), stand aside for this one write.
    const triggers = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'contacts'",
      )
      .all() as { name: string; sql: string }[];
    db.transaction(() => {
      for (const { name } of triggers) db.exec(`DROP TRIGGER ${name}`);
      db.prepare('UPDATE contacts SET fields = ? WHERE id = ?').run(deep, contact.id);
      for (const { sql } of triggers) db.exec(sql);
    })();
    db.close();

    const { host } = hostFor(dbPath, 'http://127.0.0.1:9');
    await host.start();
    await expect(host.read('dump')).rejects.toMatchObject({ code: 'answer_unsendable' });
    await expect(host.read('outbox')).resolves.toHaveLength(1);
  });

  it('fails a call the core does not answer in time with core_timeout', async () => {
    // A server that takes the connection and never answers.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          sockets.forEach((s) => s.destroy());
          silent.close(() => r());
        }),
    );
    const tmp = tempDir();
    cleanups.push(tmp.cleanup);
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const { host, log } = hostFor(join(tmp.dir, 'silent.sqlite'), url, 400);
    await host.start();
    await expect(host.sync({ sweep: false })).rejects.toMatchObject({
      code: 'core_timeout',
      params: { channel: 'sync' },
    });
    expect(log).toContain('[core] sync: keine Antwort in 0,4 s');
    // The core itself still answers.
    await expect(host.read('outbox')).resolves.toEqual([]);
  });
});
