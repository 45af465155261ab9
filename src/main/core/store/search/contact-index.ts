import type Database from 'better-sqlite3';
import { contactDocument, type BuildingAddress } from './document';

/*
 * The full-text index of contacts (migration 5): one FTS5 document per contact, its own values
 * and its buildings' addresses (document.ts), so several words are one MATCH that FTS5
 * intersects itself ("Wolf Kassel": the name from the contact, the town from a building).
 *
 * - Rowid = the contact row's rowid: the order rows arrived in. New contacts append (FTS5 keeps
 *   a transaction's entries in memory only while rowids ascend; a lower rowid writes a segment),
 *   and "ORDER BY rowid DESC LIMIT n" reads one page of the newest-arrived matches.
 * - In step, same transaction: triggers on contacts and buildings note the contact's rowid in
 *   contact_search_dirty; before the outermost transaction commits, `flushContactSearch` writes
 *   those documents again in rowid order (Sql.beforeCommit). Every write path (local writes,
 *   pulls, id rewrites, discards, deletes) goes through those tables, so none is missed.
 * - Built once, in bulk: the first sync of an empty store would otherwise index each contact
 *   when it arrives and again for each of its buildings, in the server's order (+29 % on the
 *   initial sync: bench/README.md). So while a store has never synced, the first sync suspends
 *   the index (no triggers) and it is built afterwards in rowid order, in steps of a thousand
 *   contacts (`buildContactSearchStep`), each its own transaction; until it is complete, search
 *   uses the LIKE over search_text (search.ts). Rows above `built_upto` are left to the build.
 */

/** unicode61 with prefix indexes up to 8 letters; trigram was measured against it (bench/README.md). */
export const contactSearchTokenizer = 'unicode61 remove_diacritics 2';
export const contactSearchPrefixes = '2 3 4 5 6 7 8';

export type Prepare = (sql: string) => Database.Statement;

export interface ContactSearchState {
  /** Contacts up to this rowid are in the index; null: suspended (no triggers, not built). */
  builtUpto: number | null;
  complete: boolean;
}

export function contactSearchSchema(
  tokenize = contactSearchTokenizer,
  prefix: string | null = contactSearchPrefixes,
): string {
  const options = [
    'document',
    "content=''",
    'contentless_delete=1',
    `tokenize='${tokenize}'`,
    ...(prefix ? [`prefix='${prefix}'`] : []),
  ];
  return `
    CREATE VIRTUAL TABLE contact_search USING fts5(${options.join(', ')});
    -- No key: an upsert's conflict clause would apply to the triggers' inserts too.
    CREATE TABLE contact_search_dirty (contact_rowid INTEGER NOT NULL) STRICT;
    CREATE TABLE contact_search_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      built_upto INTEGER,
      complete INTEGER NOT NULL
    ) STRICT;
    INSERT INTO contact_search_state (id, built_upto, complete) VALUES (1, NULL, 0);
  `;
}

const dirty = (contactRowid: string) =>
  `INSERT INTO contact_search_dirty (contact_rowid) VALUES (${contactRowid});`;
const dirtyOfBuilding = (contactId: string) =>
  `INSERT INTO contact_search_dirty (contact_rowid) SELECT rowid FROM contacts WHERE id = ${contactId};`;

const triggers = `
  CREATE TRIGGER IF NOT EXISTS contact_search_contact_insert AFTER INSERT ON contacts
    BEGIN ${dirty('NEW.rowid')} END;
  CREATE TRIGGER IF NOT EXISTS contact_search_contact_update AFTER UPDATE OF id, search_text ON contacts
    BEGIN ${dirty('NEW.rowid')} END;
  CREATE TRIGGER IF NOT EXISTS contact_search_contact_delete AFTER DELETE ON contacts
    BEGIN ${dirty('OLD.rowid')} END;
  CREATE TRIGGER IF NOT EXISTS contact_search_building_insert AFTER INSERT ON buildings
    BEGIN ${dirtyOfBuilding('NEW.contact_id')} END;
  CREATE TRIGGER IF NOT EXISTS contact_search_building_update
    AFTER UPDATE OF contact_id, street, postal_code, city ON buildings
    BEGIN ${dirtyOfBuilding('NEW.contact_id')} ${dirtyOfBuilding('OLD.contact_id')} END;
  CREATE TRIGGER IF NOT EXISTS contact_search_building_delete AFTER DELETE ON buildings
    BEGIN ${dirtyOfBuilding('OLD.contact_id')} END;
`;

const triggerNames = [
  'contact_search_contact_insert',
  'contact_search_contact_update',
  'contact_search_contact_delete',
  'contact_search_building_insert',
  'contact_search_building_update',
  'contact_search_building_delete',
];

export function readContactSearchState(prepare: Prepare): ContactSearchState {
  const row = prepare(
    'SELECT built_upto, complete FROM contact_search_state WHERE id = 1',
  ).get() as { built_upto: number | null; complete: number } | undefined;
  return { builtUpto: row?.built_upto ?? null, complete: row?.complete === 1 };
}

function addresses(prepare: Prepare, contactId: string): BuildingAddress[] {
  return prepare(
    'SELECT street, postal_code, city FROM buildings WHERE contact_id = ? ORDER BY rowid',
  ).all(contactId) as BuildingAddress[];
}

/**
 * Writes the documents of the contacts the triggers noted, in rowid order (a contact that is
 * gone leaves the index); those not built yet are left to the build. Call inside the transaction
 * that wrote them: Sql runs it before every outermost commit. The store marks each contact
 * changed (a building's new town changes which searches find its contact: the renderer's
 * contact lists refresh from that mark).
 */
export function flushContactSearch(
  prepare: Prepare,
  /** Told each contact whose document was written: its search results may change. */
  reindexed: (contactId: string) => void = () => undefined,
): void {
  const rowids = prepare(
    'SELECT DISTINCT contact_rowid FROM contact_search_dirty ORDER BY contact_rowid',
  )
    .pluck()
    .all() as number[];
  if (!rowids.length) return;
  const { builtUpto, complete } = readContactSearchState(prepare);
  // Complete: every contact is in scope; building: those above built_upto are the build's.
  const limit = complete ? Infinity : (builtUpto ?? -1);
  const read = prepare('SELECT id, search_text FROM contacts WHERE rowid = ?');
  const put = prepare('INSERT OR REPLACE INTO contact_search (rowid, document) VALUES (?, ?)');
  const remove = prepare('DELETE FROM contact_search WHERE rowid = ?');
  for (const rowid of rowids) {
    if (rowid > limit) break;
    const contact = read.get(rowid) as { id: string; search_text: string } | undefined;
    if (contact) {
      put.run(rowid, contactDocument(contact.search_text, addresses(prepare, contact.id)));
      reindexed(contact.id);
    } else remove.run(rowid);
  }
  prepare('DELETE FROM contact_search_dirty').run();
}

/**
 * Stops keeping the index (the first sync of a store that never synced: it is built in bulk
 * afterwards). Search falls back to LIKE until the build is complete.
 */
export function suspendContactSearch(db: Database.Database): void {
  db.transaction(() => {
    for (const name of triggerNames) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    db.exec(
      "INSERT INTO contact_search (contact_search) VALUES ('delete-all'); DELETE FROM contact_search_dirty;",
    );
    db.prepare('UPDATE contact_search_state SET built_upto = NULL, complete = 0').run();
  })();
}

/**
 * One step of the bulk build: the next `count` contacts by rowid into the index, in one
 * transaction (the first step also installs the triggers). True when the index is complete.
 */
export function buildContactSearchStep(db: Database.Database, prepare: Prepare, count = 1000) {
  return db.transaction(() => {
    const state = readContactSearchState(prepare);
    if (state.complete) return true;
    let builtUpto = state.builtUpto;
    if (builtUpto === null) {
      db.exec(triggers);
      builtUpto = 0;
    }
    const rows = prepare(
      'SELECT rowid, id, search_text FROM contacts WHERE rowid > ? ORDER BY rowid LIMIT ?',
    ).all(builtUpto, count) as { rowid: number; id: string; search_text: string }[];
    const put = prepare('INSERT OR REPLACE INTO contact_search (rowid, document) VALUES (?, ?)');
    for (const row of rows)
      put.run(row.rowid, contactDocument(row.search_text, addresses(prepare, row.id)));
    const last = rows.length ? rows[rows.length - 1]!.rowid : builtUpto;
    const done = rows.length < count;
    prepare('UPDATE contact_search_state SET built_upto = ?, complete = ?').run(last, done ? 1 : 0);
    prepare('DELETE FROM contact_search_dirty WHERE contact_rowid <= ?').run(last);
    return done;
  })();
}
