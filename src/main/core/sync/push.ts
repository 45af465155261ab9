import type { z } from 'zod';
import { answerSchemas } from '../api/client';
import { ApiError } from '../api/errors';
import type { OutboxEntry } from '../store';
import { loadCapabilities, rememberCapability } from './capabilities';
import { inParallel, type SyncContext } from './context';
import { requestFor } from './requests';
import { withRetry } from './retry';

export interface PushSummary {
  pushed: number;
  rejected: number;
  requests: number;
}

/**
 * Sends queued writes until none is ready (DESIGN.md decision 5, 7). The store hands out at most
 * one write per record, oldest first, and holds back writes that name a local id whose create is
 * not yet acknowledged; so writes to one record stay in order while independent records go in
 * parallel. A refused write is kept as rejected with the server's reason and the rest go on; a
 * failure worth retrying (network, 5xx, 429) or an auth error ends the pass and is thrown.
 */
/** Writes taken from the outbox at once: large enough that the lanes rarely wait for a refill. */
const pushBatchSize = 256;

export async function pushPass(ctx: SyncContext, now: () => number): Promise<PushSummary> {
  const summary: PushSummary = { pushed: 0, rejected: 0, requests: 0 };
  for (;;) {
    const batch = ctx.store.nextPushable(pushBatchSize);
    if (batch.length === 0) return summary;
    await inParallel(batch, ctx.concurrency, async (entry) => {
      const outcome = await pushOne(ctx, entry, now);
      summary.requests++;
      if (outcome === 'pushed') summary.pushed++;
      else summary.rejected++;
    });
    ctx.emitChanges('outbox', []);
  }
}

async function pushOne(
  ctx: SyncContext,
  entry: OutboxEntry,
  now: () => number,
): Promise<'pushed' | 'rejected'> {
  const request = requestFor(entry);
  ctx.store.markInFlight(entry.seq);
  try {
    const answer = await withRetry(
      () =>
        ctx.client.send(
          request.method,
          request.path,
          answerSchemas[entry.resource] as z.ZodType<{ id: string }>,
          {
            body: request.body,
            idempotencyKey: request.idempotencyKey,
          },
        ),
      ctx.retry,
      ctx.random,
    );
    const changedIds = ctx.store.acknowledge(entry.seq, answer.data);
    ctx.emitChanges(entry.resource, changedIds);
    if (entry.resource === 'pvPlans' && entry.op === 'patch') {
      rememberCapability(ctx.store, 'pvPlanPatch', true, now());
    }
    return 'pushed';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected') {
      const missingPvPlanPatch =
        entry.resource === 'pvPlans' &&
        entry.op === 'patch' &&
        error.status === 404 &&
        (await pvPlanExists(ctx, entry.recordId, now()));
      if (missingPvPlanPatch) rememberCapability(ctx.store, 'pvPlanPatch', false, now());
      ctx.store.reject(entry.seq, {
        status: error.status ?? 0,
        code: missingPvPlanPatch ? 'not_supported' : (error.code ?? 'rejected'),
        message: missingPvPlanPatch
          ? 'This workspace server cannot change PV plans. The edit is kept on this device only; export it or discard it.'
          : error.message,
        details: error.details,
      });
      ctx.emitChanges(entry.resource, [entry.recordId]);
      return 'rejected';
    }
    ctx.store.markQueuedAgain(entry.seq, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

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
