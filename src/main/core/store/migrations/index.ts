import type Database from 'better-sqlite3';
import { StoreTooNewError } from '../errors';
import { landedLineage } from './landed';
import { updateToVersion1 } from './001-initial';
import { updateToVersion2 } from './002-read-indexes';
import { updateToVersion3 } from './003-project-list-index';
import { updateToVersion4 } from './004-outbox-merge';
import { updateToVersion5 } from './005-contact-search';
import { updateToVersion6 } from './006-record-links';
import { updateToVersion7 } from './007-board-totals';
import { updateToVersion8 } from './008-project-deal-search';
import { updateToVersion9 } from './009-photos';
import { updateToVersion10 } from './010-renamed-ids';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/** Every schema change, in order. Append only: a shipped migration is never edited. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', up: updateToVersion1 },
  { version: 2, name: 'read-indexes', up: updateToVersion2 },
  { version: 3, name: 'project-list-index', up: updateToVersion3 },
  { version: 4, name: 'outbox-merge', up: updateToVersion4 },
  { version: 5, name: 'contact-search', up: updateToVersion5 },
  { version: 6, name: 'record-links', up: updateToVersion6 },
  { version: 7, name: 'board-totals', up: updateToVersion7 },
  { version: 8, name: 'project-deal-search', up: updateToVersion8 },
  { version: 9, name: 'photos', up: updateToVersion9 },
  { version: 10, name: 'renamed-ids', up: updateToVersion10 },
];

/**
 * Brings the database up to the newest known version, one migration per transaction, tracked by
 * `PRAGMA user_version`. A file written by a newer app is refused rather than half understood;
 * one that an earlier version numbered differently is recognised first (landed.ts).
 */
export function migrate(
  db: Database.Database,
  list: readonly Migration[] = migrations,
  path = db.name,
): number {
  const known = list.length ? list[list.length - 1]!.version : 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  const lineage = landedLineage(db, current);
  if (lineage) {
    // A file an earlier version numbered differently: what it lacks, all or nothing.
    db.transaction(() => {
      for (const table of lineage.obsolete) db.exec(`DROP TABLE IF EXISTS "${table}"`);
      for (const migration of list) {
        if (!lineage.applied.includes(migration.name)) migration.up(db);
      }
      db.pragma(`user_version = ${known}`);
    })();
    return known;
  }
  if (current > known) throw new StoreTooNewError(path, current, known);
  for (const migration of list) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
