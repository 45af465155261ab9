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
 * Kept true by the change feed: every write of a deal marks it (change-feed.ts), so after each
 * commit the marked deals are read again by id, and so are the deals of a changed contact (its
 * name is among their words). A change of more deals than `rereadLimit` (a
 * pulled page) drops the copy; the next search reads it again whole.
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
  readonly words: DealWords;
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

interface Held {
  copy: DealBoardCopy | null;
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

function remove(copy: DealBoardCopy, id: string): void {
  const rowid = copy.rowidOf.get(id);
  if (rowid === undefined) return;
  copy.rowidOf.delete(id);
  if (copy.id[rowid] === id) {
    copy.id[rowid] = undefined;
    copy.words.clear(rowid);
  }
}

function follow(ctx: StoreContext, holder: Held, change: StoreChange): void {
  const copy = holder.copy;
  if (!copy || (change.resource !== 'deals' && change.resource !== 'contacts')) return;
  const ids = [
    ...change.ids,
    ...Object.keys(change.renamed ?? {}),
    ...Object.values(change.renamed ?? {}),
  ];
  if (ids.length > rereadLimit) {
    holder.copy = null;
    return;
  }
  const column = change.resource === 'deals' ? 'r.id' : 'r.contact_id';
  const rows = ctx.sql
    .prepare(`${select} WHERE ${column} IN (SELECT value FROM json_each(?))`)
    .raw()
    .all(JSON.stringify(ids)) as CopyRow[];
  if (change.resource === 'deals') for (const id of ids) remove(copy, id);
  if (rows.length > rereadLimit) {
    holder.copy = null;
    return;
  }
  for (const row of rows) {
    put(copy, row);
    copy.words.set(row[0], wordsOf(row));
  }
}

/**
 * The copy, read whole when there is none; undefined while the running transaction has deal
 * writes the feed has not told yet (the copy would miss them: the caller reads SQL instead).
 */
export function dealBoardCopy(ctx: StoreContext): DealBoardCopy | undefined {
  if (ctx.changes.pending('deals') || ctx.changes.pending('contacts')) return undefined;
  let holder = held.get(ctx);
  if (!holder) {
    const created: Held = { copy: null };
    ctx.changes.listen((change) => follow(ctx, created, change));
    held.set(ctx, (holder = created));
  }
  if (!holder.copy) {
    const last = ctx.sql.prepare('SELECT max(rowid) FROM deals').pluck().get() as number | null;
    const capacity = (last ?? 0) + 1;
    const rows = ctx.sql.prepare(select).raw().all() as CopyRow[];
    const copy = emptyCopy(
      capacity,
      DealWords.read(
        rows.map((row) => [row[0], wordsOf(row)]),
        capacity,
      ),
    );
    for (const row of rows) put(copy, row);
    holder.copy = copy;
  }
  return holder.copy;
}
