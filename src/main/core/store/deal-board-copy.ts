import type { StoreChange } from './change-feed';
import type { StoreContext } from './context';
import { DealWords, dealWords } from './deal-board-words';
import { dealIndex } from './search/kinds';

/*
 * The board's columns of every deal (stage, status, archived, value, stage entered, owner) and
 * the words it is found by (deal-board-words.ts) held in memory by rowid, for the board with a search (deal-board-search.ts). SQLite spends about
 * half a microsecond on each row it joins or probes; a search every deal matches ("vorg" on a
 * workspace of "Vorgang N" deals) then costs 40-50 ms in SQL for the totals alone at 50,000
 * deals, where a walk of these arrays takes about one.
 *
 * Read in steps (`buildDealBoardCopyStep`, driven while the engine is idle: search/driver.ts):
 * read whole, the copy of 50,000 deals took ~0.8 s of CPU, and the search that waited for it
 * froze. Until the copy is complete a search reads SQL. The steps: the deals by rowid, a chunk
 * each (columns and folded words); then the distinct words sorted; then each deal's word codes.
 *
 * Kept true by the change feed: every write of a deal marks it (change-feed.ts), so after each
 * commit the marked deals are read again by id, and so are the deals of a changed contact (its
 * name is among their words); while the copy is being read, only the deals its steps have
 * passed (later chunks read the rest). A change of more deals than `rereadLimit` (a pulled page)
 * drops the copy; it is read again in steps.
 */

/** Strings stored as small numbers (stage ids, statuses, owners): a walk compares numbers. */
export class Interned {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  code(value: string): number {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }
  /** The code of a value no deal may have yet: -1. */
  find(value: string): number {
    return this.index.get(value) ?? -1;
  }
}

/** Indexed by the deal's rowid (the deal index's rowid). */
export interface DealBoardCopy {
  /** The deal's id; undefined where no deal is. */
  id: (string | undefined)[];
  stage: Int32Array;
  status: Int32Array;
  archived: Uint8Array;
  /** NaN: no value. */
  value: Float64Array;
  stageEnteredAt: string[];
  /** stageEnteredAt as milliseconds: the walk compares numbers (NaN where it does not parse). */
  enteredMs: Float64Array;
  /** -1: no owner. */
  owner: Int32Array;
  readonly stages: Interned;
  readonly statuses: Interned;
  readonly owners: Interned;
  readonly rowidOf: Map<string, number>;
  words: DealWords;
}

type CopyRow = [
  rowid: number,
  id: string,
  stageId: string,
  status: string,
  archived: number,
  value: number | null,
  stageEnteredAt: string,
  ownerId: string | null,
  // Then the deal index's document values (kinds.ts), over `r` (the deal) and `c` (its contact).
  ...texts: unknown[],
];
const textsAt = 8;

const select =
  'SELECT r.rowid, r.id, r.stage_id, r.status, r.archived_at IS NOT NULL, r.value, ' +
  `r.stage_entered_at, r.owner_id, ${dealIndex.values.join(', ')} FROM ${dealIndex.from}`;

/** More changed deals than this in one commit: read the copy again whole when next needed. */
const rereadLimit = 1000;

/** A copy being read in steps. */
interface Build {
  copy: DealBoardCopy;
  /** The last rowid read; deals above it are read by a later step. */
  after: number;
  /** Whether every deal is read (the rows' step is over). */
  read: boolean;
  /** Each deal's words by rowid, until coded. */
  words: (string[] | undefined)[];
  distinct: Set<string>;
  /** The words sorted, once every deal is read; then `copy.words` holds them. */
  sorted?: string[];
  /** Deals below this rowid have their codes in `copy.words`. */
  coded: number;
}

interface Held {
  /** The complete copy, which searches read. */
  copy: DealBoardCopy | null;
  build: Build | null;
}

const held = new WeakMap<StoreContext, Held>();

function emptyCopy(capacity: number, words: DealWords): DealBoardCopy {
  return {
    id: [],
    stage: new Int32Array(capacity),
    status: new Int32Array(capacity),
    archived: new Uint8Array(capacity),
    value: new Float64Array(capacity),
    stageEnteredAt: [],
    enteredMs: new Float64Array(capacity),
    owner: new Int32Array(capacity),
    stages: new Interned(),
    statuses: new Interned(),
    owners: new Interned(),
    rowidOf: new Map(),
    words,
  };
}

/** Makes room for `rowid` in the typed arrays (doubling). */
function reserve(copy: DealBoardCopy, rowid: number): void {
  if (rowid < copy.stage.length) return;
  const capacity = Math.max(rowid + 1, copy.stage.length * 2);
  const grown = <T extends Int32Array | Uint8Array | Float64Array>(
    old: T,
    make: (n: number) => T,
  ) => {
    const next = make(capacity);
    next.set(old);
    return next;
  };
  copy.stage = grown(copy.stage, (n) => new Int32Array(n));
  copy.status = grown(copy.status, (n) => new Int32Array(n));
  copy.archived = grown(copy.archived, (n) => new Uint8Array(n));
  copy.value = grown(copy.value, (n) => new Float64Array(n));
  copy.enteredMs = grown(copy.enteredMs, (n) => new Float64Array(n));
  copy.owner = grown(copy.owner, (n) => new Int32Array(n));
}

function put(copy: DealBoardCopy, row: CopyRow): void {
  const [rowid, id, stageId, status, archived, value, stageEnteredAt, ownerId] = row;
  reserve(copy, rowid);
  const previous = copy.id[rowid];
  if (previous !== undefined && previous !== id) copy.rowidOf.delete(previous);
  copy.id[rowid] = id;
  copy.stage[rowid] = copy.stages.code(stageId);
  copy.status[rowid] = copy.statuses.code(status);
  copy.archived[rowid] = archived;
  copy.value[rowid] = value ?? Number.NaN;
  copy.stageEnteredAt[rowid] = stageEnteredAt;
  copy.enteredMs[rowid] = Date.parse(stageEnteredAt);
  copy.owner[rowid] = ownerId === null ? -1 : copy.owners.code(ownerId);
  copy.rowidOf.set(id, rowid);
}

const wordsOf = (row: CopyRow) => dealWords(row.slice(textsAt));

function remove(copy: DealBoardCopy, id: string, build: Build | null): void {
  const rowid = copy.rowidOf.get(id);
  if (rowid === undefined) return;
  copy.rowidOf.delete(id);
  if (copy.id[rowid] === id) {
    copy.id[rowid] = undefined;
    copy.words.clear(rowid);
    if (build) build.words[rowid] = undefined;
  }
}

/** The deal at `rowid` is found by `words`: in the copy, or kept for the build's next steps. */
function setWords(copy: DealBoardCopy, build: Build | null, rowid: number, words: string[]) {
  if (!build || rowid < build.coded) copy.words.set(rowid, words);
  if (!build) return;
  build.words[rowid] = words;
  if (!build.sorted) for (const word of words) build.distinct.add(word);
}

function follow(ctx: StoreContext, holder: Held, change: StoreChange): void {
  const build = holder.build;
  const copy = holder.copy ?? build?.copy;
  if (!copy || (change.resource !== 'deals' && change.resource !== 'contacts')) return;
  const drop = () => {
    holder.copy = null;
    holder.build = null;
  };
  const ids = [
    ...change.ids,
    ...Object.keys(change.renamed ?? {}),
    ...Object.values(change.renamed ?? {}),
  ];
  if (ids.length > rereadLimit) return drop();
  const column = change.resource === 'deals' ? 'r.id' : 'r.contact_id';
  const rows = ctx.sql
    .prepare(`${select} WHERE ${column} IN (SELECT value FROM json_each(?))`)
    .raw()
    .all(JSON.stringify(ids)) as CopyRow[];
  if (change.resource === 'deals') for (const id of ids) remove(copy, id, build);
  if (rows.length > rereadLimit) return drop();
  for (const row of rows) {
    // A deal the build has not reached yet is read by its step.
    if (build && !build.read && row[0] > build.after) continue;
    put(copy, row);
    setWords(copy, build, row[0], wordsOf(row));
  }
}

function heldFor(ctx: StoreContext): Held {
  let holder = held.get(ctx);
  if (!holder) {
    const created: Held = { copy: null, build: null };
    ctx.changes.listen((change) => follow(ctx, created, change));
    held.set(ctx, (holder = created));
  }
  return holder;
}

/**
 * The complete copy; undefined while it is being read, or while the running transaction has
 * deal writes the feed has not told yet (the copy would miss them). The caller reads SQL then.
 */
export function dealBoardCopy(ctx: StoreContext): DealBoardCopy | undefined {
  if (ctx.changes.pending('deals') || ctx.changes.pending('contacts')) return undefined;
  return heldFor(ctx).copy ?? undefined;
}

/**
 * Reads the next step of the copy: up to `count` deals, or the word list's sort. True when the
 * copy is complete. Each step is one synchronous piece, so calls waiting meanwhile go between.
 */
export function buildDealBoardCopyStep(ctx: StoreContext, count = 2000): boolean {
  const holder = heldFor(ctx);
  if (holder.copy) return true;
  // Inside a transaction with untold deal writes: the feed tells them after its commit.
  if (ctx.changes.pending('deals') || ctx.changes.pending('contacts')) return false;
  if (!holder.build) {
    const last = ctx.sql.prepare('SELECT max(rowid) FROM deals').pluck().get() as number | null;
    const capacity = (last ?? 0) + 1;
    holder.build = {
      copy: emptyCopy(capacity, new DealWords([], capacity)),
      after: -1,
      read: false,
      words: [],
      distinct: new Set(),
      coded: 0,
    };
  }
  const build = holder.build;
  const { copy } = build;
  if (!build.read) {
    const rows = ctx.sql
      .prepare(`${select} WHERE r.rowid > ? ORDER BY r.rowid LIMIT ?`)
      .raw()
      .all(build.after, count) as CopyRow[];
    for (const row of rows) {
      put(copy, row);
      setWords(copy, build, row[0], wordsOf(row));
    }
    if (rows.length) build.after = rows[rows.length - 1]![0];
    build.read = rows.length < count;
    return false;
  }
  if (!build.sorted) {
    // Code-unit order (sort's own): the words a prefix matches are next to each other.
    build.sorted = [...build.distinct].sort();
    build.distinct.clear();
    copy.words = new DealWords(build.sorted, copy.stage.length);
    return false;
  }
  const end = Math.min(build.words.length, build.coded + count);
  for (; build.coded < end; build.coded++) {
    const words = build.words[build.coded];
    if (words) copy.words.set(build.coded, words);
  }
  if (build.coded < build.words.length) return false;
  holder.copy = copy;
  holder.build = null;
  return true;
}

/** Drops the copy (or the copy being read): the next steps read it again. */
export function dropDealBoardCopy(ctx: StoreContext): void {
  const holder = heldFor(ctx);
  holder.copy = null;
  holder.build = null;
}
