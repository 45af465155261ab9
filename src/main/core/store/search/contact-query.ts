import { foldGerman } from './contact-document';
import { documentsPerContact, type Prepare } from './contact-index';

/*
 * What the user typed, as queries of the contact index: every word must match (in any order),
 * each as a prefix of a word of the contact's document or of one of its buildings' ("Flo Wo"
 * finds Florian Wolf, "Wolf Kassel" him by his house). A word like "kontakt12@ex" is split as
 * the tokenizer splits documents and matched as a phrase whose last token is a prefix.
 */

export interface QueryWord {
  /** FTS5 MATCH expression. */
  match: string;
  /** The same as the tokenizer sees it (folded, without diacritics), to check a document here. */
  tokens: string[];
}

const tokenPattern = /[\p{L}\p{N}]+/gu;

/** Tokens as unicode61 with remove_diacritics makes them (case and accents removed). */
function tokensOf(text: string): string[] {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(tokenPattern) ?? [];
}

/** The words that have letters or digits (punctuation-only words don't narrow the search). */
export function contactQueryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const word of text.split(/\s+/)) {
    const folded = foldGerman(word);
    const tokens = folded.match(tokenPattern);
    if (tokens) words.push({ match: `"${tokens.join(' ')}"*`, tokens: tokensOf(folded) });
  }
  return words;
}

const keyOf = (rowid: number) => Math.floor(rowid / documentsPerContact);

/** Candidates of the most specific word checked one by one before the words are counted. */
const checkFirst = 200;
/** A word with more matches than this is checked on candidates rather than read whole. */
const readWhole = 20_000;

/**
 * Keys (contact_search_rows.id) of the contacts matching every word, newest first, one page.
 * FTS5 yields a word's matches in rowid order, newest first, so one word stops after the page.
 * Several words: first the most specific word's newest matches are checked for the others on
 * their own documents ("vorn nach" among 50,000 "Vorname… Nachname…" fills its page at once);
 * when that doesn't fill the page soon, words with fewer than 20,000 matches are read whole and
 * intersected, and the commoner ones checked on what is left (bench/README.md).
 */
export function findContactKeys(
  prepare: Prepare,
  words: readonly QueryWord[],
  limit: number,
  offset: number,
): number[] {
  const newestFirst = (word: QueryWord) =>
    distinctKeys(
      prepare('SELECT rowid FROM contact_search WHERE contact_search MATCH ? ORDER BY rowid DESC')
        .pluck()
        .iterate(word.match) as IterableIterator<number>,
    );
  if (words.length === 1) return page(newestFirst(words[0]!), [], limit, offset, prepare)!;
  const [walked, ...others] = [...words].sort(
    (a, b) => b.tokens.join(' ').length - a.tokens.join(' ').length,
  );
  const quick = page(newestFirst(walked!), others, limit, offset, prepare, checkFirst);
  if (quick) return quick;
  const few: Set<number>[] = [];
  const common: QueryWord[] = [];
  for (const word of words) {
    const rowids = prepare('SELECT rowid FROM contact_search WHERE contact_search MATCH ? LIMIT ?')
      .pluck()
      .all(word.match, readWhole + 1) as number[];
    if (rowids.length <= readWhole) few.push(new Set(rowids.map(keyOf)));
    else common.push(word);
  }
  if (!few.length) {
    // Only common words: read them all whole (a rare combination of very common words).
    for (const word of common.splice(0))
      few.push(
        new Set(
          (
            prepare('SELECT rowid FROM contact_search WHERE contact_search MATCH ?')
              .pluck()
              .all(word.match) as number[]
          ).map(keyOf),
        ),
      );
  }
  const [smallest, ...rest] = few.sort((a, b) => a.size - b.size);
  const candidates = [...smallest!]
    .filter((key) => rest.every((set) => set.has(key)))
    .sort((a, b) => b - a);
  return page(candidates, common, limit, offset, prepare)!;
}

/**
 * The page among candidates (newest first) that also match the `checked` words; undefined when
 * more than `budget` candidates were checked before the page was full.
 */
function page(
  candidates: Iterable<number>,
  checked: readonly QueryWord[],
  limit: number,
  offset: number,
  prepare: Prepare,
  budget = Infinity,
): number[] | undefined {
  const keys: number[] = [];
  let skipped = 0;
  let tried = 0;
  for (const key of candidates) {
    if (checked.length) {
      if (++tried > budget) return undefined;
      const documents = documentsOf(prepare, key);
      if (!checked.every((word) => documents.some((tokens) => containsPhrase(tokens, word))))
        continue;
    }
    if (skipped < offset) skipped++;
    else if (keys.push(key) >= limit) break;
  }
  return keys;
}

function* distinctKeys(rowids: Iterable<number>): Generator<number> {
  let previous: number | undefined;
  for (const rowid of rowids) {
    const key = keyOf(rowid);
    if (key !== previous) yield key;
    previous = key;
  }
}

/** The tokens of a contact's document and of its buildings' documents. */
function documentsOf(prepare: Prepare, key: number): string[][] {
  const first = key * documentsPerContact;
  const rows = prepare(
    'SELECT document FROM contact_search WHERE rowid = ? UNION ALL ' +
      'SELECT s.document FROM contact_search_buildings m JOIN contact_search s ON s.rowid = m.document_id ' +
      'WHERE m.document_id BETWEEN ? AND ?',
  )
    .pluck()
    .all(first, first + 1, first + documentsPerContact - 1) as string[];
  return rows.map(tokensOf);
}

/** Whether the word's tokens occur in a row, the last one as a prefix (FTS5's `"a b"*`). */
function containsPhrase(tokens: readonly string[], word: QueryWord): boolean {
  const n = word.tokens.length;
  for (let i = 0; i + n <= tokens.length; i++) {
    let j = 0;
    while (j < n - 1 && tokens[i + j] === word.tokens[j]) j++;
    if (j === n - 1 && tokens[i + j]!.startsWith(word.tokens[j]!)) return true;
  }
  return false;
}
