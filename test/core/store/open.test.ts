import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StoreDamagedError, StoreInUseError, openStore } from '../../../src/main/core/store';
import { serverContact, tempDirsPerTest } from './fixtures';

/* Issue 8: one instance per database, private files, durable commits, damage said plainly. */

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
    // Scribble over a page in the middle of the file (not the header).
    const bytes = readFileSync(file);
    bytes.fill(0xab, 4096 * 3, 4096 * 3 + 2000);
    writeFileSync(file, bytes);
    expect(() => openStore(file)).toThrow(StoreDamagedError);
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
