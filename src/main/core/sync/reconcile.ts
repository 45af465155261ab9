import { ApiError } from '../api/errors';
import type { PagedList } from '../api/client';
import type { OutboxEntry } from '../store';
import { deepEqual, isPlainObject } from '../store/merge';
import { withoutNulls } from '../store/overlay';
import { loadCapabilities } from './capabilities';
import type { SyncContext } from './context';
import { withRetry } from './retry';

/**
 * Finds the record a create whose answer was lost may have made (issue 8: no duplicates on a
 * server that ignores Idempotency-Key; where the server honours it, the create is resent with its
 * key instead, push.ts). The interface offers no client marker the server must
 * keep, so the create is recognised by its content: a record of the same kind, created no
 * earlier than the attempt (less a margin for clock skew between device and server), whose
 * fields equal everything the create sent. The oldest match wins. Projects can only be found
 * where the server lists them (GET /v1/projects, optional); elsewhere the Idempotency-Key is all
 * there is.
 */

/**
 * The attempt's time is the device's; the record's createdAt the server's. With the clocks'
 * difference known (the Date header of the last pull), the attempt is moved to server time and
 * only the header's resolution and the request's time are allowed for; unknown, 10 minutes.
 * Never from long before the attempt: a record made then is someone else's (issue 21).
 */
const knownOffsetMarginMs = 5_000;
const unknownOffsetMarginMs = 10 * 60_000;
/** A lost create is recent: it is among the records changed since the attempt. */
const maxPages = 20;

export async function findCreatedRecord(
  ctx: SyncContext,
  entry: OutboxEntry,
  attemptedAt: string,
  now: number,
  counter: { requests: number },
): Promise<{ id: string } | undefined> {
  const offset = ctx.serverClockOffsetMs;
  const since = new Date(
    Date.parse(attemptedAt) +
      (offset ?? 0) -
      (offset === null ? unknownOffsetMarginMs : knownOffsetMarginMs),
  ).toISOString();
  const candidates = await listCandidates(ctx, entry, since, now, counter);
  const matches = candidates
    .filter((c) => typeof c.createdAt === 'string' && c.createdAt >= since)
    .filter((c) => sameContent(entry, c))
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  const found = matches[0];
  if (!found) return undefined;
  if (entry.resource === 'pvPlans') {
    // The list has the short form; the acknowledgement stores the full one.
    counter.requests++;
    const full = await withRetry(
      () => ctx.client.getPvPlan(String(found.id)),
      ctx.retry,
      ctx.random,
    );
    return full.data;
  }
  return found as { id: string };
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

/** Everything the create sent is what the record holds (contact fields key by key). */
function sameContent(entry: OutboxEntry, candidate: Candidate): boolean {
  for (const [key, sent] of Object.entries(entry.body)) {
    if (sent === undefined) continue;
    const held = candidate[key];
    if (entry.resource === 'contacts' && key === 'fields' && isPlainObject(sent)) {
      const fields = isPlainObject(held) ? held : {};
      const wanted = withoutNulls(sent);
      if (!Object.entries(wanted).every(([k, v]) => deepEqual(fields[k], v))) return false;
      continue;
    }
    if (!deepEqual(held ?? null, sent ?? null)) return false;
  }
  return true;
}
