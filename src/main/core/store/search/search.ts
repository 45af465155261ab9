import type { Contact, ContactStatus } from '../../../../shared/api';
import type { StoreContext } from '../context';
import { contactRows } from '../rows';
import type { ContactRow } from '../schema';
import { contactIndex } from './kinds';
import { searchMatchExpression } from './query';
import { flushSearchIndex, hasUnflushed, readSearchIndexState, type Prepare } from './search-index';

export interface ContactSearchOptions {
  limit?: number;
  offset?: number;
  /** Only contacts of this status. */
  status?: ContactStatus;
}

/** A LIKE pattern that matches `text` anywhere, case-insensitive (ASCII), wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Contacts matching every word typed, in any order, each as a prefix of a word of the contact's
 * values or its buildings' street, postal code and town; newest-arrived first (search-index.ts).
 * "" lists every contact, most recently changed first. While the index is being built (after a
 * first sync) each word is looked for anywhere in the contact's own values or its buildings'
 * address (LIKE: no folding of umlauts, no phone forms), so a name with a town typed in those
 * seconds finds the contact; when the index is complete the change feed says so
 * (`searchable`) and the lists ask again, finding what only the index finds. A query without
 * letters or digits ("%", "@") reads a LIKE over search_text in either state.
 */
/** SQL: the contacts whose building's street, postal code or town holds a LIKE pattern. */
const livingThere =
  "SELECT b.contact_id FROM buildings b WHERE b.street LIKE ? ESCAPE '\\' " +
  "OR b.postal_code LIKE ? ESCAPE '\\' OR b.city LIKE ? ESCAPE '\\'";

export function searchContacts(
  ctx: StoreContext,
  text: string,
  { limit = 50, offset = 0, status }: ContactSearchOptions = {},
): Contact[] {
  const prepare: Prepare = (statement) => ctx.sql.prepare(statement);
  const match = searchMatchExpression(text);
  const onlyStatus = status ? ' AND c.status = ?' : '';
  const statusParams = status ? [status] : [];
  if (match && readSearchIndexState(prepare, contactIndex).complete) {
    // A write outside a transaction noted its contact but had no commit to flush it.
    if (hasUnflushed(prepare, contactIndex))
      ctx.sql.transaction(() => flushSearchIndex(prepare, contactIndex));
    const rows = prepare(
      'SELECT c.* FROM contact_search s JOIN contacts c ON c.rowid = s.rowid ' +
        `WHERE contact_search MATCH ?${onlyStatus} ORDER BY s.rowid DESC LIMIT ? OFFSET ?`,
    ).all(match, ...statusParams, limit, offset) as ContactRow[];
    return rows.map(contactRows.fromRow);
  }
  if (match) {
    // Newest-arrived first, as the index orders them: a walk of the table backwards that stops
    // at a page of matches. Walking the newest-changed index instead reads every row out of
    // order for a name held by one contact (at 50,000 contacts under load: 87-101 ms against
    // 14-25 ms), which is what a search during a first sync meets. A word's buildings are
    // read once per query (an uncorrelated IN), not once per contact.
    const words = text.split(/\s+/).filter(Boolean);
    const rows = prepare(
      'SELECT c.* FROM contacts c WHERE 1' +
        words
          .map(() => ` AND (c.search_text LIKE ? ESCAPE '\\' OR c.id IN (${livingThere}))`)
          .join('') +
        `${onlyStatus} ORDER BY c.rowid DESC LIMIT ? OFFSET ?`,
    ).all(
      ...words.flatMap((word) => Array<string>(4).fill(containsPattern(word))),
      ...statusParams,
      limit,
      offset,
    ) as ContactRow[];
    return rows.map(contactRows.fromRow);
  }
  const typed = text.trim();
  const rows = prepare(
    'SELECT c.* FROM contacts c WHERE 1' +
      (typed ? " AND c.search_text LIKE ? ESCAPE '\\'" : '') +
      `${onlyStatus} ORDER BY c.updated_at DESC, c.id LIMIT ? OFFSET ?`,
  ).all(...(typed ? [containsPattern(typed)] : []), ...statusParams, limit, offset) as ContactRow[];
  return rows.map(contactRows.fromRow);
}
