/*
 * The text a contact is found by, built here and nowhere else: the contact's own values (its
 * `search_text`: every string value of its fields and its status, one per line) and its
 * buildings' street, postal code and town. Each value as it is, with ä/ö/ü/ß also spelled out
 * when it has them ("müller" and "mueller"; the tokenizer's diacritic removal adds "muller"),
 * and a phone number also as digits alone and, for +49/0049, in national form.
 */

export interface BuildingAddress {
  street: string | null;
  postal_code: string | null;
  city: string | null;
}

const germanFolds: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Lowercase with ä, ö, ü, ß spelled out ("Müller" → "mueller"), as typed without umlauts. */
export function foldGerman(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => germanFolds[c]!);
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

function addValue(value: string, into: string[]): void {
  const lower = value.normalize('NFC').toLowerCase();
  into.push(lower);
  const folded = foldGerman(lower);
  if (folded !== lower) into.push(folded);
  into.push(...phoneForms(value.trim()));
}

/** The indexed document of one contact: its search_text's lines and its buildings' addresses. */
export function contactDocument(searchText: string, buildings: readonly BuildingAddress[]): string {
  const lines: string[] = [];
  for (const value of searchText.split('\n')) if (value) addValue(value, lines);
  for (const b of buildings)
    for (const value of [b.street, b.postal_code, b.city]) if (value) addValue(value, lines);
  return lines.join('\n');
}
