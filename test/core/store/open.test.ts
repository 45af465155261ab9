import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StoreDamagedError, StoreInUseError, openStore } from '../../../src/main/core/store';
import { cleanCloseNotePath } from '../../../src/main/core/store/integrity';
import { serverContact, tempDirsPerTest } from './fixtures';

/* One instance per database, private files, durable commits, damage said plainly. */

const temp = tempDirsPerTest();

describe('opening the local database', () => {
  it('refuses a second instance on the same file, in this process and in another', () => {
    const { file } = temp();
    const first = openStore(file);
    first.createContact({ fields: { lastName: 'Erste' } });
    try {
      expect(() => openStore(file)).toThrow(StoreInUseError);
      try {
        openStore(file);
      } catch (error) {
        expect(error).toMatchObject({ code: 'database_in_use', params: { path: file } });
      }
      // Another process (the CLI, a second app) gets the same answer, not "database is locked" later.
      const other = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('${new URL('../../../src/main/core/store/index.ts', import.meta.url).pathname}').then(({ openStore }) => { try { openStore(${JSON.stringify(file)}); console.log('opened'); } catch (e) { console.log(e.code); } })`,
        ],
        { encoding: 'utf8' },
      );
      expect(other.stdout.trim()).toBe('database_in_use');
    } finally {
      first.close();
    }
    // Once closed, it opens again with everything in it.
    const again = openStore(file);
    expect(again.searchContacts('Erste')).toHaveLength(1);
    again.close();
  });

  it('keeps the database file private to the user', () => {
    const { file } = temp();
    const store = openStore(file);
    store.createContact({ fields: { lastName: 'Privat' } });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    if (existsSync(`${file}-wal`)) expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    store.close();
  });

  it('says a damaged file is damaged, and leaves it as it was', () => {
    const { file } = temp();
    writeFileSync(file, 'Dies ist keine Datenbank, sondern ein Brief an den Kunden.'.repeat(200));
    const before = readFileSync(file);
    expect(() => openStore(file)).toThrow(StoreDamagedError);
    try {
      openStore(file);
    } catch (error) {
      expect(error).toMatchObject({ code: 'database_damaged', params: { path: file } });
      expect((error as Error).message).toMatch(/copy it somewhere safe/);
    }
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('finds damage inside an otherwise valid file', () => {
    const { file } = temp();
    const store = openStore(file);
    for (let i = 0; i < 400; i++)
      store.createContact({ fields: { lastName: `Name ${i}`, text: 'x'.repeat(200) } });
    store.close();
    // Scribble over a page in the middle of the file (not the header), as a tool would while the
    // app is closed: later than the close. File times tick in steps of a few ms, so the write's
    // own time may equal the close's; the time is set a second on instead of waiting.
    const closedAt = statSync(file).mtimeMs;
    const bytes = readFileSync(file);
    bytes.fill(0xab, 4096 * 3, 4096 * 3 + 2000);
    writeFileSync(file, bytes);
    utimesSync(file, new Date(closedAt + 1000), new Date(closedAt + 1000));
    expect(() => openStore(file)).toThrow(StoreDamagedError);
  });
});

describe('the damage check as a file opens (integrity.ts)', () => {
  const storeModule = new URL('../../../src/main/core/store/index.ts', import.meta.url).pathname;
  const day = 24 * 60 * 60 * 1000;

  it('trusts a file it closed cleanly and nobody touched since, without reading it all again', () => {
    const { file } = temp();
    const first = openStore(file);
    expect(first.damageCheck).toBe('full');
    first.createContact({ fields: { lastName: 'Vor Ort' } });
    first.close();
    const again = openStore(file);
    expect(again.damageCheck).toBe('clean-close');
    expect(again.searchContacts('Vor Ort')).toHaveLength(1);
    again.close();
  });

  it('checks in full after a crash: the app never closed the file', () => {
    const { file } = temp();
    openStore(file).close();
    // A process that opens the file, types an edit and dies without closing it.
    const crashed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(storeModule)}).then(({ openStore }) => { openStore(${JSON.stringify(file)}).createContact({ fields: { lastName: 'Absturz' } }); process.exit(9); })`,
      ],
      { encoding: 'utf8' },
    );
    expect(crashed.status).toBe(9);
    const after = openStore(file);
    expect(after.damageCheck).toBe('full');
    expect(after.searchContacts('Absturz')).toHaveLength(1);
    after.close();
  });

  it('checks in full a file that changed while closed', () => {
    const { file } = temp();
    openStore(file).close();
    // A second after the close (not now: file times tick in steps of a few ms).
    const later = new Date(statSync(file).mtimeMs + 1000);
    utimesSync(file, later, later);
    const store = openStore(file);
    expect(store.damageCheck).toBe('full');
    store.close();
  });

  it('checks in full once the last full check is a week old', () => {
    const { file } = temp();
    const start = Date.parse('2026-11-02T08:00:00Z');
    const at = (ms: number) => ({ clock: () => new Date(ms) });
    openStore(file, at(start)).close();
    const sixDaysOn = openStore(file, at(start + 6 * day));
    expect(sixDaysOn.damageCheck).toBe('clean-close');
    sixDaysOn.close();
    // The trusted open did not count as a check: a week after the full one, the next is full.
    const aWeekOn = openStore(file, at(start + 7 * day + 1));
    expect(aWeekOn.damageCheck).toBe('full');
    aWeekOn.close();
    expect(openStore(file, at(start + 8 * day)).damageCheck).toBe('clean-close');
  });

  it('checks in full when the note of the clean close is unreadable', () => {
    const { file } = temp();
    openStore(file).close();
    writeFileSync(cleanCloseNotePath(file), '{"size": "kaputt"');
    const store = openStore(file);
    expect(store.damageCheck).toBe('full');
    store.close();
  });
});

describe('durability', () => {
  it('syncs what the user typed to disk before it returns; server data runs NORMAL', async () => {
    const { Sql } = await import('../../../src/main/core/store/sql');
    const seen: Array<[string, number]> = [];
    let label = '';
    const original = Sql.prototype.transaction;
    Sql.prototype.transaction = function <T>(this: InstanceType<typeof Sql>, fn: () => T) {
      if (!this.db.inTransaction)
        seen.push([label, this.db.pragma('synchronous', { simple: true }) as number]);
      return original.call(this, fn) as T;
    };
    try {
      const { file } = temp();
      const store = openStore(file);
      label = 'create';
      store.createContact({ fields: { lastName: 'Strom' } });
      label = 'discard';
      store.discard(store.listOutbox()[0]!.seq);
      label = 'pull';
      store.applyServerRecords('contacts', [serverContact('c1')]);
      store.close();
    } finally {
      Sql.prototype.transaction = original;
    }
    // FULL (2) for the user's write and discard, NORMAL (1) for a pulled page.
    expect(seen).toEqual([
      ['create', 2],
      ['discard', 2],
      ['pull', 1],
    ]);
  });
});
