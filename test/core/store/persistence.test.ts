import Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  StoreTooNewError,
  migrate,
  migrations,
  openStore,
  type Migration,
} from '../../../src/main/core/store';
import {
  serverContact,
  serverModule,
  serverProject,
  serverPvPlan,
  tempDirsPerTest,
  testStore,
} from './fixtures';

const temp = tempDirsPerTest();

describe('persistence', () => {
  it('opens with the database addon a host names (as Electron does), and refuses a missing one', () => {
    const { file } = temp();
    const addon = createRequire(import.meta.url).resolve(
      'better-sqlite3/build/Release/better_sqlite3.node',
    );
    const store = openStore(file, { nativeBinding: addon });
    store.createContact({ status: 'lead', fields: { lastName: 'Addon' } });
    expect(store.searchContacts('Addon')).toHaveLength(1);
    store.close();
    expect(() => openStore(file, { nativeBinding: join(dirname(file), 'missing.node') })).toThrow(
      /missing\.node/,
    );
  });

  it('JSON values round-trip exactly: unicode, nesting, unknown keys, key order', () => {
    const { file } = temp();
    const odd = {
      zeta: 'ß∑😀 \u0000 "quoted" \\ \n',
      alpha: [1, [2, [3, { deep: null }]], 'x', true, false, 1.5e-10],
      '': 'empty key',
      nested: { b: { a: [], z: {} }, a: -0.25 },
      unknown_future_key: { schemaVersion: 99 },
    };
    const first = openStore(file);
    first.applyServerRecords('contacts', [serverContact('c1', { fields: odd })]);
    first.applyServerRecords('projects', [serverProject('p1', 'c1', 'b1')]);
    first.applyServerRecords('modules', [
      serverModule('m1', 'p1', 'some-future-module', {
        payload: odd,
        validationState: { z: 1, a: 2 },
      }),
    ]);
    first.applyServerRecords('pvPlans', [
      serverPvPlan('pv1', 'p1', { payload: odd, summary: { kWp: 9.9 } }),
    ]);
    first.patchPvPlan('pv1', { payload: { ...odd, added: ['ü'] } });
    first.close();

    const store = openStore(file);
    const contact = store.getContact('c1')!;
    expect(JSON.stringify(contact.fields)).toBe(JSON.stringify(odd));
    const module = store.getModule('p1', 'some-future-module')!;
    expect(JSON.stringify(module.payload)).toBe(JSON.stringify(odd));
    expect(Object.keys(module.validationState!)).toEqual(['z', 'a']);
    const plan = store.getPvPlan('pv1')!;
    expect(JSON.stringify(plan.payload)).toBe(JSON.stringify({ ...odd, added: ['ü'] }));
    expect(JSON.stringify(store.listOutbox()[0]!.body)).toBe(
      JSON.stringify({ payload: { ...odd, added: ['ü'] } }),
    );
    store.close();
  });

  it('entries left in flight by a crash are queued again on open', () => {
    const { file } = temp();
    const first = openStore(file);
    first.createContact({ fields: { name: 'A' } });
    const [entry] = first.nextPushable();
    first.takeForSending(entry!.seq);
    expect(first.pendingCounts()).toEqual({ queued: 0, inFlight: 1, rejected: 0, conflicts: 0 });
    first.close();

    const second = openStore(file);
    expect(second.pendingCounts()).toEqual({ queued: 1, inFlight: 0, rejected: 0, conflicts: 0 });
    expect(second.nextPushable()[0]).toMatchObject({
      seq: entry!.seq,
      idempotencyKey: entry!.idempotencyKey,
    });
    second.close();
  });

  it('uses WAL and keeps the sync state', () => {
    const { file } = temp();
    const store = openStore(file);
    store.setSyncState('watermark:contacts', { at: '2026-01-01T00:00:00.000Z', ids: ['a'] });
    store.close();
    const db = new Database(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    db.close();
    const again = openStore(file);
    expect(again.getSyncState('watermark:contacts')).toEqual({
      at: '2026-01-01T00:00:00.000Z',
      ids: ['a'],
    });
    expect(again.getSyncState('missing')).toBeUndefined();
    again.close();
  });

  it('refuses a database written by a newer Ortstermin and leaves it untouched', () => {
    const { file } = temp();
    const db = new Database(file);
    db.pragma('user_version = 999');
    db.exec('CREATE TABLE future (x TEXT)');
    db.close();
    let error: unknown;
    try {
      openStore(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoreTooNewError);
    expect((error as Error).name).toBe('StoreTooNewError');
    expect((error as Error).message).toMatch(/newer version of Ortstermin.*Update Ortstermin/s);
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(999);
    check.close();
  });

  it('migrates a database at version N with rows to N+1, keeping the rows', () => {
    const { file } = temp();
    const store = openStore(file);
    store.applyServerRecords('contacts', [serverContact('c1', { fields: { name: 'Anna' } })]);
    store.createContact({ fields: { name: 'Local' } });
    store.close();

    const next: Migration = {
      version: migrations.at(-1)!.version + 1,
      name: 'test-contact-notes',
      up: (db) => db.exec("ALTER TABLE contacts ADD COLUMN test_note TEXT NOT NULL DEFAULT ''"),
    };
    const db = new Database(file);
    expect(migrate(db, [...migrations, next])).toBe(next.version);
    const rows = db.prepare('SELECT id, fields, test_note FROM contacts ORDER BY id').all();
    expect(rows).toEqual([
      { id: 'c1', fields: '{"name":"Anna"}', test_note: '' },
      expect.objectContaining({ fields: '{"name":"Local"}', test_note: '' }),
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    // A failing migration rolls back completely.
    const broken: Migration = {
      version: next.version + 1,
      name: 'broken',
      up: (d) => {
        d.exec('CREATE TABLE half (x TEXT)');
        throw new Error('boom');
      },
    };
    expect(() => migrate(db, [...migrations, next, broken])).toThrow('boom');
    expect(db.pragma('user_version', { simple: true })).toBe(next.version);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  // Our own tables. The contact search's FTS5 table (migration 5) and the shadow tables FTS5
  // keeps for it are listed as type 'virtual' and 'shadow', not 'table': SQLite can't make them
  // STRICT, and FTS5 alone writes them; the search's own tables (contact_search_dirty, _state) are.
  it('tables are STRICT', () => {
    const { store } = testStore();
    store.close();
    const { file } = temp();
    openStore(file).close();
    const db = new Database(file);
    const tables = db
      .prepare(
        "SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as Array<{ name: string; strict: number }>;
    expect(tables.length).toBeGreaterThanOrEqual(10);
    expect(tables.filter((t) => t.strict !== 1)).toEqual([]);
    db.close();
  });
});
