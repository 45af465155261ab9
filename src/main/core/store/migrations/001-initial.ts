import type Database from 'better-sqlite3';

/** The first schema: the local copy of a workspace, the outbox, sync state and shadows. */
export function updateToVersion1(db: Database.Database): void {
  db.exec(`
    CREATE TABLE contacts (
      id TEXT PRIMARY KEY,
      status TEXT NOT NULL,
      assigned_to TEXT,
      fields TEXT NOT NULL,
      search_text TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      last_activity_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX contacts_search_text ON contacts (search_text);

    CREATE TABLE buildings (
      id TEXT PRIMARY KEY,
      contact_id TEXT NOT NULL,
      name TEXT NOT NULL,
      street TEXT,
      postal_code TEXT,
      city TEXT,
      country_code TEXT NOT NULL,
      building_type TEXT,
      building_year INTEGER,
      living_area REAL,
      notes TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX buildings_contact_id ON buildings (contact_id);

    CREATE TABLE deals (
      id TEXT PRIMARY KEY,
      contact_id TEXT NOT NULL,
      title TEXT NOT NULL,
      value REAL,
      stage_id TEXT NOT NULL,
      stage_entered_at TEXT NOT NULL,
      status TEXT NOT NULL,
      owner_id TEXT,
      project_type_ids TEXT NOT NULL,
      street TEXT,
      postal_code TEXT,
      city TEXT,
      notes TEXT,
      project_id TEXT,
      closed_at TEXT,
      archived_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX deals_stage_id ON deals (stage_id);
    CREATE INDEX deals_status_archived ON deals (status, archived_at);
    CREATE INDEX deals_archived_at ON deals (archived_at);
    CREATE INDEX deals_contact_id ON deals (contact_id);

    CREATE TABLE deal_stages (
      id TEXT PRIMARY KEY,
      key TEXT NOT NULL,
      name TEXT NOT NULL,
      sort_order INTEGER NOT NULL,
      archived INTEGER NOT NULL,
      probability INTEGER,
      stale_after_days INTEGER
    ) STRICT;

    CREATE TABLE projects (
      id TEXT PRIMARY KEY,
      contact_id TEXT NOT NULL,
      building_id TEXT NOT NULL,
      title TEXT NOT NULL,
      type TEXT NOT NULL,
      status TEXT NOT NULL,
      version_number INTEGER NOT NULL,
      root_project_id TEXT,
      parent_project_id TEXT,
      is_visible_in_customer_portal INTEGER NOT NULL,
      archived_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX projects_contact_id ON projects (contact_id);
    CREATE INDEX projects_building_id ON projects (building_id);

    CREATE TABLE project_modules (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      module_key TEXT NOT NULL,
      status TEXT NOT NULL,
      schema_version INTEGER NOT NULL,
      payload TEXT,
      validation_state TEXT,
      locked_reason TEXT,
      last_completed_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (project_id, module_key)
    ) STRICT;

    CREATE TABLE pv_plans (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      name TEXT NOT NULL,
      building_id TEXT,
      origin_lat REAL NOT NULL,
      origin_lng REAL NOT NULL,
      origin_address TEXT,
      is_favorite INTEGER NOT NULL,
      summary TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      schema_version INTEGER,
      payload TEXT
    ) STRICT;
    CREATE INDEX pv_plans_project_id ON pv_plans (project_id);

    CREATE TABLE outbox (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      resource TEXT NOT NULL,
      op TEXT NOT NULL,
      record_id TEXT NOT NULL,
      project_id TEXT,
      module_key TEXT,
      body TEXT NOT NULL,
      idempotency_key TEXT,
      state TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      rejection TEXT,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX outbox_record ON outbox (resource, record_id, seq);
    CREATE INDEX outbox_state ON outbox (state, seq);

    CREATE TABLE sync_state (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;

    CREATE TABLE shadows (
      resource TEXT NOT NULL,
      record_id TEXT NOT NULL,
      server_json TEXT NOT NULL,
      PRIMARY KEY (resource, record_id)
    ) STRICT;
  `);
}
