import { foldForSearch } from '../../../../shared/search/fold';

/*
 * The texts the records are found by, built here and nowhere else. Every value is stored in its
 * folded form (src/shared/search/fold.ts: case, accents, ä/ae/a, ß/ss), the form the query is
 * folded to as well, so "Müller", "mueller" and "muller" are one word in the index. A contact's
 * phone numbers are also indexed as digits alone and, for +49/0049, in national form.
 */

export interface BuildingAddress {
  street: string | null;
  postal_code: string | null;
  city: string | null;
}

/** "0561 123456", "+49 561 123456" and "05611234…" find each other's spellings. */
function phoneForms(value: string): string[] {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return [];
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return [];
  const forms = digits === value ? [] : [digits];
  const international = /^(\+|00)49/.exec(value.replace(/[\s()/.-]/g, ''));
  if (international) forms.push(`0${digits.slice(international[0].startsWith('+') ? 2 : 4)}`);
  return forms;
}

/** One line per value, folded; empty values left out. */
export function searchDocument(values: readonly (string | null | undefined)[]): string {
  const lines: string[] = [];
  for (const value of values) if (value) lines.push(foldForSearch(value));
  return lines.join('\n');
}

/** The indexed document of one contact: its search_text's lines and its buildings' addresses. */
export function contactDocument(searchText: string, buildings: readonly BuildingAddress[]): string {
  const lines: string[] = [];
  const add = (value: string) => {
    lines.push(foldForSearch(value));
    lines.push(...phoneForms(value.trim()));
  };
  for (const value of searchText.split('\n')) if (value) add(value);
  for (const b of buildings)
    for (const value of [b.street, b.postal_code, b.city]) if (value) add(value);
  return lines.join('\n');
}
