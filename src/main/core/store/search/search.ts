import type { Contact, ContactStatus } from '../../../../shared/api';
import type { StoreContext } from '../context';
import { contactRows } from '../rows';
import type { ContactRow } from '../schema';
import { matchesFoldedText } from '../../../../shared/search/fold';
import { contactDocumentOfLines } from './document';
import { contactAddressLines, contactIndex } from './kinds';
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
 * Whether a contact matches what was typed as its index would find it (the SQL function
 * `contact_matches_search`, registered in openStore): its document made from the row's values.
 */
export function contactMatchesSearch(
  text: string,
  searchText: string,
  addressLines: string | null,
): boolean {
  return matchesFoldedText(text, contactDocumentOfLines(searchText, addressLines));
}

/**
 * Contacts matching every word typed, in any order, each as a prefix of a word of the contact's
 * values or its buildings' street, postal code and town; newest-arrived first (search-index.ts).
 * "" lists every contact, most recently changed first. While the index is being built (after a
 * first sync), the same words are matched against the same document made from the rows, so a
 * town typed in those seconds finds what it finds afterwards, only slower. A query without
 * letters or digits ("%", "@") reads a LIKE over search_text (the value anywhere).
 */
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
    // 14-25 ms), which is what a search during a first sync meets.
    const rows = prepare(
      `SELECT c.* FROM contacts c WHERE contact_matches_search(?, c.search_text, ${contactAddressLines})` +
        `${onlyStatus} ORDER BY c.rowid DESC LIMIT ? OFFSET ?`,
    ).all(text, ...statusParams, limit, offset) as ContactRow[];
    return rows.map(contactRows.fromRow);
  }
  const rows = prepare(
    'SELECT c.* FROM contacts c WHERE 1' +
      (text.trim() ? " AND c.search_text LIKE ? ESCAPE '\\'" : '') +
      `${onlyStatus} ORDER BY c.updated_at DESC, c.id LIMIT ? OFFSET ?`,
  ).all(
    ...(text.trim() ? [containsPattern(text.trim())] : []),
    ...statusParams,
    limit,
    offset,
  ) as ContactRow[];
  return rows.map(contactRows.fromRow);
}
