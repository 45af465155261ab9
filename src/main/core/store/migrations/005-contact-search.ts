import type Database from 'better-sqlite3';
import { contactSearchSchema, rebuildContactIndex } from '../search/contact-index';

/**
 * Full-text contact search (issue 14): an FTS5 index over each contact's field values, status and
 * its buildings' street, postal code and town, built here from the rows already stored and kept
 * in step by every write from now on. The LIKE over search_text stays for punctuation-only words.
 */
export function updateToVersion5(db: Database.Database): void {
  db.exec(contactSearchSchema());
  rebuildContactIndex(db);
}
