import { foldGerman } from './contact-document';
import { documentsPerContact, type Prepare } from './contact-index';

/*
 * What the user typed, as queries of the contact index: every word must match (in any order),
 * each as a prefix of a word of the contact's document or of one of its buildings' ("Flo Wo"
 * finds Florian Wolf, "Wolf Kassel" him by his house). A word like "kontakt12@ex" is split as
 * the tokenizer splits documents and matched as a phrase whose last token is a prefix.
 */

const tokenPattern = /[\p{L}\p{N}]+/gu;

/** One FTS5 MATCH expression per word that has letters or digits (punctuation-only words: none). */
export function contactQueryWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const tokens = foldGerman(word).match(tokenPattern);
    if (tokens) words.push(`"${tokens.join(' ')}"*`);
  }
  return words;
}

/**
 * Keys (contact_search_rows.id) of the contacts matching every word, newest first, one page.
 * The shortest word (likely the commonest) is walked in rowid order and stops after the page;
 * every other word's matches are read once into a set of keys.
 */
export function findContactKeys(
  prepare: Prepare,
  words: readonly string[],
  limit: number,
  offset: number,
): number[] {
  const keyOf = (rowid: number) => Math.floor(rowid / documentsPerContact);
  const [walked, ...others] = [...words].sort((a, b) => a.length - b.length);
  const sets = others.map(
    (word) =>
      new Set(
        (
          prepare('SELECT rowid FROM contact_search WHERE contact_search MATCH ?')
            .pluck()
            .all(word) as number[]
        ).map(keyOf),
      ),
  );
  const keys: number[] = [];
  let skipped = 0;
  let previous: number | undefined;
  const rowids = prepare(
    'SELECT rowid FROM contact_search WHERE contact_search MATCH ? ORDER BY rowid DESC',
  )
    .pluck()
    .iterate(walked) as IterableIterator<number>;
  for (const rowid of rowids) {
    const key = keyOf(rowid);
    if (key === previous || !sets.every((set) => set.has(key))) continue;
    previous = key;
    if (skipped < offset) skipped++;
    else if (keys.push(key) >= limit) break;
  }
  return keys;
}
