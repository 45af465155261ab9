import { foldGerman } from './document';

/*
 * What the user typed, as an FTS5 query: every word must match (in any order), each as a prefix
 * of a word of the contact's document ("Flo Wo" finds Florian Wolf, "Wolf Kassel" him by his
 * house). A word with punctuation ("kontakt12@ex") is split as the tokenizer splits documents
 * and matched as a phrase whose last token is a prefix. Umlauts are folded as in the documents,
 * so "Müller", "mueller" and "muller" find the same contacts.
 */

const tokenPattern = /[\p{L}\p{N}]+/gu;

/** The MATCH expression, or null when no word has a letter or digit ("", "%", "@"). */
export function contactMatchExpression(text: string): string | null {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const tokens = foldGerman(word).match(tokenPattern);
    if (tokens) words.push(`"${tokens.join(' ')}"*`);
  }
  return words.length ? words.join(' AND ') : null;
}
