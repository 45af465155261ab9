import type Database from 'better-sqlite3';

/**
 * A queued edit remembers what it started from (`base`: the values of the keys it changes as the
 * user saw them before the edit), so the push can merge it onto the server's current copy by key
 * and call a change of the same key on both sides a conflict instead of overwriting it
 * (DESIGN.md gaps table). `conflict` holds both values until the user chose.
 * `attempted_at` marks a create that may have reached the server (its answer was lost): before it
 * is sent again the engine looks for the record it created.
 */
export function updateToVersion4(db: Database.Database): void {
  db.exec(`
    ALTER TABLE outbox ADD COLUMN base TEXT;
    ALTER TABLE outbox ADD COLUMN conflict TEXT;
    ALTER TABLE outbox ADD COLUMN attempted_at TEXT;
  `);
}
