import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations, openStore } from '../../../src/main/core/store';
import { tempDirsPerTest } from './fixtures';

/*
 * Migrations are append-only. A landed version's migration keeps its number and name
 * for good, and every database a landed version wrote opens, queued writes and all; one that
 * a merge renumbered (record-links shipped as 8 in 5bb8dd5…8b9ba3a, then became 6) included.
 */

const temp = tempDirsPerTest();

/** Every migration that landed on main, as it landed. Append to this list; never change it. */
const landed = [
  [1, 'initial'],
  [2, 'read-indexes'],
  [3, 'project-list-index'],
  [4, 'outbox-merge'],
  [5, 'contact-search'],
  [6, 'record-links'],
  [7, 'board-totals'],
  [8, 'project-deal-search'],
  [9, 'photos'],
  [10, 'renamed-ids'],
] as const;

const schemaOf = (db: Database.Database) =>
  db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all();

const byName = (name: string) => migrations.find((m) => m.name === name)!;

describe('migrations', () => {
  it('keep the number and name of every landed migration', () => {
    expect(migrations.slice(0, landed.length).map((m) => [m.version, m.name])).toEqual(landed);
    // Numbers only grow, one by one.
    migrations.forEach((m, i) => expect(m.version).toBe(i + 1));
  });

  it('open a database of 5bb8dd5…8b9ba3a (record-links as 8) with its queued writes', () => {
    const { file } = temp();
    // The write the consultant queued with that version.
    const store = openStore(file);
    const contact = store.createContact({ fields: { lastName: 'Alt', city: 'Kassel' } });
    store.close();

    // That version's schema: migrations 1-4 and record-links, numbered 8.
    const reference = new Database(':memory:');
    for (const name of ['initial', 'read-indexes', 'project-list-index', 'outbox-merge'])
      byName(name).up(reference);
    byName('record-links').up(reference);
    const db = new Database(file);
    // Every search index (its FTS5 table takes its shadow tables with it) came later.
    const searchTables = (pattern: string) =>
      (
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB ?")
          .all(pattern) as { name: string }[]
      ).map((t) => t.name);
    for (const name of searchTables('*_search')) db.exec(`DROP TABLE ${name}`);
    for (const name of [...searchTables('*_search_dirty'), ...searchTables('*_search_state')])
      db.exec(`DROP TABLE ${name}`);
    db.exec(`
      DROP INDEX deals_board; DROP INDEX deals_owner_id;
      CREATE INDEX deals_status_archived ON deals (status, archived_at);
      DROP TABLE photos;
      DROP TABLE renamed_ids;
    `);
    for (const { name } of db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
      .all() as { name: string }[])
      db.exec(`DROP TRIGGER ${name}`);
    db.pragma('user_version = 8');
    expect(schemaOf(db)).toEqual(schemaOf(reference));
    db.close();
    reference.close();

    const reopened = openStore(file);
    try {
      expect(reopened.listOutbox()).toEqual([
        expect.objectContaining({ op: 'create', recordId: contact.id }),
      ]);
      expect(reopened.searchContacts('Kassel').map((c) => c.id)).toEqual([contact.id]);
    } finally {
      reopened.close();
    }
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    check.close();
  });

  it('open a database of bfe7f1a…40f6795 (a first contact search as 5, later reverted)', () => {
    const { file } = temp();
    const db = new Database(file);
    for (const name of ['initial', 'read-indexes', 'project-list-index', 'outbox-merge'])
      byName(name).up(db);
    // That version's own search tables (search/contact-index.ts at bfe7f1a).
    db.exec(`
      CREATE TABLE contact_search_rows (id INTEGER PRIMARY KEY, contact_id TEXT NOT NULL UNIQUE) STRICT;
      CREATE TABLE contact_search_buildings (building_id TEXT PRIMARY KEY, document_id INTEGER NOT NULL UNIQUE) STRICT;
      CREATE VIRTUAL TABLE contact_search USING fts5(document, tokenize="unicode61 remove_diacritics 2", prefix='2 3');
    `);
    db.pragma('user_version = 5');
    db.close();

    const store = openStore(file);
    try {
      const contact = store.createContact({ fields: { lastName: 'Neu', city: 'Fulda' } });
      expect(store.searchContacts('Fulda').map((c) => c.id)).toEqual([contact.id]);
    } finally {
      store.close();
    }
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(
      check.prepare("SELECT 1 FROM sqlite_master WHERE name = 'contact_search_rows'").get(),
    ).toBeUndefined();
    check.close();
  });
});
