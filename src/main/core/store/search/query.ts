import { searchWords } from '../../../../shared/search/fold';

/*
 * What the user typed, as an FTS5 query over any of the search indexes: every word must match
 * (in any order), each as a prefix of a word of the record's document ("Flo Wo" finds Florian
 * Wolf, "Wolf Kassel" him by his house). A word with punctuation ("kontakt12@ex") is split as the
 * tokenizer splits documents and matched as a phrase whose last token is a prefix. Words are
 * folded by the one rule the documents are folded by (src/shared/search/fold.ts), so "Müller",
 * "mueller" and "muller" find the same records.
 */

/** The MATCH expression, or null when no word has a letter or digit ("", "%", "@"). */
export function searchMatchExpression(text: string): string | null {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const tokens = searchWords(word);
    if (tokens.length) words.push(`"${tokens.join(' ')}"*`);
  }
  return words.length ? words.join(' AND ') : null;
}
