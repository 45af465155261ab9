import type Database from 'better-sqlite3';

/*
 * Reads and writes of the contact index's FTS5 documents by rowid. FTS5 keeps a transaction's
 * new entries in memory only while their rowids ascend: a smaller rowid (a pulled page in the
 * server's order, or the delete of an older document) first writes what it holds to disk as a
 * new segment, which made each pulled contact cost a segment (bench/README.md). Inside
 * `inRowidOrder` (the pull's pages) writes wait and go in rowid order at its end, still inside
 * the caller's transaction; elsewhere (one record at a time) they go at once.
 */

export type Prepare = (sql: string) => Database.Statement;

interface Pending {
  /** The document stored before the batch is to be deleted. */
  deleteStored: boolean;
  insert: string | undefined;
}

/** The batch under way; calls are synchronous, so there is at most one per process. */
let batch: Map<number, Pending> | null = null;

export function inRowidOrder<T>(prepare: Prepare, write: () => T): T {
  if (batch) return write();
  const pending = (batch = new Map<number, Pending>());
  try {
    const result = write();
    const remove = prepare('DELETE FROM contact_search WHERE rowid = ?');
    const insert = prepare('INSERT INTO contact_search (rowid, document) VALUES (?, ?)');
    for (const rowid of [...pending.keys()].sort((a, b) => a - b)) {
      const { deleteStored, insert: document } = pending.get(rowid)!;
      if (deleteStored) remove.run(rowid);
      if (document !== undefined) insert.run(rowid, document);
    }
    return result;
  } finally {
    batch = null;
  }
}

export function readDocument(prepare: Prepare, rowid: number): string | undefined {
  const pending = batch?.get(rowid);
  if (pending) return pending.insert;
  return prepare('SELECT document FROM contact_search WHERE rowid = ?').pluck().get(rowid) as
    string | undefined;
}

/** Stores a document; `replace` when one is there now (readDocument found it). */
export function putDocument(prepare: Prepare, rowid: number, document: string, replace: boolean) {
  if (batch) {
    const pending = batch.get(rowid);
    if (pending) pending.insert = document;
    else batch.set(rowid, { deleteStored: replace, insert: document });
    return;
  }
  if (replace) prepare('DELETE FROM contact_search WHERE rowid = ?').run(rowid);
  prepare('INSERT INTO contact_search (rowid, document) VALUES (?, ?)').run(rowid, document);
}

/** Removes a document that is there now. */
export function removeDocument(prepare: Prepare, rowid: number) {
  if (batch) {
    const pending = batch.get(rowid);
    if (pending) pending.insert = undefined;
    else batch.set(rowid, { deleteStored: true, insert: undefined });
    return;
  }
  prepare('DELETE FROM contact_search WHERE rowid = ?').run(rowid);
}
