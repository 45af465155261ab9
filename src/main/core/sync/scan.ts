import type { PagedList } from '../api/client';
import { ApiError } from '../api/errors';
import { withRetry } from './retry';
import { recordsPerWrite, yieldToWaitingCalls } from './yield';
import type { SyncContext } from './context';

/**
 * One `updatedSince` scan of a paged list, resumable and safe under any server sort order
 * (DESIGN.md decision 6).
 *
 * Offset paging can skip a record when another record moves in the server's order while we page
 * (a record updated mid-scan). Any such move is a record whose updatedAt is at or after the scan
 * began, so a scan that saw one is repeated from the same watermark; only a scan that saw no
 * concurrent change may advance the watermark, to the newest updatedAt it saw (server time,
 * never the local clock). A change seen within the Date header's resolution of the scan's start
 * counts as concurrent too. The repeat follows at once: a version the earlier pass already saw
 * is no new change, so the repeat needs no wait for the server clock to pass it.
 *
 * Server clocks step: a server 30 s fast, then corrected, writes updatedAt values below
 * the watermark, and those must still be seen. When the first answer's Date header says the
 * server's clock is below the watermark, the scan starts again from the watermark less an
 * overlap (2 minutes), or from the beginning for a larger step. A quiet poll of a server whose
 * clock is past the watermark asks from the watermark itself, as before: nothing comes twice.
 * What nodes with differing clocks hide is found by the full check (`full`: a scan from the
 * beginning, every so often, see pullPass).
 *
 * A record deleted on the server (the back office can) at a place the scan has passed moves
 * every later record up one place: the one at the page boundary would never be read, and its
 * updatedAt, older than the watermark the scan ends with, keeps later scans from asking for it.
 * So each page is asked from the last record already read: when that record is not the page's
 * first, the list moved under the scan, which then counts as concurrent and is repeated. The
 * scan cursor is
 * committed with each page's upserts, so a crash loses at most the page in flight and the scan
 * resumes where it stopped.
 */
export interface ScanCursor {
  since: string | null;
  offset: number;
  /** Newest updatedAt seen in this scan (the server's own string). */
  maxSeen: string | null;
  /** Server time (ms) at or before the first page was read; null until the first answer. */
  startedAt: number | null;
  concurrent: boolean;
  repeats: number;
  /** The last record the scan read: the next page is asked from it (see `scanList`). */
  lastId?: string | null;
}

export interface ListSyncState {
  watermark: string | null;
  scan?: ScanCursor;
}

export interface ScanResult {
  received: number;
  changed: number;
  requests: number;
  /** False when every repeat still saw concurrent changes: the watermark stayed where it was. */
  stable: boolean;
}

/**
 * A scan reads at most this many pages (25 million records at 500 a page): far above any
 * workspace, so only a server whose `hasMore` never ends reaches it.
 */
export const maxPagesPerScan = 50_000;
/** A scan that keeps seeing concurrent changes gives up after this many repeats (until next poll). */
const maxRepeats = 3;
/** The Date header has 1 s resolution: a record changed within that second counts as concurrent. */
const dateHeaderResolutionMs = 1000;
/**
 * How far below the watermark a scan asks when the server's clock is behind it: a clock stepped
 * back this much hides nothing. Records changed in this window come again and are compared.
 */
export const watermarkOverlapMs = 2 * 60_000;

const stateKey = (list: PagedList) => `pull:${list}`;

export function loadListState(ctx: SyncContext, list: PagedList): ListSyncState {
  return ctx.store.getSyncState<ListSyncState>(stateKey(list)) ?? { watermark: null };
}

export async function scanList(
  ctx: SyncContext,
  list: PagedList,
  onPage?: (changedIds: string[]) => void,
  options: { full?: boolean } = {},
): Promise<ScanResult> {
  const key = stateKey(list);
  const state = loadListState(ctx, list);
  const since = options.full ? null : state.watermark;
  // A resumed scan goes on from its own cursor unless a full check asks from the beginning.
  let scan =
    state.scan && !(options.full && state.scan.since !== null) ? state.scan : freshScan(since, 0);
  /** Versions (id → updatedAt) this scan's passes saw: met again in a repeat, they are no news. */
  const seen = new Map<string, string>();
  const result: ScanResult = { received: 0, changed: 0, requests: 0, stable: true };

  const fetchPage = (offset: number, after: string | null | undefined) => {
    const requestStarted = performance.now();
    const from = after && offset > 0 ? offset - 1 : offset;
    const answer = withRetry(
      () => ctx.client.listPage(list, { updatedSince: scan.since, offset: from }),
      ctx.retry,
      ctx.random,
    );
    return answer.then((a) => ({
      ...a,
      requestStarted,
      from,
      after: from < offset ? after : null,
    }));
  };
  let inFlight = fetchPage(scan.offset, scan.lastId);
  let pages = 0;
  let previousIds = '';

  for (;;) {
    const answer = await inFlight;
    result.requests++;
    const page = answer.data;
    const ids = page.data.map((r) => r.id).join('\u0000');
    // The record read last comes first again, unless the list moved up under the scan.
    const records =
      answer.after && page.data[0]?.id === answer.after ? page.data.slice(1) : page.data;
    if (answer.after && records === page.data) scan.concurrent = true;
    if (++pages > maxPagesPerScan || (page.hasMore && ids !== '' && ids === previousIds)) {
      throw new ApiError(
        'protocol',
        `GET /v1/${list}: the server keeps saying hasMore (${pages} pages, offset ${scan.offset}` +
          `${ids === previousIds ? ', the same records again' : ''}); its paging is broken, so the pull stops here`,
      );
    }
    previousIds = ids;
    const widened =
      scan.startedAt === null ? widenedSince(scan.since, answer.serverDate) : undefined;
    if (widened !== undefined) {
      scan = freshScan(widened, scan.repeats);
      previousIds = '';
      inFlight = fetchPage(0, null);
      continue;
    }
    if (answer.serverDate !== null) ctx.serverClockOffsetMs = answer.serverDate - ctx.now();
    if (scan.startedAt === null) {
      // Without a Date header there is no server clock to compare with: no detection possible.
      scan.startedAt =
        answer.serverDate === null
          ? Number.POSITIVE_INFINITY
          : answer.serverDate -
            dateHeaderResolutionMs -
            (performance.now() - answer.requestStarted);
    }
    for (const record of records) {
      const at = Date.parse(record.updatedAt);
      // This sync's own acknowledged write is older than the scan, whatever the clock says; a
      // version an earlier pass saw was there before this pass began.
      if (
        at >= scan.startedAt &&
        ctx.ownWrites.get(record.id) !== record.updatedAt &&
        seen.get(record.id) !== record.updatedAt
      )
        scan.concurrent = true;
      if (scan.maxSeen === null || at > Date.parse(scan.maxSeen)) scan.maxSeen = record.updatedAt;
    }
    scan.offset = answer.from + page.data.length;
    scan.lastId = page.data.at(-1)?.id ?? scan.lastId ?? null;
    // The next page is asked for before this one is written: the server builds it while SQLite
    // writes this one, instead of each side waiting for the other (over a slow link, the round
    // trip hides behind the write). Its failure surfaces when it is awaited below.
    const next = page.hasMore && page.data.length > 0 ? fetchPage(scan.offset, scan.lastId) : null;
    next?.catch(() => undefined);
    const cursor = scan;
    for (const record of records) seen.set(record.id, record.updatedAt);
    const changedIds: string[] = [];
    // In pieces, each after the calls that wait: a search typed meanwhile waits for one piece.
    // The cursor moves with the last piece, so a crash before it reads the page again (what
    // the earlier pieces stored then changes nothing).
    for (let from = 0; from === 0 || from < records.length; from += recordsPerWrite) {
      const piece = records.slice(from, from + recordsPerWrite);
      const last = from + recordsPerWrite >= records.length;
      await yieldToWaitingCalls();
      ctx.store.transaction(() => {
        changedIds.push(...ctx.store.applyServerRecords(list, piece).changedIds);
        if (last) ctx.store.setSyncState(key, { watermark: state.watermark, scan: cursor });
      });
    }
    result.received += records.length;
    result.changed += changedIds.length;
    if (changedIds.length) onPage?.(changedIds);

    if (page.hasMore && page.data.length === 0) {
      throw new ApiError(
        'protocol',
        `GET /v1/${list}: the server said hasMore but sent an empty page at offset ${scan.offset}`,
      );
    }
    if (next) {
      // Awaiting the network also lets the event loop run between pages (DESIGN.md decision 2).
      inFlight = next;
      continue;
    }
    if (scan.concurrent && scan.repeats < maxRepeats) {
      scan = freshScan(scan.since, scan.repeats + 1);
      // A new pass may begin with the page the last one ended with: that is no broken paging.
      previousIds = '';
      inFlight = fetchPage(scan.offset, null);
      continue;
    }
    result.stable = !scan.concurrent;
    const watermark = !result.stable
      ? state.watermark
      : scan.since === null
        ? // A scan of everything knows the whole list: records a fast clock dated ahead of the
          // server's present do not hold the watermark up there (they come again until then).
          notAfter(scan.maxSeen, scan.startedAt)
        : newer(scan.maxSeen, state.watermark);
    ctx.store.setSyncState(key, { watermark } satisfies ListSyncState);
    return result;
  }
}

/**
 * Where a scan from the watermark must start instead, once the server's Date says its clock is
 * below the watermark (it stepped back, or a faster node set the watermark): a change made now
 * is dated below it. Within the overlap, from the watermark less the overlap; further below,
 * from the beginning (null). Undefined: the clock is past the watermark, nothing to widen (so a
 * quiet poll asks from the watermark itself and gets nothing).
 */
function widenedSince(since: string | null, serverDate: number | null): string | null | undefined {
  if (since === null || serverDate === null) return undefined;
  const watermark = Date.parse(since);
  if (Number.isNaN(watermark) || serverDate + dateHeaderResolutionMs > watermark) return undefined;
  if (serverDate < watermark - watermarkOverlapMs) return null;
  return new Date(watermark - watermarkOverlapMs).toISOString();
}

/**
 * The later of two watermarks: a scan asks below the watermark, so what it saw can all be older
 * than it; a full check can find newer ones.
 */
function newer(seen: string | null, watermark: string | null): string | null {
  if (seen === null) return watermark;
  if (watermark === null) return seen;
  return Date.parse(seen) > Date.parse(watermark) ? seen : watermark;
}

function notAfter(seen: string | null, serverNow: number | null): string | null {
  if (seen === null || serverNow === null || !Number.isFinite(serverNow)) return seen;
  return Date.parse(seen) > serverNow ? new Date(serverNow).toISOString() : seen;
}

function freshScan(since: string | null, repeats: number): ScanCursor {
  return { since, offset: 0, maxSeen: null, startedAt: null, concurrent: false, repeats };
}
