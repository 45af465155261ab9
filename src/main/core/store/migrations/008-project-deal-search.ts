import type Database from 'better-sqlite3';
import { buildingIndex, contactIndex, dealIndex, projectIndex } from '../search/kinds';
import {
  buildSearchIndexStep,
  searchIndexSchema,
  suspendSearchIndex,
  type Prepare,
} from '../search/search-index';

/**
 * Search that finds what a German types: full-text indexes of buildings, projects and
 * deals beside the contacts' (search/kinds.ts), and the contacts' documents in the one folding
 * rule of src/shared/search/fold.ts ("Michael" is indexed as "michal" now, as it is typed). The
 * new indexes start empty and the contact index is emptied; each gets one build step here (a
 * new or small store is done), the rest is built in steps by the search driver while the app is
 * idle (search/driver.ts), so a large store opens without waiting. Until an index is built, its
 * search reads the rows.
 */
export function updateToVersion8(db: Database.Database): void {
  for (const kind of [buildingIndex, projectIndex, dealIndex]) db.exec(searchIndexSchema(kind));
  suspendSearchIndex(db, contactIndex);
  const prepare: Prepare = (sql) => db.prepare(sql);
  for (const kind of [contactIndex, buildingIndex, projectIndex, dealIndex])
    buildSearchIndexStep(db, prepare, kind, 1000);
}
