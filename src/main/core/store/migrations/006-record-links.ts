import type Database from 'better-sqlite3';

/**
 * A project's page lists the deals linked to it and its other versions; a building's page its
 * projects (projects_building_id exists). Without these, both reads scan the whole table.
 */
export function updateToVersion6(db: Database.Database): void {
  db.exec(`
    CREATE INDEX deals_project_id ON deals (project_id);
    CREATE INDEX projects_root_project_id ON projects (root_project_id);
  `);
}
