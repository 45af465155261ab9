import type Database from 'better-sqlite3';
import { contactIndex } from '../search/kinds';
import { buildSearchIndexStep, searchIndexSchema, type Prepare } from '../search/search-index';

/**
 * Full-text contact search, so a contact is found by any word of it: the FTS5 index over each contact's values and its
 * buildings' street, postal code and town (search/kinds.ts), built here from the rows
 * already stored and kept in step by every write from now on. A store that never synced gets its
 * index built in bulk after its first sync instead (the first sync suspends it).
 */
export function updateToVersion5(db: Database.Database): void {
  db.exec(searchIndexSchema(contactIndex));
  const prepare: Prepare = (sql) => db.prepare(sql);
  while (!buildSearchIndexStep(db, prepare, contactIndex, 5000));
}
