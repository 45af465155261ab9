import type Database from 'better-sqlite3';

/**
 * Databases that a landed version of Ortstermin wrote under a `user_version` that means
 * something else today. Each is recognised by what its schema holds, and told which
 * of today's migrations it already has (by name), so the rest can be applied. Never remove an
 * entry: such files stay on devices for years.
 *
 * - 5bb8dd5…8b9ba3a shipped record-links as migration 8 on top of 1–4; the merge c385ef4
 *   renumbered it to 6 after contact-search 5. Such a file says 8 and has no contact search.
 * - bfe7f1a…40f6795 shipped a first contact search as migration 5 (reverted in 40f6795): its
 *   tables (contact_search_rows, contact_search_buildings, contact_search) differ from today's
 *   migration 5, which never ran there.
 */
export interface LandedLineage {
  /** Where it came from, for the record. */
  commits: string;
  /** Today's migrations (by name) the file has; the others are applied in one transaction. */
  applied: readonly string[];
  /** Objects of a schema that was replaced, dropped before the missing migrations run. */
  obsolete: readonly string[];
}

const hasTable = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;
const hasIndex = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(name) !==
  undefined;

const firstFour = ['initial', 'read-indexes', 'project-list-index', 'outbox-merge'];

export function landedLineage(
  db: Database.Database,
  userVersion: number,
): LandedLineage | undefined {
  if (
    userVersion === 8 &&
    !hasTable(db, 'contact_search') &&
    hasIndex(db, 'deals_project_id') &&
    hasIndex(db, 'projects_root_project_id')
  ) {
    return { commits: '5bb8dd5…8b9ba3a', applied: [...firstFour, 'record-links'], obsolete: [] };
  }
  if (userVersion === 5 && hasTable(db, 'contact_search_rows')) {
    return {
      commits: 'bfe7f1a…40f6795',
      applied: firstFour,
      obsolete: ['contact_search', 'contact_search_rows', 'contact_search_buildings'],
    };
  }
  return undefined;
}
