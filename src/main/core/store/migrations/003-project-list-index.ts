import type Database from 'better-sqlite3';

/**
 * The project list shows the most recently changed projects first, a page at a time; walking this
 * index stops after one page instead of sorting every project (bench: projectListP95Ms).
 */
export function updateToVersion3(db: Database.Database): void {
  db.exec(`CREATE INDEX projects_newest ON projects (updated_at DESC, id);`);
}
