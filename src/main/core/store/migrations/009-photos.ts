import type Database from 'better-sqlite3';

/**
 * The photos of a site visit (core/attachments): which project each belongs to, the content
 * hashes of its original and downscaled copy in the attachment store, and what the consultant
 * noted of it as this device last wrote it. The payload of the project-information module
 * carries the same notes for sync; this table keeps them when that write is refused, in
 * conflict or discarded, and is the only place that knows where the files are.
 */
export function updateToVersion9(db: Database.Database): void {
  db.exec(`
    CREATE TABLE photos (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      original_hash TEXT NOT NULL,
      scaled_hash TEXT NOT NULL,
      mime_type TEXT NOT NULL,
      file_name TEXT NOT NULL,
      original_bytes INTEGER NOT NULL,
      caption TEXT NOT NULL,
      category TEXT NOT NULL,
      taken_at TEXT NOT NULL,
      taken_at_source TEXT NOT NULL,
      room TEXT NOT NULL,
      sort_order INTEGER NOT NULL,
      thumbnail TEXT NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      lat REAL,
      lng REAL,
      in_report INTEGER NOT NULL DEFAULT 0,
      added_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX photos_project_id ON photos (project_id, sort_order);
  `);
}
