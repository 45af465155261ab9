/**
 * Schema migrations, in order. Entry N brings the database from `user_version` N to N+1.
 * Every table is keyed by (workspace_id, id): a record exists only inside its workspace.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE workspaces (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    api_access INTEGER NOT NULL,
    seed TEXT,
    created_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE contacts (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
    status TEXT NOT NULL,
    assigned_to TEXT,
    fields TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_activity_at TEXT NOT NULL,
    shuffle_key INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;

  CREATE TABLE buildings (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
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
    updated_at TEXT NOT NULL,
    shuffle_key INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;

  CREATE TABLE deal_stages (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
    key TEXT NOT NULL,
    name TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    archived INTEGER NOT NULL,
    probability INTEGER,
    stale_after_days INTEGER,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;

  CREATE TABLE deals (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
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
    updated_at TEXT NOT NULL,
    shuffle_key INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;

  CREATE TABLE projects (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
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
    updated_at TEXT NOT NULL,
    shuffle_key INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;

  CREATE TABLE project_modules (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    module_key TEXT NOT NULL,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    schema_version INTEGER NOT NULL,
    payload TEXT,
    validation_state TEXT,
    locked_reason TEXT,
    last_completed_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (workspace_id, id),
    UNIQUE (workspace_id, project_id, module_key)
  ) STRICT;

  CREATE TABLE pv_plans (
    workspace_id TEXT NOT NULL,
    id TEXT NOT NULL,
    project_id TEXT NOT NULL,
    name TEXT NOT NULL,
    building_id TEXT,
    origin_lat REAL NOT NULL,
    origin_lng REAL NOT NULL,
    origin_address TEXT,
    is_favorite INTEGER NOT NULL,
    summary TEXT,
    schema_version INTEGER NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    shuffle_key INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, id)
  ) STRICT;
  CREATE INDEX pv_plans_by_project ON pv_plans (workspace_id, project_id);

  CREATE TABLE idempotency_keys (
    workspace_id TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status_code INTEGER NOT NULL,
    response TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (workspace_id, key)
  ) STRICT;
  ` +
    // One index per sort order on every paged list, so offset paging stays cheap at 200k rows.
    ['contacts', 'buildings', 'deals', 'projects']
      .map(
        (t) => `
  CREATE INDEX ${t}_by_updated ON ${t} (workspace_id, updated_at, id);
  CREATE INDEX ${t}_by_created ON ${t} (workspace_id, created_at, id);
  CREATE INDEX ${t}_by_shuffle ON ${t} (workspace_id, shuffle_key, id);`,
      )
      .join(''),
  // 2: a revoked key's workspace keeps its data, and its key is refused on every later start.
  `ALTER TABLE workspaces ADD COLUMN revoked_at TEXT;`,
];
