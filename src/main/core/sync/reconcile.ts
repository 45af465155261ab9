import { ApiError } from '../api/errors';
import type { PagedList } from '../api/client';
import type { OutboxEntry } from '../store';
import { createMarkerOf } from '../../../shared/api';
import { deepEqual } from '../store/merge';
import { loadCapabilities } from './capabilities';
import type { SyncContext } from './context';
import { withRetry } from './retry';

/**
 * What became of a create whose answer was lost (no duplicates on a server that ignores
 * Idempotency-Key; where the server honours it, the create is resent with its key instead,
 * push.ts). A record this device did not create is never taken for its own:
 * - a contact carries this device's mark in its free-form fields (create-marker.ts): the record
 *   with the create's mark is ours, whatever the office changed in it since; none means the
 *   first attempt never arrived;
 * - the other records have no free document a create can fill (workspace-api.md), so nothing
 *   proves whose a record is: a record of the same kind and parent (contact, project) made since
 *   the attempt may be ours, and the user decides ("Möglicherweise schon angelegt").
 * Projects can only be found where the server lists them (GET /v1/projects, optional).
 */

/**
 * The attempt's time is the device's; the record's createdAt the server's. With the clocks'
 * difference known (the Date header of the last pull), the attempt is moved to server time and
 * only the header's resolution and the request's time are allowed for; unknown, 10 minutes.
 */
const knownOffsetMarginMs = 5_000;
const unknownOffsetMarginMs = 10 * 60_000;
/** A lost create is recent: it is among the records changed since the attempt. */
const maxPages = 20;

/** A device time (an attempt) in server time, less the margin the clocks' difference leaves. */
export function inServerTime(ctx: SyncContext, deviceTime: string): string {
  const offset = ctx.serverClockOffsetMs;
  return new Date(
    Date.parse(deviceTime) +
      (offset ?? 0) -
      (offset === null ? unknownOffsetMarginMs : knownOffsetMarginMs),
  ).toISOString();
}

export type LostCreate =
  /** The record this device made (its mark found). */
  | { own: { id: string } }
  /** A record that may be this device's: the user says. */
  | { candidate: { id: string; record: Record<string, unknown> } };

export async function findCreatedRecord(
  ctx: SyncContext,
  entry: OutboxEntry,
  attemptedAt: string,
  now: number,
  counter: { requests: number },
): Promise<LostCreate | undefined> {
  const since = inServerTime(ctx, attemptedAt);
  const made = (await listCandidates(ctx, entry, since, now, counter)).filter(
    (c) => typeof c.createdAt === 'string' && c.createdAt >= since && sameParent(entry, c),
  );
  if (entry.resource === 'contacts') {
    const own = made.find(
      (c) => entry.idempotencyKey && createMarkerOf(c) === entry.idempotencyKey,
    );
    return own ? { own: own as { id: string } } : undefined;
  }
  // The most alike first (every key the create sent), then the earliest.
  const ranked = made
    .map((c) => ({ c, alike: sameKeys(entry, c) }))
    .sort(
      (a, b) => b.alike - a.alike || String(a.c.createdAt).localeCompare(String(b.c.createdAt)),
    );
  const found = ranked[0]?.c;
  if (!found) return undefined;
  if (entry.resource === 'pvPlans') {
    // The list has the short form; adopting it stores the full one.
    counter.requests++;
    const full = await withRetry(
      () => ctx.client.getPvPlan(String(found.id)),
      ctx.retry,
      ctx.random,
    );
    return { candidate: { id: full.data.id, record: full.data as Record<string, unknown> } };
  }
  return { candidate: { id: String(found.id), record: found } };
}

type Candidate = Record<string, unknown> & { id?: unknown; createdAt?: unknown };

async function listCandidates(
  ctx: SyncContext,
  entry: OutboxEntry,
  since: string,
  now: number,
  counter: { requests: number },
): Promise<Candidate[]> {
  const body = entry.body;
  if (entry.resource === 'pvPlans') {
    if (!entry.projectId) return [];
    const projectId = entry.projectId;
    counter.requests++;
    const answer = await withRetry(() => ctx.client.listPvPlans(projectId), ctx.retry, ctx.random);
    return answer.data.data as Candidate[];
  }
  if (entry.resource === 'modules') return [];
  if (entry.resource === 'projects' && loadCapabilities(ctx.store, now).projectsRead === false)
    return [];
  const filter: Record<string, string> = {};
  if (
    (entry.resource === 'buildings' || entry.resource === 'deals') &&
    typeof body.contactId === 'string'
  )
    filter.contactId = body.contactId;
  const list = entry.resource as PagedList;
  const found: Candidate[] = [];
  let offset = 0;
  try {
    for (let page = 0; page < maxPages; page++) {
      counter.requests++;
      const answer = await withRetry(
        () => ctx.client.listPage(list, { updatedSince: since, offset, filter }),
        ctx.retry,
        ctx.random,
      );
      found.push(...(answer.data.data as Candidate[]));
      if (!answer.data.hasMore || answer.data.data.length === 0) break;
      offset += answer.data.data.length;
    }
  } catch (error) {
    // A server without the optional project list: nothing to compare with.
    if (error instanceof ApiError && error.kind === 'rejected' && error.status === 404) return [];
    throw error;
  }
  return found;
}

/** The record belongs where the create's would: the same contact and building. */
const sameParent = (entry: OutboxEntry, candidate: Candidate): boolean =>
  ['contactId', 'buildingId'].every(
    (key) => typeof entry.body[key] !== 'string' || candidate[key] === entry.body[key],
  );

/** How many of the keys the create sent the record holds as sent. */
function sameKeys(entry: OutboxEntry, candidate: Candidate): number {
  let alike = 0;
  for (const [key, sent] of Object.entries(entry.body)) {
    if (sent === undefined) continue;
    if (deepEqual(candidate[key] ?? null, sent ?? null)) alike++;
  }
  return alike;
}
