import { contactDocument, searchDocument, type BuildingAddress } from './document';
import { dirtyColumn, type Prepare, type SearchIndexKind } from './search-index';

/*
 * What each record is found by (search-index.ts keeps the indexes):
 * - a contact: every value of its own (search_text) and its buildings' street, postal code, town;
 * - a building: its name, street, postal code, town and its contact's name;
 * - a project: its title and type, its building's name and address, its contact's name;
 * - a deal: its title, address, notes and owner, its contact's name.
 * The triggers note a record whenever one of those values changes, wherever it lives.
 */

/** The contact fields that make up a contact's name (as the renderer's contactName reads them). */
const nameFields = ['firstName', 'lastName', 'company', 'name'] as const;

/** The contact's name values as SQL over the alias `c` (null when there is no such contact). */
const contactName = nameFields.map((field) => `json_extract(c.fields, '$.${field}')`);

/** A contact's change that changes other records' documents: its id or a part of its name. */
const contactRenamed = [
  'OLD.id IS NOT NEW.id',
  ...nameFields.map(
    (field) =>
      `json_extract(OLD.fields, '$.${field}') IS NOT json_extract(NEW.fields, '$.${field}')`,
  ),
].join(' OR ');

/**
 * SQL: one of these columns has a new value. A pull or an acknowledgement rewrites every column
 * of a row (records.ts putRow), so UPDATE OF alone would fire for an unchanged document too.
 */
const changed = (columns: readonly string[]) =>
  columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');

interface Trigger {
  name: string;
  sql: string;
}

/**
 * Triggers noting rowids of `kind.table` in its dirty table: `own` on the table itself (insert,
 * delete, an update of `ownColumns`), and for each related table, the rows whose `via` column
 * names the related row (`NEW.<key>` and `OLD.<key>`), on insert, delete and the given update.
 */
function triggersOf(
  kind: Pick<SearchIndexKind, 'name' | 'table'>,
  ownColumns: readonly string[],
  related: readonly {
    table: string;
    key: string;
    via: string;
    update: readonly string[];
    /** When the update matters (default: one of `update`'s columns changed its value). */
    when?: string;
  }[],
): Trigger[] {
  const dirty = `${kind.name}_search_dirty`;
  const column = dirtyColumn(kind);
  const note = (rowid: string) => `INSERT INTO ${dirty} (${column}) VALUES (${rowid});`;
  const noteVia = (via: string, value: string) =>
    `INSERT INTO ${dirty} (${column}) SELECT rowid FROM ${kind.table} WHERE ${via} = ${value};`;
  const prefix = `${kind.name}_search`;
  const own: Trigger[] = [
    {
      name: `${prefix}_${kind.name}_insert`,
      sql: `AFTER INSERT ON ${kind.table} BEGIN ${note('NEW.rowid')} END`,
    },
    {
      name: `${prefix}_${kind.name}_update`,
      sql:
        `AFTER UPDATE OF ${ownColumns.join(', ')} ON ${kind.table} WHEN ${changed(ownColumns)} ` +
        `BEGIN ${note('NEW.rowid')} END`,
    },
    {
      name: `${prefix}_${kind.name}_delete`,
      sql: `AFTER DELETE ON ${kind.table} BEGIN ${note('OLD.rowid')} END`,
    },
  ];
  const others = related.flatMap(({ table, key, via, update, when }) => {
    const singular = table.replace(/s$/, '');
    return [
      {
        name: `${prefix}_${singular}_insert`,
        sql: `AFTER INSERT ON ${table} BEGIN ${noteVia(via, `NEW.${key}`)} END`,
      },
      {
        name: `${prefix}_${singular}_update`,
        sql:
          `AFTER UPDATE OF ${update.join(', ')} ON ${table} WHEN ${when ?? changed(update)} ` +
          `BEGIN ${noteVia(via, `NEW.${key}`)} ${noteVia(via, `OLD.${key}`)} END`,
      },
      {
        name: `${prefix}_${singular}_delete`,
        sql: `AFTER DELETE ON ${table} BEGIN ${noteVia(via, `OLD.${key}`)} END`,
      },
    ];
  });
  return [...own, ...others];
}

function kindWith(
  base: Omit<SearchIndexKind, 'triggers' | 'triggerNames'>,
  triggers: readonly Trigger[],
): SearchIndexKind {
  return {
    ...base,
    triggers: triggers.map((t) => `CREATE TRIGGER IF NOT EXISTS ${t.name} ${t.sql};`).join('\n'),
    triggerNames: triggers.map((t) => t.name),
  };
}

const contactsByName = {
  table: 'contacts',
  key: 'id',
  update: ['id', 'fields'],
  when: contactRenamed,
};

function addresses(prepare: Prepare, contactId: string): BuildingAddress[] {
  return prepare(
    'SELECT street, postal_code, city FROM buildings WHERE contact_id = ? ORDER BY rowid',
  ).all(contactId) as BuildingAddress[];
}

/** Contacts (migration 5): the same triggers, by name, as that migration installed. */
export const contactIndex = kindWith(
  {
    name: 'contact',
    table: 'contacts',
    resource: 'contacts',
    document(prepare, rowid) {
      const contact = prepare('SELECT id, search_text FROM contacts WHERE rowid = ?').get(rowid) as
        { id: string; search_text: string } | undefined;
      if (!contact) return undefined;
      return {
        id: contact.id,
        document: contactDocument(contact.search_text, addresses(prepare, contact.id)),
      };
    },
  },
  triggersOf(
    { name: 'contact', table: 'contacts' },
    ['id', 'search_text'],
    [
      {
        table: 'buildings',
        key: 'contact_id',
        via: 'id',
        update: ['contact_id', 'street', 'postal_code', 'city'],
      },
    ],
  ),
);

/**
 * A kind whose document is a list of values read by one SQL query: `values` are expressions over
 * `from`, whose record table is aliased `r`. The same expressions serve the search that reads the
 * rows while the index is being built (record-search.ts), so both find the same records.
 */
export interface ColumnsKind extends SearchIndexKind {
  from: string;
  values: readonly string[];
}

function columnsKind(
  base: Pick<SearchIndexKind, 'name' | 'table' | 'resource'>,
  from: string,
  values: readonly string[],
  triggers: readonly Trigger[],
): ColumnsKind {
  const read = `SELECT r.id, ${values.map((v, i) => `${v} AS v${i}`).join(', ')} FROM ${from} WHERE r.rowid = ?`;
  return {
    ...kindWith(
      {
        ...base,
        document(prepare, rowid) {
          const row = prepare(read).raw().get(rowid) as unknown[] | undefined;
          if (!row) return undefined;
          const texts = row.slice(1).map((v) => (typeof v === 'string' ? v : null));
          return { id: row[0] as string, document: searchDocument(texts) };
        },
      },
      triggers,
    ),
    from,
    values,
  };
}

export const buildingIndex = columnsKind(
  { name: 'building', table: 'buildings', resource: 'buildings' },
  'buildings r LEFT JOIN contacts c ON c.id = r.contact_id',
  ['r.name', 'r.street', 'r.postal_code', 'r.city', ...contactName],
  triggersOf(
    { name: 'building', table: 'buildings' },
    ['id', 'contact_id', 'name', 'street', 'postal_code', 'city'],
    [{ ...contactsByName, via: 'contact_id' }],
  ),
);

export const projectIndex = columnsKind(
  { name: 'project', table: 'projects', resource: 'projects' },
  'projects r LEFT JOIN buildings b ON b.id = r.building_id LEFT JOIN contacts c ON c.id = r.contact_id',
  ['r.title', 'r.type', 'b.name', 'b.street', 'b.postal_code', 'b.city', ...contactName],
  triggersOf(
    { name: 'project', table: 'projects' },
    ['id', 'title', 'type', 'building_id', 'contact_id'],
    [
      {
        table: 'buildings',
        key: 'id',
        via: 'building_id',
        update: ['id', 'name', 'street', 'postal_code', 'city'],
      },
      { ...contactsByName, via: 'contact_id' },
    ],
  ),
);

export const dealIndex = columnsKind(
  { name: 'deal', table: 'deals', resource: 'deals' },
  'deals r LEFT JOIN contacts c ON c.id = r.contact_id',
  ['r.title', 'r.street', 'r.postal_code', 'r.city', 'r.notes', 'r.owner_id', ...contactName],
  triggersOf(
    { name: 'deal', table: 'deals' },
    ['id', 'title', 'street', 'postal_code', 'city', 'notes', 'owner_id', 'contact_id'],
    [{ ...contactsByName, via: 'contact_id' }],
  ),
);

/** Every index, in the order they are flushed and built. */
export const searchIndexKinds: readonly SearchIndexKind[] = [
  contactIndex,
  buildingIndex,
  projectIndex,
  dealIndex,
];
