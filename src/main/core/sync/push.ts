import type { z } from 'zod';
import { answerSchemas } from '../api/client';
import { ApiError } from '../api/errors';
import type { OutboxEntry, OutboxRejection } from '../store';
import { localOnlyCode } from '../store/outbox-entry';
import { patchBodyFor } from '../store/overlay';
import { sleep } from './backoff';
import { loadCapabilities, rememberCapability } from './capabilities';
import { inParallel, type SyncContext } from './context';
import { honoursIdempotency, learnIdempotency, rememberAcknowledgedKey } from './idempotency';
import { findCreatedRecord } from './reconcile';
import { freshenServerCopies, readServerCopy } from './server-copy';
import { requestFor, type OutgoingRequest } from './requests';
import { retryDelay, withRetry } from './retry';
import { retryReason } from './failure';

export interface PushSummary {
  pushed: number;
  rejected: number;
  conflicts: number;
  requests: number;
}

/** Writes taken from the outbox at once: large enough that the lanes rarely wait for a refill. */
const pushBatchSize = 256;

/**
 * Sends queued writes until none is ready (DESIGN.md decisions 5–7, issue 8). The store hands out
 * at most one write per record, oldest first, and holds back writes that name a local id whose
 * create is not yet acknowledged; so writes to one record stay in order while independent records
 * go in parallel. Each write is taken from the outbox only when its turn comes, as it is then, and
 * only its acknowledgement removes it. A patch is merged onto the server's current copy first; a
 * key changed on both sides makes it a conflict for the user. A refused write is kept with the
 * server's reason; a failure worth retrying (network, 5xx, 429) or an auth error ends the pass.
 */
export async function pushPass(ctx: SyncContext, now: () => number): Promise<PushSummary> {
  const summary: PushSummary = { pushed: 0, rejected: 0, conflicts: 0, requests: 0 };
  // Each list is freshened once a pass: later batches would only see this pass's own writes.
  const freshened = new Set<string>();
  for (;;) {
    const batch = ctx.store.nextPushable(pushBatchSize);
    if (batch.length === 0) return summary;
    // One commit for the batch: each patch may be sent from now on (see takeForSending).
    ctx.store.markAttempted(batch.filter((e) => e.op !== 'create').map((e) => e.seq));
    summary.requests += await freshenServerCopies(ctx, batch, now(), freshened);
    let progressed = false;
    await inParallel(batch, ctx.concurrency, async ({ seq }) => {
      const entry = ctx.store.takeForSending(seq);
      if (!entry) return;
      progressed = true;
      try {
        const outcome = await pushOne(ctx, entry, now, summary);
        summary[outcome]++;
      } finally {
        // Whatever happened, this process no longer holds it: unrecorded means still queued.
        ctx.store.release(seq);
      }
    });
    if (!progressed) return summary;
  }
}

type Outcome = 'pushed' | 'rejected' | 'conflicts';

async function pushOne(
  ctx: SyncContext,
  entry: OutboxEntry,
  now: () => number,
  summary: PushSummary,
): Promise<Outcome> {
  const request = requestFor(entry);
  if (isPvPlanPatch(entry) && loadCapabilities(ctx.store, now()).pvPlanPatch === false) {
    // Known: this server cannot change PV plans. The edit stays on this device, no request.
    ctx.store.reject(entry.seq, pvPlanPatchMissing(404));
    return 'rejected';
  }
  try {
    const answer =
      entry.op === 'create'
        ? await sendCreate(ctx, entry, request, now, summary)
        : await sendMerged(ctx, entry, request, now, summary);
    if (answer === 'conflict') return 'conflicts';
    ctx.store.acknowledge(entry.seq, answer);
    const updatedAt = (answer as { updatedAt?: unknown }).updatedAt;
    if (typeof updatedAt === 'string') ctx.ownWrites.set(answer.id, updatedAt);
    if (entry.resource === 'pvPlans' && entry.op === 'patch') {
      rememberCapability(ctx.store, 'pvPlanPatch', true, now());
    }
    return 'pushed';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected') {
      // 405: the path exists without PATCH; 404: no such route, or no such plan (asked below).
      const missingPvPlanPatch =
        isPvPlanPatch(entry) &&
        (error.status === 405 ||
          (error.status === 404 && (await pvPlanExists(ctx, entry.recordId, now()))));
      if (missingPvPlanPatch) rememberCapability(ctx.store, 'pvPlanPatch', false, now());
      ctx.store.reject(
        entry.seq,
        missingPvPlanPatch
          ? pvPlanPatchMissing(error.status ?? 404)
          : {
              status: error.status ?? 0,
              code: error.code ?? 'rejected',
              message: error.message,
              details: error.details,
            },
      );
      return 'rejected';
    }
    try {
      ctx.store.markQueuedAgain(entry.seq, retryReason(error));
    } catch {
      // Recording the reason failed too (database busy): the entry is still queued as it was.
    }
    throw error;
  }
}

/**
 * Sends a patch or an archive, merged onto the server's copy before every attempt: a retry after
 * a 429 or a dropped connection waits, and the office may change the same key meanwhile; a body
 * merged before the wait would overwrite that change (issue 21). 'conflict' when a key changed on
 * both sides: the entry waits for the user, nothing is sent.
 */
async function sendMerged(
  ctx: SyncContext,
  entry: OutboxEntry,
  request: OutgoingRequest,
  now: () => number,
  summary: PushSummary,
): Promise<{ id: string } | 'conflict'> {
  const schema = answerSchemas[entry.resource] as z.ZodType<{ id: string }>;
  for (let attempt = 0; ; attempt++) {
    let body = request.body;
    if (entry.op === 'patch') {
      // The batch's lists were freshened before the first attempt; a retry reads them again.
      if (attempt > 0)
        summary.requests += await freshenServerCopies(ctx, [entry], now(), new Set());
      const theirs = await readServerCopy(ctx, entry, now(), summary);
      if (theirs !== undefined) {
        const merged = patchBodyFor(entry.resource, entry, theirs);
        if (merged.conflicts.length) {
          ctx.store.markConflict(entry.seq, theirs, merged.conflicts);
          return 'conflict';
        }
        body = merged.body;
      }
    }
    try {
      summary.requests++;
      return (await ctx.client.send(request.method, request.path, schema, { body })).data;
    } catch (error) {
      const delay = retryDelay(error, ctx.retry, attempt, ctx.random);
      if (delay === null) throw error;
      await sleep(delay, ctx.retry.signal);
    }
  }
}

/**
 * Sends a create. Its answer can be lost after the server stored the record (in this process or
 * before a crash). Where the server honours Idempotency-Key (honoursIdempotency) the create is
 * simply sent again with the same key: the server answers with the record it made. Elsewhere
 * the engine looks for that record before any resend (reconcile.ts), since the interface does
 * not promise idempotency.
 */
async function sendCreate(
  ctx: SyncContext,
  entry: OutboxEntry,
  request: OutgoingRequest,
  now: () => number,
  summary: PushSummary,
): Promise<{ id: string }> {
  const schema = answerSchemas[entry.resource] as z.ZodType<{ id: string }>;
  // Set when an earlier send (before a crash, or before a lost answer) may have reached it.
  let attemptedAt = entry.attemptedAt;
  let resendIsSafe: boolean | undefined;
  for (let attempt = 0; ; attempt++) {
    if (attemptedAt !== null) {
      resendIsSafe ??= (await honoursIdempotency(ctx, entry, request, now(), summary)) === true;
      if (!resendIsSafe) {
        const found = await findCreatedRecord(ctx, entry, attemptedAt, now(), summary);
        if (found) return found;
      }
    }
    attemptedAt ??= ctx.store.getOutboxEntry(entry.seq).attemptedAt;
    try {
      summary.requests++;
      const answer = await ctx.client.send(request.method, request.path, schema, {
        body: request.body,
        idempotencyKey: request.idempotencyKey,
      });
      learnIdempotency(ctx, answer.replayed, now());
      if (!answer.replayed) rememberAcknowledgedKey(ctx, request);
      return answer.data;
    } catch (error) {
      const delay = retryDelay(error, ctx.retry, attempt, ctx.random);
      if (delay === null) throw error;
      await sleep(delay, ctx.retry.signal);
    }
  }
}

const isPvPlanPatch = (entry: OutboxEntry) => entry.resource === 'pvPlans' && entry.op === 'patch';

/** The refusal that keeps a PV plan edit on this device ("nur lokal", isLocalOnly). */
const pvPlanPatchMissing = (status: number): OutboxRejection => ({
  status,
  code: localOnlyCode,
  message:
    'This workspace server cannot change PV plans. The edit is kept on this device only; export it or discard it.',
});

/** Tells "no PATCH endpoint for PV plans" from "no such PV plan" after a 404. */
async function pvPlanExists(ctx: SyncContext, id: string, now: number): Promise<boolean> {
  if (loadCapabilities(ctx.store, now).pvPlanPatch === false) return true;
  try {
    await withRetry(() => ctx.client.getPvPlan(id), ctx.retry, ctx.random);
    return true;
  } catch {
    return false;
  }
}
