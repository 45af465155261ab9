import type Database from 'better-sqlite3';

/**
 * The ids the sync renamed (a local id once the server acknowledged its create, a server id
 * when a record gone there is made again here), each pointing at the id the record has now.
 * A window keeps the id it was shown (a draft, its page, a write sent while the core restarted,
 * an exported PV plan); the core reads such a request through this table (store/renames.ts).
 */
export function updateToVersion10(db: Database.Database): void {
  db.exec(`
    CREATE TABLE renamed_ids (
      former_id TEXT PRIMARY KEY,
      current_id TEXT NOT NULL,
      renamed_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX renamed_ids_current ON renamed_ids (current_id);
    CREATE INDEX renamed_ids_renamed_at ON renamed_ids (renamed_at);
  `);
}
