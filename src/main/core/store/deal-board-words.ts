import { searchWords } from '../../../shared/search/fold';

/*
 * The words each deal is found by (the deal index's document: kinds.ts `dealIndex`), held in
 * memory beside the board's copy (deal-board-copy.ts), so the board's search can test every deal
 * without asking the index for its matches. A broad word ("vor" on a workspace of "Vorgang N"
 * deals of "Vorname N") matches nearly every deal: the index's read of their rowids alone took
 * ~6 ms at 50,000 deals and ~25 ms at 200,000, where testing each deal's few word codes takes a
 * few milliseconds at either scale.
 *
 * The words known when the copy was read are sorted, and a word's code is its place: the words a
 * typed prefix matches are then one range of codes, found by two binary searches. Words first
 * seen later (a deal written since) get codes of their own below zero, tested by their text.
 * The rule is the index's (query.ts): every typed word a prefix of one of the deal's words, in
 * any order, both folded by src/shared/search/fold.ts.
 */

/** What a search asks, as codes: per typed word its range of codes and its later words. */
export interface WordsQuery {
  from: Int32Array;
  to: Int32Array;
  /** Per typed word, 1 for each later word (by -1 - code) it is a prefix of. */
  later: Uint8Array[];
}

export class DealWords {
  /** The later words' codes (below zero). */
  private readonly codeOf = new Map<string, number>();
  private readonly later: string[] = [];
  /** Every deal's word codes, one run each (a rewritten deal gets a new run at the end). */
  private codes = new Int32Array(1024);
  private used = 0;
  private start: Int32Array;
  private count: Int32Array;

  /**
   * `sorted`: the words known now, in code-unit order (a word's code is its place, found by a
   * binary search: a map of every word took ~100 ms at 50,000 deals in one go).
   */
  constructor(
    private readonly sorted: string[],
    capacity: number,
  ) {
    this.start = new Int32Array(capacity);
    this.count = new Int32Array(capacity);
  }

  /** The deal at `rowid` is now found by `words` (its folded document's words). */
  set(rowid: number, words: readonly string[]): void {
    if (rowid >= this.start.length) {
      const capacity = Math.max(rowid + 1, this.start.length * 2);
      const start = new Int32Array(capacity);
      start.set(this.start);
      const count = new Int32Array(capacity);
      count.set(this.count);
      this.start = start;
      this.count = count;
    }
    if (this.used + words.length > this.codes.length) {
      const codes = new Int32Array(Math.max(this.used + words.length, this.codes.length * 2));
      codes.set(this.codes.subarray(0, this.used));
      this.codes = codes;
    }
    this.start[rowid] = this.used;
    this.count[rowid] = words.length;
    for (const word of words) this.codes[this.used++] = this.codeFor(word);
  }

  /** No deal at `rowid` any more. */
  clear(rowid: number): void {
    if (rowid < this.count.length) this.count[rowid] = 0;
  }

  private codeFor(word: string): number {
    const place = lowerBound(this.sorted, word);
    if (this.sorted[place] === word) return place;
    let code = this.codeOf.get(word);
    if (code === undefined) {
      this.later.push(word);
      code = -this.later.length;
      this.codeOf.set(word, code);
    }
    return code;
  }

  /**
   * The query for what the user typed; undefined when a typed word is more than one word of the
   * index ("kontakt12@ex", "1.234": a phrase, which the index answers) or none has a letter.
   */
  query(text: string): WordsQuery | undefined {
    const typed: string[] = [];
    for (const part of text.split(/\s+/)) {
      const words = searchWords(part);
      if (words.length > 1) return undefined;
      if (words.length === 1) typed.push(words[0]!);
    }
    if (!typed.length) return undefined;
    const from = new Int32Array(typed.length);
    const to = new Int32Array(typed.length);
    const later: Uint8Array[] = [];
    typed.forEach((word, i) => {
      from[i] = lowerBound(this.sorted, word);
      to[i] = lowerBound(this.sorted, `${word}\uffff`);
      later.push(Uint8Array.from(this.later, (w) => (w.startsWith(word) ? 1 : 0)));
    });
    return { from, to, later };
  }

  /** Whether every typed word of `query` is a prefix of one of the deal's words. */
  matches(rowid: number, query: WordsQuery): boolean {
    const start = this.start[rowid]!;
    const end = start + this.count[rowid]!;
    const { from, to, later } = query;
    for (let w = 0; w < from.length; w++) {
      const lo = from[w]!;
      const hi = to[w]!;
      const laterOf = later[w]!;
      let found = false;
      for (let i = start; i < end; i++) {
        const code = this.codes[i]!;
        if (code >= 0 ? code >= lo && code < hi : laterOf[-1 - code] === 1) {
          found = true;
          break;
        }
      }
      if (!found) return false;
    }
    return true;
  }
}

/** The first place in `sorted` whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A deal's words from its document's values (the deal index's columns, in its order). */
export function dealWords(values: readonly unknown[]): string[] {
  // One fold of all the values: a line break is no part of a word, so the words are the same.
  return searchWords(values.filter((v) => typeof v === 'string').join('\n'));
}
