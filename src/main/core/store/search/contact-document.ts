/*
 * The text a contact is found by: every string value of its free-form fields and its status;
 * and per building its street, postal code and town. Built here and nowhere else, for the index
 * (contact-index.ts) and migration 5.
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

/**
 * A phone number also as its digits alone, and a German number also in national form, so
 * "0301000012", "030 1000" and "+49 30 1000012" find each other's spellings.
 */
function phoneForms(value: string): string[] {
  if (!/^\+?[\d\s()/.-]+$/.test(value)) return [];
  const digits = value.replace(/\D/g, '');
  if (digits.length < 5) return [];
  const forms = digits === value ? [] : [digits];
  const international = /^(\+|00)49/.exec(value.replace(/[\s()/.-]/g, ''));
  if (international) forms.push(`0${digits.slice(international[0].startsWith('+') ? 2 : 4)}`);
  return forms;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

/**
 * One line per value, lowercased; a value with umlauts also folded ("müller" and "mueller"), so
 * either spelling finds it, and the tokenizer's diacritic removal adds "muller".
 */
function documentOf(values: readonly string[]): string {
  const lines: string[] = [];
  for (const value of values) {
    const lower = value.normalize('NFC').toLowerCase();
    lines.push(lower);
    const folded = foldGerman(lower);
    if (folded !== lower) lines.push(folded);
    lines.push(...phoneForms(value.trim()));
  }
  return lines.join('\n');
}

export function contactDocument(fields: unknown, status: string): string {
  const values: string[] = [];
  collectStrings(fields, values);
  values.push(status);
  return documentOf(values);
}

/** Empty for a building without an address. */
export function addressDocument(b: BuildingAddress): string {
  return documentOf([b.street, b.postal_code, b.city].filter((v): v is string => !!v));
}
