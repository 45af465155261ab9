/*
 * The one folding rule of every search in the app (DESIGN.md decision 19): what a German types
 * finds what is stored, whatever the spelling of umlauts and ß, the case or the accents.
 * "Lüneburg", "Lueneburg" and "Luneburg" fold alike, as do "Straße" and "Strasse".
 *
 * Folding: NFKD, diacritics removed, lower case, ß → ss, then ae/oe/ue → a/o/u. Both sides of a
 * comparison are folded the same way, so "Michael" still finds "Michael" (both become "michal").
 */

const diacritics = /\p{M}+/gu;
const spelledUmlaut = /([aou])e/g;

/** The folded form of a text, for comparing with another folded text. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(diacritics, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(spelledUmlaut, '$1');
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** The folded words of what the user typed ("Merzhauser Str." → ["merzhauser", "str"]). */
export function searchWords(query: string): string[] {
  return foldForSearch(query).match(wordPattern) ?? [];
}

/**
 * Whether every typed word is found among `words` (folded words in document order) as the
 * FTS5 prefix query of search/query.ts finds it: a word typed as one token is a prefix of some
 * word; a word with punctuation ("kontakt12@ex") is its tokens in a row, the last as a prefix.
 */
function everyTypedWordIn(query: string, words: readonly string[]): boolean {
  for (const typed of query.split(/\s+/)) {
    const tokens = searchWords(typed);
    if (!tokens.length) continue;
    const last = tokens.length - 1;
    const found = words.some(
      (_, at) =>
        at + last < words.length &&
        tokens.every((token, i) =>
          i === last ? words[at + i]!.startsWith(token) : words[at + i] === token,
        ),
    );
    if (!found) return false;
  }
  return true;
}

/**
 * Whether every typed word is a prefix of some word of the texts, in any order: the rule the
 * indexed searches (FTS5 prefix queries) follow too, for lists filtered in memory.
 */
export function matchesSearch(
  query: string,
  ...texts: readonly (string | null | undefined)[]
): boolean {
  return everyTypedWordIn(
    query,
    texts.flatMap((t) => (t ? searchWords(t) : [])),
  );
}
