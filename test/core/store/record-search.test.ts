import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDealFilter } from '../../../src/shared/domain/pipeline';
import { openStore, type LocalStore } from '../../../src/main/core/store';
import {
  serverBuilding,
  serverContact,
  serverDeal,
  serverProject,
  stage,
  tempDir,
  testStore,
} from './fixtures';

/* Projects, deals and buildings are found as a German types, like contacts. */

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const now = new Date('2026-03-01T12:00:00.000Z');

type Method = 'all' | 'get' | 'run';

/** Eva Brandt in Freiburg and Lüneburg, Jürgen Müller in Augsburg. */
function officeStore(store: LocalStore = testStore().store): LocalStore {
  store.replaceDealStages([stage('lead', { sortOrder: 1 })]);
  store.applyServerRecords('contacts', [
    serverContact('c-brandt', { fields: { firstName: 'Eva', lastName: 'Brandt' } }),
    serverContact('c-mueller', { fields: { firstName: 'Jürgen', lastName: 'Müller' } }),
  ]);
  store.applyServerRecords('buildings', [
    serverBuilding('b-freiburg', 'c-brandt', {
      name: 'Stadthaus',
      street: 'Merzhauser Straße 49',
      postalCode: '79100',
      city: 'Freiburg im Breisgau',
    }),
    serverBuilding('b-lueneburg', 'c-brandt', {
      name: 'Ferienhaus',
      street: 'Am Sande 1',
      postalCode: '21335',
      city: 'Lüneburg',
    }),
    serverBuilding('b-augsburg', 'c-mueller', {
      street: 'Augsburger Straße 7',
      postalCode: '86150',
      city: 'Augsburg',
    }),
  ]);
  store.applyServerRecords('projects', [
    serverProject('p-freiburg', 'c-brandt', 'b-freiburg', { title: 'Heizungstausch' }),
    serverProject('p-lueneburg', 'c-brandt', 'b-lueneburg', {
      title: 'Energieausweis Ferienhaus',
      type: 'energieausweis',
    }),
    serverProject('p-augsburg', 'c-mueller', 'b-augsburg', { title: 'Wärmepumpe' }),
  ]);
  store.applyServerRecords('deals', [
    serverDeal('d-lueneburg', 'c-brandt', {
      stageId: 'lead',
      title: 'Wärmepumpe Lüneburg',
      street: 'Am Sande 1',
      city: 'Lüneburg',
    }),
    serverDeal('d-augsburg', 'c-mueller', {
      stageId: 'lead',
      title: 'Sanierungsfahrplan',
      street: 'Augsburger Straße 7',
      city: 'Augsburg',
      ownerId: 'Jana Becker',
      notes: 'Ölheizung raus',
    }),
  ]);
  return store;
}

const projects = (store: LocalStore, text: string) =>
  store
    .listProjects({ text })
    .map((p) => p.id)
    .sort();
const deals = (store: LocalStore, text: string) =>
  store
    .dealList(
      now,
      { ...defaultDealFilter, text },
      { by: 'title', descending: false },
      {
        offset: 0,
        limit: 50,
      },
    )
    .deals.map((d) => d.deal.id)
    .sort();

describe('the project search', () => {
  it('finds by the building, the town, the title and the contact, in any order', () => {
    const store = officeStore();
    expect(projects(store, 'freiburg merzhauser')).toEqual(['p-freiburg']);
    expect(projects(store, 'Merzhauser Strasse')).toEqual(['p-freiburg']);
    expect(projects(store, 'merzhauser str 49')).toEqual(['p-freiburg']);
    expect(projects(store, 'Luneburg')).toEqual(['p-lueneburg']);
    expect(projects(store, 'LUENEBURG')).toEqual(['p-lueneburg']);
    expect(projects(store, 'Lüneb')).toEqual(['p-lueneburg']);
    expect(projects(store, 'heizungst')).toEqual(['p-freiburg']);
    expect(projects(store, 'Brandt')).toEqual(['p-freiburg', 'p-lueneburg']);
    expect(projects(store, 'eva ferienhaus')).toEqual(['p-lueneburg']);
    expect(projects(store, 'muller warmepumpe')).toEqual(['p-augsburg']);
    expect(projects(store, 'energieausweis')).toEqual(['p-lueneburg']);
    expect(projects(store, '79100')).toEqual(['p-freiburg']);
    expect(projects(store, 'Freiburg Augsburg')).toEqual([]);
    expect(projects(store, 'burg')).toEqual([]); // a prefix, not any part of a word
    expect(store.searchProjects('Lueneburg').map((p) => p.id)).toEqual(['p-lueneburg']);
  });

  it('keeps the other filters and the empty query', () => {
    const store = officeStore();
    expect(store.listProjects({ text: 'Brandt', type: 'energieausweis' }).map((p) => p.id)).toEqual(
      ['p-lueneburg'],
    );
    expect(store.listProjects({ text: '' })).toHaveLength(3);
    expect(store.listProjects({ text: '  ' })).toHaveLength(3);
  });
});

describe('the deal search', () => {
  it('finds by town, street, contact, owner and notes with umlauts and ß as typed', () => {
    const store = officeStore();
    expect(deals(store, 'Luneburg')).toEqual(['d-lueneburg']);
    expect(deals(store, 'Lüneburg')).toEqual(['d-lueneburg']);
    expect(deals(store, 'Augsburger Strasse')).toEqual(['d-augsburg']);
    expect(deals(store, 'strasse augsb')).toEqual(['d-augsburg']);
    expect(deals(store, 'mueller')).toEqual(['d-augsburg']);
    expect(deals(store, 'becker')).toEqual(['d-augsburg']);
    expect(deals(store, 'oelheizung')).toEqual(['d-augsburg']);
    expect(deals(store, 'warmepumpe eva')).toEqual(['d-lueneburg']);
    expect(deals(store, 'Eva Augsburg')).toEqual([]);
  });

  it('narrows the board totals too', () => {
    const store = officeStore();
    const board = store.pipeline(now, { ...defaultDealFilter, text: 'Luneburg' });
    expect(board.map((c) => [c.stage.id, c.count, c.deals.map((d) => d.deal.id)])).toEqual([
      ['lead', 1, ['d-lueneburg']],
    ]);
  });

  it('reads the match set once per board, for the totals and every column', () => {
    // Every column's first page and the grouped totals each re-read the index's MATCH: for
    // "vorg", every deal of a default-scale store, seven reads of 50,000 rowids per keystroke.
    const store = officeStore();
    store.replaceDealStages(['a', 'b', 'c'].map((id, i) => stage(id, { sortOrder: i })));
    store.applyServerRecords(
      'deals',
      ['a', 'b', 'c', 'a'].map((stageId, i) =>
        serverDeal(`d-vorgang-${i}`, 'c-brandt', { stageId, title: `Vorgang ${i}` }),
      ),
    );
    const probe = new Database(':memory:');
    type Run = (this: { source: string }, ...args: unknown[]) => unknown;
    const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<Method, Run>;
    probe.close();
    const indexReads: string[] = [];
    for (const method of ['all', 'get', 'run'] as const) {
      const original = statement[method];
      const spy = vi.spyOn(statement, method).mockImplementation(function (
        this: { source: string },
        ...args: unknown[]
      ) {
        if (this.source.includes('deal_search MATCH')) indexReads.push(this.source);
        return original.apply(this, args);
      });
      cleanups.push(() => spy.mockRestore());
    }
    const board = store.pipeline(now, { ...defaultDealFilter, text: 'vorg' });
    expect(board.map((c) => [c.stage.id, c.count, c.deals.map((d) => d.deal.id)])).toEqual([
      ['a', 2, ['d-vorgang-0', 'd-vorgang-3']],
      ['b', 1, ['d-vorgang-1']],
      ['c', 1, ['d-vorgang-2']],
    ]);
    // A typed word is tested against each deal's words in memory (deal-board-words.ts): the
    // index is read at most once, for a phrase it alone answers.
    expect(indexReads.length).toBeLessThanOrEqual(1);
  });
});

describe('the search indexes follow every write', () => {
  it("follows a building's new address, a contact's new name and the projects' own edits", () => {
    const store = officeStore();
    store.applyServerRecords('buildings', [
      serverBuilding('b-freiburg', 'c-brandt', {
        name: 'Stadthaus',
        street: 'Basler Straße 3',
        city: 'Freiburg im Breisgau',
      }),
    ]);
    expect(projects(store, 'merzhauser')).toEqual([]);
    expect(projects(store, 'basler strasse')).toEqual(['p-freiburg']);
    store.patchContact('c-mueller', { fields: { lastName: 'Schäfer' } });
    expect(projects(store, 'schaefer')).toEqual(['p-augsburg']);
    expect(deals(store, 'Schafer augsburg')).toEqual(['d-augsburg']);
    expect(deals(store, 'muller')).toEqual([]);
    store.patchProject('p-augsburg', { title: 'Photovoltaik' });
    expect(projects(store, 'photov jurgen')).toEqual(['p-augsburg']);
    store.patchDeal('d-lueneburg', { title: 'Wärmepumpe', city: 'Celle' });
    expect(deals(store, 'celle')).toEqual(['d-lueneburg']);
    expect(deals(store, 'luneburg')).toEqual([]);
  });

  it('follows a project created offline and its acknowledgement', () => {
    const store = officeStore();
    const project = store.createProject({
      contactId: 'c-mueller',
      buildingId: 'b-augsburg',
      title: 'Hydraulischer Abgleich',
      type: 'heat-planning',
    });
    expect(projects(store, 'abgleich augsburger')).toEqual([project.id]);
    const create = store.listOutbox().find((e) => e.recordId === project.id)!;
    store.acknowledge(
      create.seq,
      serverProject('p-new', 'c-mueller', 'b-augsburg', { title: 'Hydraulischer Abgleich' }),
    );
    expect(projects(store, 'abgleich augsburger')).toEqual(['p-new']);
  });

  it('tells the change feed which projects and deals a renamed contact changes', () => {
    const store = officeStore();
    const heard: { resource: string; ids: string[] }[] = [];
    store.onChange((change) => heard.push({ resource: change.resource, ids: [...change.ids] }));
    store.applyServerRecords('contacts', [
      serverContact('c-mueller', { fields: { firstName: 'Jürgen', lastName: 'Maier' } }),
    ]);
    expect(heard).toContainEqual({ resource: 'projects', ids: ['p-augsburg'] });
    expect(heard).toContainEqual({ resource: 'deals', ids: ['d-augsburg'] });
    // Another change of the contact (not its name) leaves the other documents alone.
    heard.length = 0;
    store.patchContact('c-mueller', { status: 'customer', fields: { phone: '0821 123' } });
    expect(heard.map((h) => h.resource).sort()).toEqual(['contacts', 'outbox']);
  });
});

describe('while the indexes are being built', () => {
  it('reads the rows and finds the same records, then the built index does', () => {
    const store = officeStore();
    store.searchIndexes.suspend();
    expect(store.searchIndexes.complete()).toBe(false);
    expect(store.searchIndexes.kept()).toBe(false);
    const expectations = () => {
      expect(projects(store, 'freiburg merzhauser')).toEqual(['p-freiburg']);
      expect(projects(store, 'Luneburg')).toEqual(['p-lueneburg']);
      expect(deals(store, 'Augsburger Strasse')).toEqual(['d-augsburg']);
      expect(store.searchEverything('Luneburg', 5).buildings.map((b) => b.id)).toEqual([
        'b-lueneburg',
      ]);
    };
    expectations();
    // A write while suspended is the build's to pick up.
    store.patchDeal('d-augsburg', { title: 'Heizlast' });
    expect(deals(store, 'heizlast augsburg')).toEqual(['d-augsburg']);
    expect(store.searchIndexes.buildStep(2)).toBe(false);
    expect(store.searchIndexes.kept()).toBe(true);
    while (!store.searchIndexes.buildStep(2));
    expect(store.searchIndexes.complete()).toBe(true);
    expectations();
    expect(deals(store, 'heizlast augsburg')).toEqual(['d-augsburg']);
  });

  it('are made by migration 8 for a version-7 database, and the contacts folded as typed', () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const first = officeStore(openStore(t.file));
    first.applyServerRecords('contacts', [
      serverContact('c-michael', { fields: { firstName: 'Michael', lastName: 'Groß' } }),
    ]);
    first.close();
    // Back to version 7: no building, project or deal index, a contact document as 7 wrote it.
    const db = new Database(t.file);
    for (const name of ['building', 'project', 'deal']) {
      for (const trigger of db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?")
        .pluck()
        .all(`${name}_search_%`) as string[])
        db.exec(`DROP TRIGGER ${trigger}`);
      db.exec(`DROP TABLE ${name}_search; DROP TABLE ${name}_search_dirty;
        DROP TABLE ${name}_search_state;`);
    }
    // Tables of later migrations did not exist at version 7 either.
    db.exec('DROP TABLE photos; DROP TABLE renamed_ids');
    const michael = db.prepare("SELECT rowid FROM contacts WHERE id = 'c-michael'").pluck().get();
    db.prepare('INSERT OR REPLACE INTO contact_search (rowid, document) VALUES (?, ?)').run(
      michael,
      'michael\ngroß\ngross',
    );
    db.pragma('user_version = 7');
    db.close();

    const store = openStore(t.file);
    cleanups.push(() => store.close());
    // Small enough for the migration's one step per index.
    expect(store.searchIndexes.complete()).toBe(true);
    expect(store.searchContacts('michael gross').map((c) => c.id)).toEqual(['c-michael']);
    expect(store.searchContacts('Micha Groß').map((c) => c.id)).toEqual(['c-michael']);
    expect(projects(store, 'Merzhauser Strasse')).toEqual(['p-freiburg']);
    expect(deals(store, 'Luneburg')).toEqual(['d-lueneburg']);
  });
});

describe('the global search', () => {
  it('finds a few of each kind, newest-arrived first, and nothing for no words', () => {
    const store = officeStore();
    const found = store.searchEverything('Luneburg', 5);
    expect(found.contacts.map((c) => c.id)).toEqual(['c-brandt']); // by her building's town
    expect(found.buildings.map((b) => b.id)).toEqual(['b-lueneburg']);
    expect(found.deals.map((d) => d.id)).toEqual(['d-lueneburg']);
    expect(found.projects.map((p) => p.id)).toEqual(['p-lueneburg']);
    expect(store.searchEverything('brandt', 1).buildings.map((b) => b.id)).toEqual(['b-lueneburg']);
    expect(store.searchEverything('brandt', 5).buildings.map((b) => b.id)).toEqual([
      'b-lueneburg',
      'b-freiburg',
    ]);
    expect(store.searchEverything('%', 5)).toEqual({
      contacts: [],
      buildings: [],
      deals: [],
      projects: [],
    });
  });
});
