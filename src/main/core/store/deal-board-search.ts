import type { DealStage } from '../../../shared/api';
import { criticalCutoff, type DealFilter } from '../../../shared/domain/pipeline';
import type { StoreContext } from './context';
import { dealBoardCopy, type DealBoardCopy } from './deal-board-copy';
import { dealIndex } from './search/kinds';
import { searchMatchExpression } from './search/query';
import { hasUnflushed, readSearchIndexState, type Prepare } from './search/search-index';

/*
 * The board with a search, on every keystroke: one walk over the board's copy of every deal
 * (deal-board-copy.ts), each deal kept by the filter tested against its words in memory
 * (deal-board-words.ts), gives the totals and each column's first cards; only the cards shown
 * are read from their rows. A typed phrase the words can't answer ("kontakt12@ex") walks the
 * deal index's matches instead, read once as one list of rowids.
 * The same rules as the board's SQL (deal-reads.ts): which deals the filter keeps, the column of
 * a dropped stage, critical by the stage's cutoff, a column's order (longest in the stage first,
 * then id).
 */

/** What the walk found for one column: its totals and its first cards' rowids, in order. */
export interface ColumnMatches {
  count: number;
  sum: number;
  wonSum: number;
  openSum: number;
  criticalCount: number;
  /** Up to `pageSize + 1` rowids, longest in the stage first (one more: whether there are more). */
  first: number[];
}

/**
 * The rowids of the deals matching `text` from the complete deal index, ascending; undefined
 * when the index cannot answer (no words, or still being built: the caller reads SQL).
 */
function matchingRowids(ctx: StoreContext, text: string): number[] | undefined {
  const match = searchMatchExpression(text);
  const prepare: Prepare = (statement) => ctx.sql.prepare(statement);
  if (!match || !readSearchIndexState(prepare, dealIndex).complete) return undefined;
  // A write outside a transaction noted its deal but had no commit to flush it.
  if (hasUnflushed(prepare, dealIndex)) ctx.sql.transaction(() => undefined);
  // One string instead of a row per match: each row crossing into JavaScript costs more than
  // SQLite's writing and our reading of its digits (12-18 ms against 7 at 50,000 matches).
  const list = prepare('SELECT group_concat(rowid) FROM deal_search WHERE deal_search MATCH ?')
    .pluck()
    .get(match) as string | null;
  return list === null ? [] : parseRowids(list);
}

/** "3,17,42" → [3, 17, 42]. */
function parseRowids(list: string): number[] {
  const rowids: number[] = [];
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i);
    if (c === 44) {
      rowids.push(n);
      n = 0;
    } else n = n * 10 + (c - 48);
  }
  rowids.push(n);
  return rowids;
}

/** Whether the deal at `rowid` comes before the one at `other` in a column. */
function before(copy: DealBoardCopy, rowid: number, other: number): boolean {
  // The times as numbers first (the text only where they don't settle it): most cards differ.
  const ms = copy.enteredMs[rowid]!;
  const otherMs = copy.enteredMs[other]!;
  if (ms < otherMs) return true;
  if (ms > otherMs) return false;
  const a = copy.stageEnteredAt[rowid]!;
  const b = copy.stageEnteredAt[other]!;
  return a < b || (a === b && copy.id[rowid]! < copy.id[other]!);
}

/** Keeps `first` the `keep` earliest rowids in column order (an insertion into a short list). */
function offer(copy: DealBoardCopy, first: number[], rowid: number, keep: number): void {
  if (first.length === keep && !before(copy, rowid, first[keep - 1]!)) return;
  let at = first.length;
  while (at > 0 && before(copy, rowid, first[at - 1]!)) at--;
  first.splice(at, 0, rowid);
  if (first.length > keep) first.pop();
}

/** What the walk found: each stage id's totals and first cards, and the copy it read. */
export interface SearchedColumns {
  byStage: Map<string, ColumnMatches>;
  /** The first cards of several stage ids as one column (the dropped stages' column). */
  merged(parts: readonly ColumnMatches[]): number[];
  /** The deal at a rowid of `first`. */
  idAt(rowid: number): string;
}

/**
 * Totals and first cards per stage id of the deals matching `text` that the filter keeps;
 * undefined when the index or the copy cannot answer now (the caller reads SQL).
 */
export function searchedColumns(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  stages: readonly DealStage[],
  pageSize: number,
): SearchedColumns | undefined {
  const copy = dealBoardCopy(ctx);
  if (!copy) return undefined;
  // Every deal tested against its words in memory; a phrase ("kontakt12@ex") asks the index.
  const query = copy.words.query(filter.text);
  const rowids = query ? undefined : matchingRowids(ctx, filter.text);
  if (!query && !rowids) return undefined;
  // The filter and the stages as the copy's codes: the walk compares numbers.
  const { stages: stageCodes, statuses } = copy;
  const status = filter.status === 'all' ? -2 : statuses.find(filter.status);
  // -2: any owner; -1: none; -3: an owner no deal names (nothing matches).
  const ownerCode = (id: string) => {
    const code = copy.owners.find(id);
    return code === -1 ? -3 : code;
  };
  const owner =
    filter.ownerId === undefined ? -2 : filter.ownerId === null ? -1 : ownerCode(filter.ownerId);
  const open = statuses.find('open');
  const won = statuses.find('won');
  const lost = statuses.find('lost');
  // Critical: open, and entered its listed stage no later than the stage's cutoff.
  const cutoffs: (string | undefined)[] = [];
  const cutoffsMs: number[] = [];
  for (const stage of stages) {
    const cutoff = criticalCutoff(stage, now);
    if (cutoff === null) continue;
    cutoffs[stageCodes.code(stage.id)] = cutoff;
    cutoffsMs[stageCodes.code(stage.id)] = Date.parse(cutoff);
  }
  // The SQL compares the texts; the numbers settle it unless they are equal (or don't parse).
  const enteredBy = (rowid: number, stage: number) => {
    const ms = copy.enteredMs[rowid]!;
    const cutoffMs = cutoffsMs[stage]!;
    if (ms < cutoffMs) return true;
    if (ms > cutoffMs) return false;
    return copy.stageEnteredAt[rowid]! <= cutoffs[stage]!;
  };
  const keep = pageSize + 1;
  const byCode: (ColumnMatches | undefined)[] = [];
  const consider = (rowid: number) => {
    const dealStatus = copy.status[rowid]!;
    if (status !== -2 && dealStatus !== status) return;
    if (!filter.includeArchived && copy.archived[rowid]) return;
    if (owner !== -2 && copy.owner[rowid] !== owner) return;
    if (query && !copy.words.matches(rowid, query)) return;
    const stage = copy.stage[rowid]!;
    const critical = dealStatus === open && cutoffs[stage] !== undefined && enteredBy(rowid, stage);
    if (filter.criticalOnly && !critical) return;
    let column = byCode[stage];
    if (!column) {
      column = { count: 0, sum: 0, wonSum: 0, openSum: 0, criticalCount: 0, first: [] };
      byCode[stage] = column;
    }
    const value = copy.value[rowid]!;
    column.count++;
    if (!Number.isNaN(value)) {
      column.sum += value;
      if (dealStatus === won) column.wonSum += value;
      else if (dealStatus !== lost) column.openSum += value;
    }
    if (critical) column.criticalCount++;
    offer(copy, column.first, rowid, keep);
  };
  if (query) {
    for (let rowid = 0; rowid < copy.id.length; rowid++)
      if (copy.id[rowid] !== undefined) consider(rowid);
  } else for (const rowid of rowids!) if (copy.id[rowid] !== undefined) consider(rowid);
  const byStage = new Map<string, ColumnMatches>();
  byCode.forEach((column, code) => column && byStage.set(stageCodes.values[code]!, column));
  return {
    byStage,
    merged(parts) {
      const first: number[] = [];
      for (const part of parts) for (const rowid of part.first) offer(copy, first, rowid, keep);
      return first;
    },
    idAt: (rowid) => copy.id[rowid]!,
  };
}
