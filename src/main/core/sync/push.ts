import type { z } from 'zod';
import { answerSchemas } from '../api/client';
import { ApiError } from '../api/errors';
import type { OutboxEntry, OutboxRejection } from '../store';
import { localOnlyCode } from '../store/outbox-entry';
import { isLocalId } from '../store/context';
import { deepEqual, isPlainObject, type MergeConflict } from '../store/merge';
import { currentValue, patchBodyFor, patchKeys, withoutNulls } from '../store/overlay';
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
 * Sends queued writes until none is ready (DESIGN.md decisions 5–7). The store hands out
 * at most one write per record, oldest first, and holds back writes that name a local id whose
 * create is not yet acknowledged; so writes to one record stay in order while independent records
 * go in parallel. Each write is taken from the outbox only when its turn comes, as it is then, and
 * only its acknowledgement removes it. A patch is merged onto the server's current copy first; a
 * key changed on both sides makes it a conflict for the user. A refused write is kept with the
 * server's reason; a failure worth retrying (network, 5xx, 429) or an auth error ends the pass.
 */
export async function pushPass(ctx: SyncContext, now: () => number): Promise<PushSummary> {
  try {
    return await pushBatches(ctx, now);
  } finally {
    // What answered entries kept for a resend after a crash is no longer needed; a cleanup
    // that fails (the store closing) is done by the next pass.
    try {
      ctx.store.forgetEntryStates(sentAgainstPrefix);
    } catch {
      // kept until then
    }
  }
}

async function pushBatches(ctx: SyncContext, now: () => number): Promise<PushSummary> {
  const summary: PushSummary = { pushed: 0, rejected: 0, conflicts: 0, requests: 0 };
  // Each list is freshened once a pass: later batches would only see this pass's own writes.
  const freshened = new Set<string>();
  const commits = passCommits(ctx, now);
  for (;;) {
    const batch = ctx.store.nextPushable(pushBatchSize);
    if (batch.length === 0) return summary;
    // A send before this pass (a lost answer, a crash) may have reached the server; one this
    // process only marked did not.
    const sentBefore = new Map(
      batch.map((e) => [e.seq, ctx.markedUnsent.has(e.seq) ? null : e.attemptedAt]),
    );
    // One commit for the batch: each patch may be sent from now on (see takeForSending).
    const patches = batch.filter((e) => e.op !== 'create');
    ctx.store.markAttempted(patches.map((e) => e.seq));
    const firstMarked = patches.filter((e) => e.attemptedAt === null);
    for (const e of firstMarked) ctx.markedUnsent.add(e.seq);
    summary.requests += await freshenServerCopies(ctx, batch, now(), freshened);
    let progressed = false;
    try {
      await inParallel(batch, ctx.concurrency, async ({ seq }) => {
        const entry = ctx.store.takeForSending(seq);
        if (!entry) return;
        progressed = true;
        let outcome: Outcome | undefined;
        try {
          outcome = await pushOne(ctx, entry, sentBefore.get(seq) ?? null, now, summary, commits);
          summary[outcome]++;
        } finally {
          // Whatever happened, this process no longer holds it: unrecorded means still queued.
          // An answered entry is held until its answer's commit (PendingAnswers).
          if (outcome !== 'pushed') ctx.store.release(seq);
        }
      });
    } catch (error) {
      // The pass ends, and lanes still waiting for a server are not awaited: an answer that
      // comes after this is committed on its own, or its entry would stay taken.
      commits.answers.commitEachFromNowOn();
      throw error;
    } finally {
      // The next batch is chosen from what the database holds: every answer of this one first.
      commits.answers.flush();
    }
    if (!progressed) return summary;
  }
}

type Outcome = 'pushed' | 'rejected' | 'conflicts';

/**
 * Rows that lanes write in the same turn of the event loop share one commit: the lanes resume in
 * bursts (the answers a turn of socket reads brought), so the sent-against rows of the writes
 * they take next come together. Each lane still waits for its own commit before it goes on; a
 * failed commit fails each of them (the entries stay queued).
 */
class TurnCommits<T> {
  private waiting: T[] = [];
  private commit: Promise<void> | null = null;

  constructor(private readonly write: (items: T[]) => void) {}

  add(item: T): Promise<void> {
    this.waiting.push(item);
    this.commit ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const items = this.waiting;
      this.waiting = [];
      this.commit = null;
      this.write(items);
    });
    return this.commit;
  }
}

/**
 * The server's answers of a pass, committed together: a commit per turn of answers (~3 answers)
 * was a sixth of a large push's CPU (bench/README.md, session 35). An answered lane goes on to
 * its next write at once; its entry stays in flight (taken by no one else) until the commit,
 * which comes when 64 answers wait, when the batch ends, or when the pass ends. A crash before
 * it loses those answers only: the entries are still queued with their attempt recorded, so
 * they go out again as after any lost answer (a patch merged onto the server's copy, a create
 * under its idempotency key or looked for). A failed commit leaves them queued and ends the
 * pass with its error.
 */
/** A write the server answered, with the record it answered. */
interface Answer {
  entry: OutboxEntry;
  record: { id: string; updatedAt?: unknown };
}

class PendingAnswers {
  private waiting: Answer[] = [];
  private failure: unknown = null;
  private oneByOne = false;

  constructor(
    private readonly ctx: SyncContext,
    private readonly now: () => number,
  ) {}

  add(entry: OutboxEntry, record: Answer['record']): void {
    if (this.failure !== null) throw this.failure;
    this.waiting.push({ entry, record });
    if (this.oneByOne || this.waiting.length >= answersPerCommit) this.flush();
  }

  commitEachFromNowOn(): void {
    this.oneByOne = true;
  }

  flush(): void {
    const answers = this.waiting;
    this.waiting = [];
    if (answers.length) this.commit(answers);
    if (this.failure !== null) throw this.failure;
  }

  private commit(answers: Answer[]): void {
    const { ctx } = this;
    try {
      ctx.store.acknowledgeAll(answers);
    } catch (error) {
      this.failure ??= error;
      // Still queued as they were: no longer held by this process.
      for (const { entry } of answers) ctx.store.release(entry.seq);
      return;
    }
    for (const { entry, record } of answers) {
      if (typeof record.updatedAt === 'string') ctx.ownWrites.set(record.id, record.updatedAt);
      if (entry.resource === 'pvPlans' && entry.op === 'patch')
        rememberCapability(ctx.store, 'pvPlanPatch', true, this.now());
    }
  }
}

/** Answers that wait for one commit at most (see PendingAnswers). */
const answersPerCommit = 64;

/** The commits a push pass shares among its lanes. */
interface PassCommits {
  answers: PendingAnswers;
  sentAgainst: TurnCommits<[seq: number, against: string]>;
}

function passCommits(ctx: SyncContext, now: () => number): PassCommits {
  return {
    answers: new PendingAnswers(ctx, now),
    sentAgainst: new TurnCommits((rows) =>
      ctx.store.transaction(() => {
        for (const [seq, against] of rows) ctx.store.setSyncState(sentAgainstPrefix + seq, against);
      }),
    ),
  };
}

async function pushOne(
  ctx: SyncContext,
  entry: OutboxEntry,
  sentBefore: string | null,
  now: () => number,
  summary: PushSummary,
  commits: PassCommits,
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
        : await sendMerged(ctx, entry, request, sentBefore, now, summary, commits);
    if (answer === 'conflict') return 'conflicts';
    commits.answers.add(entry, answer);
    return 'pushed';
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected') {
      // 405: the path exists without PATCH; 404: no such route, or no such plan (asked below).
      const missingPvPlanPatch =
        isPvPlanPatch(entry) &&
        (error.status === 405 ||
          (error.status === 404 && (await pvPlanExists(ctx, entry.recordId, now()))));
      if (missingPvPlanPatch) rememberCapability(ctx.store, 'pvPlanPatch', false, now());
      // A PV plan's 404 (its edit, or its create under a project) may mean the whole project is
      // gone: restoring then makes the project again too, not a plan the server would refuse.
      const projectGone =
        entry.resource === 'pvPlans' &&
        error.status === 404 &&
        !missingPvPlanPatch &&
        (await pvPlanProjectGone(ctx, entry));
      if (projectGone || (error.status === 404 && entry.op !== 'create' && !missingPvPlanPatch)) {
        // The record is gone from the server (deleted there): the user decides, discard the
        // edit or make the record again (outbox.settle restore).
        ctx.store.markWaiting(entry.seq, 'deleted', { projectGone });
        return 'conflicts';
      }
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
 * merged before the wait would overwrite that change. 'conflict' when a key changed on
 * both sides, or the record was archived on the server since the edit: the entry waits for the
 * user, nothing is sent.
 */
async function sendMerged(
  ctx: SyncContext,
  entry: OutboxEntry,
  request: OutgoingRequest,
  sentBefore: string | null,
  now: () => number,
  summary: PushSummary,
  commits: PassCommits,
): Promise<{ id: string } | 'conflict'> {
  const schema = answerSchemas[entry.resource] as z.ZodType<{ id: string }>;
  // The server copy's updatedAt an earlier send went out against: a newer copy changed since.
  let sentAgainst = sentBefore === null ? null : (storedSentAgainst(ctx, entry.seq) ?? null);
  let mergedAgainst: string | null = null;
  for (let attempt = 0; ; attempt++) {
    let body = request.body;
    if (entry.op === 'patch') {
      // The batch's lists were freshened before the first attempt; a retry reads them again.
      if (attempt > 0)
        summary.requests += await freshenServerCopies(ctx, [entry], now(), new Set());
      const theirs = await readServerCopy(ctx, entry, now(), summary);
      if (theirs !== undefined) {
        if (archivedSinceEdit(ctx, entry, theirs)) {
          ctx.store.markWaiting(entry.seq, 'archived', { theirs });
          return 'conflict';
        }
        const merged = patchBodyFor(entry.resource, entry, theirs);
        if (!merged.conflicts.length && sentAgainst !== null)
          merged.conflicts.push(...setBackSince(entry, theirs, sentAgainst));
        const updatedAt = (theirs as { updatedAt?: unknown }).updatedAt;
        mergedAgainst = typeof updatedAt === 'string' ? updatedAt : null;
        if (merged.conflicts.length) {
          ctx.store.markConflict(entry.seq, theirs, merged.conflicts);
          return 'conflict';
        }
        body = merged.body;
      }
    }
    const sentAt = new Date(now()).toISOString();
    ctx.markedUnsent.delete(entry.seq);
    // Kept before the request leaves: after a crash only a patch that really went out can have
    // landed, so only its record may make a set-back value a question for the user.
    if (entry.op === 'patch' && sentAgainst === null) {
      await commits.sentAgainst.add([entry.seq, mergedAgainst ?? afterSend(ctx, sentAt)]);
      // Stopped or paused while the row was committed: the request must not leave now.
      if (ctx.retry.signal?.aborted) throw ctx.retry.signal.reason;
    }
    try {
      summary.requests++;
      return (await ctx.client.send(request.method, request.path, schema, { body })).data;
    } catch (error) {
      const delay = retryDelay(error, ctx.retry, attempt, ctx.random);
      if (delay === null) throw error;
      // A dropped connection or a server error may come after the server stored it.
      if (!(error instanceof ApiError && error.kind === 'rate-limited'))
        sentAgainst ??= mergedAgainst ?? afterSend(ctx, sentAt);
      await sleep(delay, ctx.retry.signal);
    }
  }
}

/**
 * The record was archived on the server after the user's edit was made (a deal's or project's
 * archivedAt after the edit's time, moved to server time): sending it would change an archived
 * record behind the office's back. An edit that itself archives or brings back is no conflict.
 */
function archivedSinceEdit(ctx: SyncContext, entry: OutboxEntry, theirs: unknown): boolean {
  if (entry.resource !== 'deals' && entry.resource !== 'projects') return false;
  if (entry.resource === 'deals' && 'archived' in entry.body) return false;
  if (entry.resource === 'projects' && 'status' in entry.body) return false;
  const archivedAt = (theirs as { archivedAt?: unknown }).archivedAt;
  if (typeof archivedAt !== 'string') return false;
  const editAt = Date.parse(entry.createdAt) + (ctx.serverClockOffsetMs ?? 0);
  return Date.parse(archivedAt) > editAt;
}

/**
 * An edit sent before whose answer never came (a dropped connection, a crash): the server may
 * have stored it, and when its copy changed after that send and holds the value the edit started
 * from again, someone set it back, on purpose (the office reverts the device's deal value; the
 * restarted device must not overwrite that). Each such key is a conflict for the
 * user. When the first send never arrived and the office changed something else since, the user
 * is asked once too much; never is a revert overwritten silently.
 */
function setBackSince(entry: OutboxEntry, theirs: unknown, sentAgainst: string): MergeConflict[] {
  const updatedAt = (theirs as { updatedAt?: unknown }).updatedAt;
  if (!entry.base || typeof updatedAt !== 'string' || !(updatedAt > sentAgainst)) return [];
  const found: MergeConflict[] = [];
  for (const key of patchKeys(entry.resource, entry.body)) {
    const theirsValue = currentValue(entry.resource, theirs, key);
    let mine = entry.body[key];
    if (entry.resource === 'contacts' && key === 'fields' && isPlainObject(mine))
      mine = withoutNulls(mine);
    setBack(entry.base[key], mine, theirsValue, [key], found);
  }
  return found;
}

/**
 * Per patch about to be sent, the server copy's updatedAt it goes out against: after a crash, a
 * copy newer than that was changed after the send, which may have landed. One row per patch (a
 * shared map rewritten per send cost a large push a fifth of its time), committed before the
 * request leaves, kept until the entry leaves the outbox (forgetEntryStates after each pass).
 */
const sentAgainstPrefix = 'push:sent-against:';
/** Where versions before the rows kept the same as one map: read for entries sent by them. */
const sentAgainstMapKey = 'push:sent-against';

const storedSentAgainst = (ctx: SyncContext, seq: number): string | undefined =>
  ctx.store.getSyncState<string>(sentAgainstPrefix + seq) ??
  ctx.store.getSyncState<Record<string, string>>(sentAgainstMapKey)?.[seq];

/**
 * A send's time in server time, rounded up (the Date header gives whole seconds): a copy
 * updated after it was changed after the send. Only where no server copy was known.
 */
function afterSend(ctx: SyncContext, sentAt: string): string {
  return new Date(Date.parse(sentAt) + (ctx.serverClockOffsetMs ?? 0) + 1_000).toISOString();
}

/** Down through plain objects: where mine differs from base and theirs equals base. */
function setBack(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  segments: string[],
  out: MergeConflict[],
): void {
  if (deepEqual(base, mine)) return;
  if (isPlainObject(base) && isPlainObject(mine) && isPlainObject(theirs)) {
    for (const key of new Set([...Object.keys(base), ...Object.keys(mine)]))
      setBack(base[key], mine[key], theirs[key], [...segments, key], out);
    return;
  }
  if (deepEqual(base, theirs)) out.push({ path: segments.join('.'), segments, base, mine, theirs });
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
): Promise<{ id: string } | 'conflict'> {
  const schema = answerSchemas[entry.resource] as z.ZodType<{ id: string }>;
  // Set when an earlier send (before a crash, or before a lost answer) may have reached it.
  let attemptedAt = entry.attemptedAt;
  let resendIsSafe: boolean | undefined;
  for (let attempt = 0; ; attempt++) {
    if (attemptedAt !== null) {
      resendIsSafe ??= (await honoursIdempotency(ctx, entry, request, now(), summary)) === true;
      if (!resendIsSafe) {
        const found = await findCreatedRecord(ctx, entry, attemptedAt, now(), summary);
        if (found && 'own' in found) return found.own;
        if (found) {
          ctx.store.markWaiting(entry.seq, 'maybeCreated', { candidate: found.candidate });
          return 'conflict';
        }
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

/**
 * After a PV plan's 404: whether its project is gone from the server. The project's plan list is
 * a documented read every server offers, so its 404 means no such project.
 */
async function pvPlanProjectGone(ctx: SyncContext, entry: OutboxEntry): Promise<boolean> {
  const projectId = entry.projectId ?? ctx.store.getPvPlan(entry.recordId)?.projectId;
  if (!projectId || isLocalId(projectId)) return false;
  try {
    await withRetry(() => ctx.client.listPvPlans(projectId), ctx.retry, ctx.random);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.kind === 'rejected' && error.status === 404;
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
