import type Database from 'better-sqlite3';
import { addressDocument, contactDocument, type BuildingAddress } from './contact-document';
import { putDocument, readDocument, removeDocument, type Prepare } from './documents';

export type { Prepare } from './documents';

/*
 * The full-text index of contacts (migration 5), kept in step by the store's write path in the
 * same transaction as the row it follows (records.ts, ids.ts). One FTS5 document per contact
 * (field values, status) and one per building (its address), so a pulled building is one insert
 * and never re-tokenizes its contact (bench/README.md: the initial sync's cost).
 *
 * Rowids carry the order and the owner: a contact's key is its updatedAt in milliseconds × 16
 * plus a counter for contacts changed in the same millisecond (contact_search_rows maps it to
 * the contact's id); its document's rowid is key × 64, its buildings' are key × 64 + 1…63.
 * FTS5 yields matches by rowid, so "newest first" reads one page, not every match.
 */

/** unicode61 with prefix indexes; trigram was measured against it (bench/README.md). */
export const contactSearchTokenizer = 'unicode61 remove_diacritics 2';

export function contactSearchSchema(
  tokenize = contactSearchTokenizer,
  prefix: string | null = '2 3',
): string {
  const options = [
    'document',
    `tokenize="${tokenize.replace(/"/g, '""')}"`,
    ...(prefix ? [`prefix='${prefix}'`] : []),
  ];
  return `
    CREATE TABLE contact_search_rows (
      id INTEGER PRIMARY KEY,
      contact_id TEXT NOT NULL UNIQUE
    ) STRICT;
    CREATE TABLE contact_search_buildings (
      building_id TEXT PRIMARY KEY,
      document_id INTEGER NOT NULL UNIQUE
    ) STRICT;
    CREATE VIRTUAL TABLE contact_search USING fts5(${options.join(', ')});
  `;
}

const perMillisecond = 16;
/** Documents per contact: its own and up to 63 buildings' (more buildings aren't searchable). */
export const documentsPerContact = 64;

/** A free key in the millisecond of updatedAt (or just after it, past 16 in one millisecond). */
function keyFor(prepare: Prepare, updatedAt: string): number {
  const ms = Date.parse(updatedAt);
  let base = (Number.isFinite(ms) && ms > 0 ? ms : 0) * perMillisecond;
  for (;;) {
    const taken = prepare('SELECT max(id) FROM contact_search_rows WHERE id BETWEEN ? AND ?')
      .pluck()
      .get(base, base + perMillisecond - 1) as number | null;
    if (taken === null) return base;
    if (taken < base + perMillisecond - 1) return taken + 1;
    base += perMillisecond;
  }
}

export const contactKey = (prepare: Prepare, contactId: string) =>
  prepare('SELECT id FROM contact_search_rows WHERE contact_id = ?').pluck().get(contactId) as
    number | undefined;

interface ContactText {
  fields: string;
  status: string;
  updated_at: string;
}

/**
 * Writes (or rewrites) a contact's document; removes it when the contact is gone. `written` is
 * the row just stored, when the caller has it (the pull's path: one SELECT less per record).
 */
export function indexContact(prepare: Prepare, contactId: string, written?: ContactText): void {
  const contact =
    written ??
    (prepare('SELECT fields, status, updated_at FROM contacts WHERE id = ?').get(contactId) as
      ContactText | undefined);
  if (!contact) {
    dropContact(prepare, contactId);
    return;
  }
  const document = contactDocument(JSON.parse(contact.fields), contact.status);
  const current = contactKey(prepare, contactId);
  if (
    current !== undefined &&
    Math.floor(current / perMillisecond) === Date.parse(contact.updated_at)
  ) {
    const rowid = current * documentsPerContact;
    const before = readDocument(prepare, rowid);
    if (before !== document) putDocument(prepare, rowid, document, before !== undefined);
  } else {
    const key = keyFor(prepare, contact.updated_at);
    if (current === undefined) {
      prepare('INSERT INTO contact_search_rows (id, contact_id) VALUES (?, ?)').run(key, contactId);
      putDocument(prepare, key * documentsPerContact, document, false);
      indexWaitingBuildings(prepare, contactId);
    } else moveContact(prepare, current, key, document);
  }
}

/** Buildings pulled before their contact get their documents with the contact's first one. */
function indexWaitingBuildings(prepare: Prepare, contactId: string) {
  const waiting = prepare(
    'SELECT id FROM buildings b WHERE contact_id = ? AND NOT EXISTS ' +
      '(SELECT 1 FROM contact_search_buildings m WHERE m.building_id = b.id)',
  )
    .pluck()
    .all(contactId) as string[];
  for (const id of waiting) indexBuilding(prepare, id);
}

/**
 * Rowids of a contact's building documents. Read from the map, never by a rowid range of the FTS5
 * table: FTS5 scans the whole table for a range without MATCH (9 ms at 20,000 contacts).
 */
function buildingDocuments(prepare: Prepare, key: number): number[] {
  const first = key * documentsPerContact;
  return prepare(
    'SELECT document_id FROM contact_search_buildings WHERE document_id BETWEEN ? AND ?',
  )
    .pluck()
    .all(first + 1, first + documentsPerContact - 1) as number[];
}

/** The contact's updatedAt changed: its documents move to its new key. */
function moveContact(prepare: Prepare, from: number, to: number, document: string) {
  const shift = (to - from) * documentsPerContact;
  const buildings = buildingDocuments(prepare, from).map((rowid) => ({
    rowid,
    document: readDocument(prepare, rowid),
  }));
  removeDocument(prepare, from * documentsPerContact);
  for (const b of buildings) removeDocument(prepare, b.rowid);
  prepare('UPDATE contact_search_rows SET id = ? WHERE id = ?').run(to, from);
  prepare(
    'UPDATE contact_search_buildings SET document_id = document_id + ? WHERE document_id BETWEEN ? AND ?',
  ).run(shift, from * documentsPerContact + 1, (from + 1) * documentsPerContact - 1);
  putDocument(prepare, to * documentsPerContact, document, false);
  for (const b of buildings)
    if (b.document !== undefined) putDocument(prepare, b.rowid + shift, b.document, false);
}

/** Writes (or rewrites, or removes) a building's address document under its contact's key. */
export function indexBuilding(
  prepare: Prepare,
  buildingId: string,
  written?: BuildingAddress & { contact_id: string },
): void {
  const building =
    written ??
    (prepare('SELECT contact_id, street, postal_code, city FROM buildings WHERE id = ?').get(
      buildingId,
    ) as (BuildingAddress & { contact_id: string }) | undefined);
  const current = prepare('SELECT document_id FROM contact_search_buildings WHERE building_id = ?')
    .pluck()
    .get(buildingId) as number | undefined;
  const key = building ? contactKey(prepare, building.contact_id) : undefined;
  const document = building ? addressDocument(building) : '';
  if (
    current !== undefined &&
    key !== undefined &&
    Math.floor(current / documentsPerContact) === key &&
    document
  ) {
    if (readDocument(prepare, current) !== document) putDocument(prepare, current, document, true);
    return;
  }
  if (current !== undefined) {
    removeDocument(prepare, current);
    prepare('DELETE FROM contact_search_buildings WHERE building_id = ?').run(buildingId);
  }
  // Not searchable yet: its contact isn't here (indexContact adds it), or it has no address.
  if (key === undefined || !document) return;
  const first = key * documentsPerContact;
  const last = prepare(
    'SELECT max(document_id) FROM contact_search_buildings WHERE document_id BETWEEN ? AND ?',
  )
    .pluck()
    .get(first + 1, first + documentsPerContact - 1) as number | null;
  const rowid = (last ?? first) + 1;
  if (rowid >= first + documentsPerContact) return;
  prepare('INSERT INTO contact_search_buildings (building_id, document_id) VALUES (?, ?)').run(
    buildingId,
    rowid,
  );
  putDocument(prepare, rowid, document, false);
}

export function dropContact(prepare: Prepare, contactId: string): void {
  const key = contactKey(prepare, contactId);
  if (key === undefined) return;
  removeDocument(prepare, key * documentsPerContact);
  for (const rowid of buildingDocuments(prepare, key)) removeDocument(prepare, rowid);
  prepare('DELETE FROM contact_search_buildings WHERE document_id BETWEEN ? AND ?').run(
    key * documentsPerContact + 1,
    (key + 1) * documentsPerContact - 1,
  );
  prepare('DELETE FROM contact_search_rows WHERE id = ?').run(key);
}

/**
 * After a local id became the server's id (ids.ts rewriteId, rows and references already moved):
 * a building's document keeps its place; a contact's documents are written again under the new
 * id (a server copy pulled meanwhile gives way, its buildings and the local ones join).
 */
export function recordIdRewritten(prepare: Prepare, oldId: string, newId: string): void {
  const mapped = prepare(
    'SELECT document_id FROM contact_search_buildings WHERE building_id IN (?, ?)',
  )
    .pluck()
    .all(oldId, newId) as number[];
  if (mapped.length) {
    for (const rowid of mapped) removeDocument(prepare, rowid);
    prepare('DELETE FROM contact_search_buildings WHERE building_id IN (?, ?)').run(oldId, newId);
    indexBuilding(prepare, newId);
    return;
  }
  const known = prepare('SELECT 1 FROM contact_search_rows WHERE contact_id IN (?, ?)').get(
    oldId,
    newId,
  );
  if (!known && !prepare('SELECT 1 FROM contacts WHERE id = ?').get(newId)) return;
  dropContact(prepare, oldId);
  dropContact(prepare, newId);
  indexContact(prepare, newId);
}

/** Builds the whole index from the tables (migration 5). */
export function rebuildContactIndex(db: Database.Database): void {
  const statements = new Map<string, Database.Statement>();
  const prepare: Prepare = (sql) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  db.exec(
    'DELETE FROM contact_search; DELETE FROM contact_search_rows; DELETE FROM contact_search_buildings;',
  );
  const ids = db
    .prepare('SELECT id FROM contacts ORDER BY updated_at, id')
    .pluck()
    .all() as string[];
  for (const id of ids) indexContact(prepare, id);
}
