import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrations, openStore, type LocalStore } from '../../../src/main/core/store';
import { contactSearchText } from '../../../src/main/core/store/rows';
import type { StoreChange } from '../../../src/main/core/store/change-feed';
import { keepSearchIndexesBuilt } from '../../../src/main/core/store/search/driver';
import { serverBuilding, serverContact, serverDeal, tempDir, testStore } from './fixtures';

/* Full-text contact search: words in any order, prefixes, umlauts, addresses. */

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
function temp() {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t;
}

const at = (minute: number) => `2026-02-01T08:${String(minute).padStart(2, '0')}:00.000Z`;

/** Florian Wolf in Kassel, Jürgen Müller in Göttingen, Anna Schmidt with no building. */
function consultantsStore(): LocalStore {
  const { store } = testStore();
  store.applyServerRecords('contacts', [
    serverContact('wolf', {
      updatedAt: at(3),
      fields: {
        firstName: 'Florian',
        lastName: 'Wolf',
        company: 'Wolf Haustechnik GmbH',
        email: 'florian.wolf@example.de',
        phone: '+49 561 123456',
      },
    }),
    serverContact('mueller', {
      status: 'customer',
      updatedAt: at(2),
      fields: { firstName: 'Jürgen', lastName: 'MÜLLER', phone: '0551 / 98 76 54' },
    }),
    serverContact('schmidt', {
      updatedAt: at(1),
      fields: { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@schmidt-energie.de' },
    }),
  ]);
  store.applyServerRecords('buildings', [
    serverBuilding('b-wolf', 'wolf', {
      street: 'Kunoldstraße 12',
      postalCode: '34131',
      city: 'Kassel',
    }),
    serverBuilding('b-mueller', 'mueller', {
      street: 'Weender Landstraße 3',
      postalCode: '37073',
      city: 'Göttingen',
    }),
  ]);
  return store;
}

const ids = (store: LocalStore, text: string) => store.searchContacts(text).map((c) => c.id);

describe('contact search', () => {
  it('matches every word in any order', () => {
    const store = consultantsStore();
    expect(ids(store, 'Florian Wolf')).toEqual(['wolf']);
    expect(ids(store, 'Wolf Florian')).toEqual(['wolf']);
    expect(ids(store, '  wolf   FLORIAN ')).toEqual(['wolf']);
    expect(ids(store, 'Florian Schmidt')).toEqual([]);
  });

  it('finds while the user types: every word is a prefix', () => {
    const store = consultantsStore();
    for (const typed of ['F', 'Fl', 'Flo', 'Flo W', 'Flo Wo', 'Wo Flo'])
      expect(ids(store, typed), typed).toContain('wolf');
    expect(ids(store, 'Flo Wo')).toEqual(['wolf']);
    expect(ids(store, 'Flo Sch')).toEqual([]);
  });

  it('ignores case and umlauts, and knows "ue" for "ü"', () => {
    const store = consultantsStore();
    for (const typed of [
      'müller',
      'MÜLLER',
      'Müller',
      'mueller',
      'MUELLER',
      'muller',
      'jürgen müll',
    ])
      expect(ids(store, typed), typed).toEqual(['mueller']);
    expect(ids(store, 'juergen')).toEqual(['mueller']);
    expect(ids(store, 'gottingen')).toEqual(['mueller']);
    expect(ids(store, 'Goettingen Jürgen')).toEqual(['mueller']);
  });

  it("finds by the buildings' town, street and postal code, also with a name", () => {
    const store = consultantsStore();
    expect(ids(store, 'Kassel')).toEqual(['wolf']);
    expect(ids(store, 'Kunoldstraße')).toEqual(['wolf']);
    expect(ids(store, 'kunoldstrasse 12')).toEqual(['wolf']);
    expect(ids(store, 'Kunoldstr')).toEqual(['wolf']);
    expect(ids(store, '34131')).toEqual(['wolf']);
    expect(ids(store, '341')).toEqual(['wolf']);
    expect(ids(store, 'Wolf Kassel')).toEqual(['wolf']);
    expect(ids(store, 'Kassel Müller')).toEqual([]);
    expect(ids(store, 'Göttingen 37073 Jürgen')).toEqual(['mueller']);
  });

  it('finds by company, e-mail and status, in any order', () => {
    const store = consultantsStore();
    expect(ids(store, 'haustechnik wolf')).toEqual(['wolf']);
    expect(ids(store, 'GmbH Florian')).toEqual(['wolf']);
    expect(ids(store, 'florian.wolf@example.de')).toEqual(['wolf']);
    expect(ids(store, 'example.de florian')).toEqual(['wolf']);
    expect(ids(store, 'schmidt-energie anna')).toEqual(['schmidt']);
    expect(ids(store, 'customer jürgen')).toEqual(['mueller']);
  });

  it('finds by a phone fragment however it is spelled', () => {
    const store = consultantsStore();
    // Stored as +49 561 123456: the national form and the digits alone count too.
    for (const typed of ['0561 123456', '0561123', '0561', '+49 561', '123456', '49561123456'])
      expect(ids(store, typed), typed).toEqual(['wolf']);
    // Stored as 0551 / 98 76 54.
    for (const typed of ['0551 98 76', '0551987654', '05519876'])
      expect(ids(store, typed), typed).toEqual(['mueller']);
  });

  it('lists everyone most recently changed first for an empty query, and pages stably', () => {
    const store = consultantsStore();
    expect(ids(store, '')).toEqual(['wolf', 'mueller', 'schmidt']);
    const many = Array.from({ length: 30 }, (_, i) =>
      serverContact(`k${String(i).padStart(2, '0')}`, {
        updatedAt: at(10 + (i % 7)),
        fields: { lastName: 'Kaiser', firstName: `Kim${i}` },
      }),
    );
    store.applyServerRecords('contacts', many);
    const all = store.searchContacts('kaiser', { limit: 100 });
    expect(all).toHaveLength(30);
    // Newest arrived first (the index's rowid order: contact-index.ts).
    expect(all.map((c) => c.id)).toEqual(many.map((c) => c.id).reverse());
    const pages = [0, 8, 16, 24].flatMap((offset) =>
      store.searchContacts('kaiser', { limit: 8, offset }).map((c) => c.id),
    );
    expect(pages).toEqual(all.map((c) => c.id));
    expect(new Set(pages).size).toBe(30);
  });

  it('finds a rare combination of a common and a rare word, newest arrived first', () => {
    const { store } = testStore();
    const contacts = Array.from({ length: 400 }, (_, i) =>
      serverContact(`k${i}`, {
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        fields: { firstName: i % 100 === 0 ? 'Zoe' : 'Kim', lastName: 'Kaiserslauterer' },
      }),
    );
    store.applyServerRecords('contacts', contacts);
    // The newest 300 are not Zoe: more than a quick look at the commoner word's matches.
    expect(ids(store, 'Kaiserslauterer Zoe')).toEqual(['k300', 'k200', 'k100', 'k0']);
    expect(
      store.searchContacts('Zoe Kaiserslauterer', { limit: 2, offset: 1 }).map((c) => c.id),
    ).toEqual(['k200', 'k100']);
  });

  it('keeps looking for punctuation when a query has no letters or digits', () => {
    const store = consultantsStore();
    expect(ids(store, '@')).toEqual(['wolf', 'schmidt']);
    expect(ids(store, '/')).toEqual(['mueller']);
  });
});

describe('the search index follows every write', () => {
  it('follows a local edit of a contact', () => {
    const store = consultantsStore();
    store.patchContact('wolf', { fields: { lastName: 'Fuchs' } });
    expect(ids(store, 'Florian Fuchs')).toEqual(['wolf']);
    expect(ids(store, 'Florian Wolf')).toEqual(['wolf']); // still in the company and e-mail
    store.patchContact('wolf', { fields: { company: null, email: null } });
    expect(ids(store, 'Florian Wolf')).toEqual([]);
    expect(ids(store, 'Fuchs Kassel')).toEqual(['wolf']);
  });

  it('follows a pulled change of a contact and of a building', () => {
    const store = consultantsStore();
    store.applyServerRecords('contacts', [
      serverContact('schmidt', {
        updatedAt: at(20),
        fields: { firstName: 'Anna', lastName: 'Schmidt-Wolf' },
      }),
    ]);
    expect(ids(store, 'Anna Wolf')).toEqual(['schmidt']);
    expect(ids(store, 'Wolf')).toEqual(['schmidt', 'wolf']); // newest first
    // A building moved to another contact (the server's word) leaves the first one's document.
    store.applyServerRecords('buildings', [
      serverBuilding('b-wolf', 'schmidt', { street: 'Kunoldstraße 12', city: 'Kassel' }),
    ]);
    expect(ids(store, 'Kassel')).toEqual(['schmidt']);
    expect(ids(store, 'Florian Kassel')).toEqual([]);
  });

  it("tells the change feed that a contact changed when its building's address did", () => {
    const store = consultantsStore();
    const heard: { resource: string; ids: string[] }[] = [];
    store.onChange((change) => heard.push({ resource: change.resource, ids: [...change.ids] }));
    store.applyServerRecords('buildings', [
      serverBuilding('b-wolf', 'wolf', { street: 'Am Weinberg 3', city: 'Fulda' }),
    ]);
    expect(heard).toContainEqual({ resource: 'contacts', ids: ['wolf'] });
    expect(ids(store, 'Wolf Fulda')).toEqual(['wolf']);
  });

  it('finds a contact by a building pulled before the contact itself', () => {
    const { store } = testStore();
    store.applyServerRecords('buildings', [serverBuilding('b1', 'c1', { city: 'Fulda' })]);
    expect(ids(store, 'Fulda')).toEqual([]);
    store.applyServerRecords('contacts', [serverContact('c1', { fields: { lastName: 'Lange' } })]);
    expect(ids(store, 'Lange Fulda')).toEqual(['c1']);
  });

  it('follows a building added offline, the id rewrites of its acknowledgements, and a discard', () => {
    const store = consultantsStore();
    const contact = store.createContact({ fields: { firstName: 'Lena', lastName: 'Wolf' } });
    const building = store.createBuilding({
      contactId: contact.id,
      name: 'Wohnhaus',
      street: 'Hauptstraße 1',
      postalCode: '36037',
      city: 'Fulda',
    });
    expect(ids(store, 'Wolf Fulda')).toEqual([contact.id]);
    expect(ids(store, 'Lena Hauptstr')).toEqual([contact.id]);

    const [createContact] = store.listOutbox();
    store.acknowledge(
      createContact!.seq,
      serverContact('C9', { fields: { firstName: 'Lena', lastName: 'Wolf' }, updatedAt: at(30) }),
    );
    expect(ids(store, 'Wolf Fulda')).toEqual(['C9']);
    expect(ids(store, 'Lena')).toEqual(['C9']);
    const [createBuilding] = store.listOutbox();
    expect(createBuilding!.recordId).toBe(building.id);
    store.acknowledge(
      createBuilding!.seq,
      serverBuilding('B9', 'C9', { street: 'Hauptstraße 1', postalCode: '36037', city: 'Fulda' }),
    );
    expect(ids(store, 'Wolf Fulda')).toEqual(['C9']);
    expect(ids(store, '36037')).toEqual(['C9']);

    // A second building offline, then discarded: its town is no longer found.
    store.createBuilding({ contactId: 'C9', name: 'Ferienhaus', city: 'Borkum' });
    expect(ids(store, 'Lena Borkum')).toEqual(['C9']);
    const [discarded] = store.listOutbox();
    store.discard(discarded!.seq);
    expect(ids(store, 'Borkum')).toEqual([]);
    expect(ids(store, 'Lena Fulda')).toEqual(['C9']);
  });

  it('drops a discarded new contact and undoes a discarded edit', () => {
    const store = consultantsStore();
    const contact = store.createContact({ fields: { firstName: 'Ole', lastName: 'Brandt' } });
    store.patchContact('mueller', { fields: { lastName: 'Meier' } });
    expect(ids(store, 'Ole Brandt')).toEqual([contact.id]);
    expect(ids(store, 'Jürgen Meier')).toEqual(['mueller']);
    for (const entry of store.listOutbox()) store.discard(entry.seq);
    expect(ids(store, 'Ole Brandt')).toEqual([]);
    expect(ids(store, 'Jürgen Meier')).toEqual([]);
    expect(ids(store, 'Jürgen Müller')).toEqual(['mueller']);
  });

  it('is rolled back with a write that fails', () => {
    const store = consultantsStore();
    expect(() =>
      store.transaction(() => {
        store.patchContact('wolf', { fields: { lastName: 'Fuchs' } });
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(ids(store, 'Florian Fuchs')).toEqual([]);
    expect(ids(store, 'Florian Wolf')).toEqual(['wolf']);
  });

  it('is built by migration 5 for a database of version 4', () => {
    const { file } = temp();
    const db = new Database(file);
    expect(migrate(db, migrations.slice(0, 4))).toBe(4);
    const contact = db.prepare(
      `INSERT INTO contacts (id, status, assigned_to, fields, search_text, created_at, updated_at, last_activity_at)
       VALUES (?, 'lead', NULL, ?, ?, ?, ?, ?)`,
    );
    for (const [id, fields, minute] of [
      ['c1', { firstName: 'Florian', lastName: 'Wolf' }, 1],
      ['c2', { firstName: 'Jürgen', lastName: 'Müller' }, 2],
    ] as const)
      contact.run(
        id,
        JSON.stringify(fields),
        contactSearchText({ fields, status: 'lead' }),
        at(minute),
        at(minute),
        at(minute),
      );
    db.prepare(
      `INSERT INTO buildings (id, contact_id, name, street, postal_code, city, country_code, created_at, updated_at)
       VALUES ('b1', 'c1', 'Haus', 'Kunoldstraße 12', '34131', 'Kassel', 'DE', ?, ?)`,
    ).run(at(1), at(1));
    db.close();

    const store = openStore(file);
    expect(ids(store, 'Wolf Kassel')).toEqual(['c1']);
    expect(ids(store, 'Kunoldstr Florian')).toEqual(['c1']);
    expect(ids(store, 'mueller')).toEqual(['c2']);
    expect(ids(store, '')).toEqual(['c2', 'c1']);
    store.close();
  });
});

describe('the status filter', () => {
  it('narrows a search and the full list to one status', () => {
    const store = consultantsStore();
    expect(store.searchContacts('', { status: 'customer' }).map((c) => c.id)).toEqual(['mueller']);
    expect(store.searchContacts('Jürgen', { status: 'customer' }).map((c) => c.id)).toEqual([
      'mueller',
    ]);
    expect(store.searchContacts('Jürgen', { status: 'lead' })).toEqual([]);
    expect(store.searchContacts('@', { status: 'lead' }).map((c) => c.id)).toEqual([
      'wolf',
      'schmidt',
    ]);
  });
});

describe('the bulk build after a first sync', () => {
  it('searches the rows while suspended, then the index once built, and follows writes again', () => {
    const { store } = testStore();
    store.contactSearch.suspend();
    expect(store.contactSearch.state()).toEqual({ builtUpto: null, complete: false });
    store.applyServerRecords(
      'contacts',
      Array.from({ length: 25 }, (_, i) =>
        serverContact(`k${i}`, { fields: { firstName: `Kim${i}`, lastName: 'Kaiser' } }),
      ),
    );
    store.applyServerRecords('buildings', [serverBuilding('b1', 'k3', { city: 'Kassel' })]);
    // No index yet: each word anywhere in the contact's values or its buildings' address.
    expect(ids(store, 'kaiser kim3')).toEqual(['k3']);
    expect(ids(store, 'Kaiser Kassel')).toEqual(['k3']);
    // Built in steps; a write between two steps lands in the index either way.
    expect(store.contactSearch.buildStep(10)).toBe(false);
    store.patchContact('k2', { fields: { lastName: 'Kerner' } });
    store.patchContact('k20', { fields: { lastName: 'Kranz' } });
    expect(store.contactSearch.state()).toEqual({ builtUpto: expect.any(Number), complete: false });
    while (!store.contactSearch.buildStep(10));
    expect(ids(store, 'Kaiser Kassel')).toEqual(['k3']);
    expect(ids(store, 'kim2 kerner')).toEqual(['k2']);
    expect(ids(store, 'kranz')).toEqual(['k20']);
    expect(ids(store, 'kaiser')).toHaveLength(23);
    store.applyServerRecords('buildings', [serverBuilding('b2', 'k4', { city: 'Fulda' })]);
    expect(ids(store, 'fulda kim4')).toEqual(['k4']);
  });

  it('finds a name with a town while the index is built, and says when the index is complete', () => {
    const store = consultantsStore();
    const told: StoreChange[] = [];
    store.onChange((change) => told.push(change));
    store.searchIndexes.suspend();
    // Each word anywhere in the contact's own values or its buildings' address.
    expect(ids(store, 'wolf kass')).toEqual(['wolf']);
    expect(ids(store, 'Kunoldstraße 12 Florian')).toEqual(['wolf']);
    expect(ids(store, '37073')).toEqual(['mueller']);
    expect(ids(store, 'Kassel Müller')).toEqual([]);
    // What only the index finds (umlauts folded, phones as digits) waits for it...
    expect(ids(store, 'kunoldstrasse')).toEqual([]);
    expect(ids(store, '0561123456')).toEqual([]);
    store.searchIndexes.buildStep(2);
    expect(told.filter((c) => c.searchable)).toEqual([]);
    while (!store.searchIndexes.buildStep(2));
    // ...and the lists hear once per index that it is there, so they ask again.
    expect(told.filter((c) => c.searchable)).toEqual(
      ['contacts', 'buildings', 'projects', 'deals'].map((resource) => ({
        resource,
        ids: [],
        searchable: true,
      })),
    );
    expect(ids(store, 'kunoldstrasse')).toEqual(['wolf']);
    expect(ids(store, '0561123456')).toEqual(['wolf']);
    expect(ids(store, 'wolf kass')).toEqual(['wolf']);
    // A build step of a complete index tells nothing again.
    expect(store.searchIndexes.buildStep(2)).toBe(true);
    expect(told.filter((c) => c.searchable)).toHaveLength(4);
  });

  it('lists the matches in the same order before and after the build: newest arrived first', () => {
    const { store } = testStore();
    store.contactSearch.suspend();
    // Arrived first but changed last: arrival, not the last change, decides the place.
    store.applyServerRecords('contacts', [
      serverContact('first', {
        updatedAt: at(9),
        fields: { firstName: 'Eva', lastName: 'Kaiser' },
      }),
      serverContact('second', {
        updatedAt: at(2),
        fields: { firstName: 'Udo', lastName: 'Kaiser' },
      }),
      serverContact('third', {
        updatedAt: at(1),
        fields: { firstName: 'Ute', lastName: 'Kaiser' },
      }),
    ]);
    expect(ids(store, 'kaiser')).toEqual(['third', 'second', 'first']);
    while (!store.contactSearch.buildStep(10));
    expect(ids(store, 'kaiser')).toEqual(['third', 'second', 'first']);
  });
});

describe('keepSearchIndexesBuilt', () => {
  it("suspends the index for a never-synced store's first sync and builds it when the sync ends", async () => {
    const { store } = testStore();
    const engine = Object.assign(new EventEmitter(), {
      status: { state: 'idle', lastSuccessAt: null as string | null },
    });
    const setState = (state: string, lastSuccessAt: string | null) => {
      engine.status = { state, lastSuccessAt };
      engine.emit('status', engine.status);
    };
    const stop = keepSearchIndexesBuilt(store, engine);
    setState('syncing', null);
    expect(store.contactSearch.state().complete).toBe(false);
    store.applyServerRecords(
      'contacts',
      Array.from({ length: 2500 }, (_, i) =>
        serverContact(`k${i}`, { fields: { firstName: `Kim${i}`, lastName: 'Kaiser' } }),
      ),
    );
    store.applyServerRecords('buildings', [serverBuilding('b1', 'k7', { city: 'Kassel' })]);
    await new Promise((r) => setImmediate(r));
    expect(store.contactSearch.state().complete).toBe(false); // not while syncing
    setState('idle', at(1));
    // A step per turn of the event loop (a few hundred contacts each): a bounded number of turns.
    for (let turn = 0; turn < 50 && !store.contactSearch.state().complete; turn++)
      await new Promise((r) => setImmediate(r));
    expect(store.contactSearch.state().complete).toBe(true);
    expect(ids(store, 'Kassel Kaiser')).toEqual(['k7']);
    // A later sync of a store that synced before keeps the index.
    setState('syncing', at(1));
    expect(store.contactSearch.state().complete).toBe(true);
    stop();
  });

  it('ends its scheduled steps when the store is closed under them (a crash, a switch)', async () => {
    const { store } = testStore();
    store.applyServerRecords(
      'contacts',
      Array.from({ length: 2500 }, (_, i) => serverContact(`k${i}`, { fields: { lastName: 'K' } })),
    );
    store.searchIndexes.suspend();
    // Like the engine's: its status reads the outbox's counts from the store.
    const engine = Object.assign(new EventEmitter(), {
      get status() {
        store.pendingCounts();
        return { state: 'idle', lastSuccessAt: at(1) };
      },
    });
    const stop = keepSearchIndexesBuilt(store, engine);
    store.close();
    const thrown: unknown[] = [];
    const onUncaught = (error: unknown) => thrown.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      for (let turn = 0; turn < 5; turn++) await new Promise((r) => setImmediate(r));
      engine.emit('status', { state: 'idle', lastSuccessAt: at(2) });
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(thrown).toEqual([]);
    stop();
  });

  it("reads the board's copy in steps after the indexes and again after a big pull", async () => {
    const { store } = testStore();
    const engine = Object.assign(new EventEmitter(), {
      status: { state: 'idle', lastSuccessAt: at(1) as string | null },
    });
    const setState = (state: string) => {
      engine.status = { state, lastSuccessAt: at(1) };
      engine.emit('status', engine.status);
    };
    const turn = () => new Promise((r) => setImmediate(r));
    store.applyServerRecords('contacts', [serverContact('k', { fields: { lastName: 'Kaiser' } })]);
    const pull = (from: number) =>
      store.applyServerRecords(
        'deals',
        Array.from({ length: 2500 }, (_, i) => serverDeal(`d${from + i}`, 'k', { stageId: 's' })),
      );
    pull(0);
    const stop = keepSearchIndexesBuilt(store, engine);
    expect(store.dealBoardCopy.complete()).toBe(false);
    // Steps of 2,000 deals, one per turn of the event loop: not all in the first turn.
    await turn();
    expect(store.dealBoardCopy.complete()).toBe(false);
    await expect.poll(() => store.dealBoardCopy.complete()).toBe(true);
    // A pull of more than 1,000 deals drops the copy; read again once the sync ends.
    setState('syncing');
    pull(2500);
    expect(store.dealBoardCopy.complete()).toBe(false);
    await turn();
    expect(store.dealBoardCopy.complete()).toBe(false); // not while syncing
    setState('idle');
    await expect.poll(() => store.dealBoardCopy.complete()).toBe(true);
    stop();
  });
});
