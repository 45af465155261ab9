import { EventEmitter } from 'node:events';
import type { WorkspaceClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { LocalStore } from '../store';
import { backoffDelay, type BackoffPolicy } from './backoff';
import type { StoreChange } from '../store';
import type { SyncContext } from './context';
import { describeFailure, retryReason } from './failure';
import { lastSweepAt, pullPass, type PullSummary } from './pull';
import { pushPass } from './push';
import { defaultRetryPolicy, type RetryPolicy } from './retry';
import type { SyncStatus, SyncSummary } from './status';

export interface SyncEngineOptions {
  store: LocalStore;
  client: WorkspaceClient;
  /** Poll for server changes this often while online. */
  pollIntervalMs?: number;
  /** Push this soon after a local write (collects a burst of keystrokes into one push). */
  pushDelayMs?: number;
  /** Re-read every project's modules and PV plans this often (see pullPass). */
  sweepIntervalMs?: number;
  /** Scan every list from the beginning this often (pullPass; default a day). */
  fullCheckIntervalMs?: number;
  /** Backoff of the scheduler between failed syncs while offline. */
  offlineBackoff?: BackoffPolicy;
  retry?: RetryPolicy;
  concurrency?: number;
  random?: () => number;
  now?: () => number;
}

export type ChangeEvent = StoreChange;

export interface SyncOptions {
  /** False: push only. */
  pull?: boolean;
  /** Re-read every project's modules and PV plans (default: when the sweep interval is over). */
  sweep?: boolean;
}

interface WaitingPass {
  options: SyncOptions;
  pass: Promise<SyncSummary>;
}

/** The options of one pass for two callers: a sweep if either asked, a pull unless both refused. */
function mergeSyncOptions(a: SyncOptions, b: SyncOptions): SyncOptions {
  const sweep = a.sweep === true || b.sweep === true ? true : (a.sweep ?? b.sweep);
  return { pull: a.pull === false && b.pull === false ? false : undefined, sweep };
}

const lastSuccessKey = 'lastSuccessAt';

export interface SyncEngineEvents {
  status: [SyncStatus];
  changes: [ChangeEvent];
}

/**
 * Runs push and pull passes and decides when: soon after a local write, on an interval, and with
 * growing pauses while the server can't be reached. Auth errors stop it until the key changes.
 */
export class SyncEngine extends EventEmitter<SyncEngineEvents> {
  private readonly ctx: SyncContext;
  private readonly options: Required<Omit<SyncEngineOptions, 'store' | 'client'>>;
  private statusValue: Omit<SyncStatus, 'dataLoss'>;
  private running: Promise<SyncSummary> | null = null;
  /** The pass queued behind the running one by `syncNow`. */
  private waiting: WaitingPass | null = null;
  /** How often the engine was stopped: a pass queued before a stop does not start after it. */
  private stops = 0;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private failures = 0;
  private paused = false;
  /** Aborted when the engine stops or pauses: ends backoff waits and requests under way. */
  private halt = new AbortController();

  constructor(options: SyncEngineOptions) {
    super();
    this.options = {
      pollIntervalMs: options.pollIntervalMs ?? 60_000,
      pushDelayMs: options.pushDelayMs ?? 300,
      sweepIntervalMs: options.sweepIntervalMs ?? 15 * 60_000,
      fullCheckIntervalMs: options.fullCheckIntervalMs ?? 24 * 60 * 60_000,
      offlineBackoff: options.offlineBackoff ?? { baseMs: 2_000, maxMs: 5 * 60_000 },
      retry: options.retry ?? defaultRetryPolicy,
      concurrency: options.concurrency ?? 6,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
    };
    this.ctx = {
      store: options.store,
      client: options.client,
      retry: this.options.retry,
      random: this.options.random,
      concurrency: this.options.concurrency,
      ownWrites: new Map(),
      markedUnsent: new Set(),
      serverClockOffsetMs: null,
      now: this.options.now,
    };
    // The store's change feed is the one source of change events (DESIGN.md decision 10).
    options.store.onChange((change) => this.emit('changes', change));
    this.statusValue = {
      state: 'idle',
      lastSuccessAt: options.store.getSyncState<string>(lastSuccessKey) ?? null,
      lastError: null,
      nextAttemptAt: null,
      ...this.counts(),
    };
  }

  get status(): SyncStatus {
    return { ...this.statusValue, ...this.counts(), dataLoss: this.ctx.store.dataLoss() };
  }

  /**
   * One full sync: pull, then push, then (when writes went out) pull what they made. Concurrent
   * callers share the sync in progress: the scheduler's passes, for which any pass is as good.
   * Throws the failure (ApiError or other) after updating the status.
   */
  sync(options: SyncOptions = {}): Promise<SyncSummary> {
    if (this.running) return this.running;
    if (this.paused) return Promise.resolve(emptySummary());
    this.running = this.runSync(options).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * A sync that begins after this call, for whoever asks for the server's state as it is now
   * (the user's "Sync now", a retried write, the command line): a pass under way may have read
   * the lists before the latest server change, so the caller waits for it and then for one more.
   * At most one pass waits behind the running one; calls meanwhile share it (a sweep if any of
   * them asked for one). Stopping the engine drops the waiting pass: its callers get the reason.
   */
  syncNow(options: SyncOptions = {}): Promise<SyncSummary> {
    const running = this.running;
    if (!running) return this.sync(options);
    if (this.waiting) {
      this.waiting.options = mergeSyncOptions(this.waiting.options, options);
      return this.waiting.pass;
    }
    const stops = this.stops;
    const waiting: WaitingPass = {
      options,
      pass: running
        .catch(() => undefined)
        .then(() => {
          this.waiting = null;
          if (stops !== this.stops) throw new ApiError('network', 'sync was stopped');
          return this.sync(waiting.options);
        }),
    };
    this.waiting = waiting;
    return waiting.pass;
  }

  /** Starts the scheduler: a sync now, then polling. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stops++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.interrupt();
    await this.running?.catch(() => undefined);
  }

  /** Ends the running sync's waits and requests at once; its writes stay queued. */
  private interrupt(): void {
    this.halt.abort(new ApiError('network', 'sync was stopped'));
    this.halt = new AbortController();
    this.ctx.client.abortAll();
  }

  /** Call after every local write: pushes soon, unless sync waits for a key or is paused. */
  notifyLocalWrite(): void {
    this.setStatus({});
    if (
      this.started &&
      !this.paused &&
      this.statusValue.state !== 'auth-error' &&
      this.statusValue.state !== 'offline'
    ) {
      this.schedule(this.options.pushDelayMs);
    }
  }

  /**
   * Working offline on purpose: no request leaves while paused (requests under way are aborted;
   * their writes stay queued). Resuming syncs at once.
   */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.interrupt();
      this.setStatus({ state: 'paused', nextAttemptAt: null });
    } else {
      this.failures = 0;
      this.setStatus({ state: 'idle', lastError: null, nextAttemptAt: null });
      if (this.started) this.schedule(0);
    }
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** A new key ends the auth-error pause and syncs at once. */
  setApiKey(apiKey: string): void {
    this.ctx.client.setApiKey(apiKey);
    this.failures = 0;
    this.setStatus({ state: 'idle', lastError: null, nextAttemptAt: null });
    if (this.started) this.schedule(0);
  }

  private async runSync(options: SyncOptions): Promise<SyncSummary> {
    const started = performance.now();
    const now = this.options.now;
    this.ctx.retry = { ...this.options.retry, signal: this.halt.signal };
    this.ctx.ownWrites.clear();
    this.setStatus({ state: 'syncing' });
    try {
      // Pull first: a patch is merged onto the server's copy, and where the server can't read a
      // single record (strict interface) the freshest copy is the one just pulled. A pull that
      // fails for a reason other than the network or the key still lets the writes go out.
      const sweep =
        options.sweep ?? now() - lastSweepAt(this.ctx.store) >= this.options.sweepIntervalMs;
      let pulled: PullSummary = { received: {}, changed: {}, requests: 0, unstable: [] };
      let pullFailure: unknown = null;
      if (options.pull !== false) {
        try {
          pulled = await pullPass(this.ctx, {
            sweep,
            now: now(),
            fullCheckIntervalMs: this.options.fullCheckIntervalMs,
          });
        } catch (error) {
          if (error instanceof ApiError && (error.kind === 'auth' || error.retryable)) throw error;
          pullFailure = error;
        }
      }
      const pushed = await pushPass(this.ctx, now);
      if (pullFailure) throw pullFailure;
      if (pushed.pushed > 0 && options.pull !== false) {
        // What the writes made on the server (ids of a new project's modules, server-set fields)
        // comes back now rather than at the next poll.
        const after = await pullPass(this.ctx, {
          sweep: false,
          now: now(),
          fullCheckIntervalMs: this.options.fullCheckIntervalMs,
        });
        pulled = mergePullSummaries(pulled, after);
      }
      this.failures = 0;
      const lastSuccessAt = new Date(now()).toISOString();
      this.ctx.store.setSyncState(lastSuccessKey, lastSuccessAt);
      this.setStatus({ state: 'idle', lastSuccessAt, lastError: null, nextAttemptAt: null });
      return {
        pushed: pushed.pushed,
        rejected: pushed.rejected,
        conflicts: pushed.conflicts,
        received: pulled.received,
        changed: pulled.changed,
        requests: pushed.requests + pulled.requests,
        unstable: pulled.unstable,
        durationMs: performance.now() - started,
      };
    } catch (error) {
      const auth = error instanceof ApiError && error.kind === 'auth';
      this.setStatus({
        state: this.paused ? 'paused' : auth ? 'auth-error' : 'offline',
        lastError: this.paused ? null : retryReason(error),
      });
      this.retryLater(auth);
      throw error;
    }
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    if (this.paused) return;
    try {
      await this.sync();
      // A write made while that sync ran (after its push) goes out now, not at the next poll.
      const waiting = this.ctx.store.nextPushable(1).length > 0;
      this.schedule(waiting ? this.options.pushDelayMs : this.options.pollIntervalMs);
    } catch {
      // The failed sync scheduled its retry (retryLater).
    }
  }

  /**
   * After a failed sync, whoever started it (the scheduler or "Sync now"): the next attempt with
   * growing pauses, said in the status. Auth errors wait for a new key; a pause for the user.
   */
  private retryLater(auth: boolean): void {
    if (auth || this.paused || !this.started) return;
    const delay = backoffDelay(this.options.offlineBackoff, this.failures++, this.options.random);
    this.setStatus({ nextAttemptAt: new Date(this.options.now() + delay).toISOString() });
    this.schedule(delay);
  }

  private counts(): Pick<SyncStatus, 'pending' | 'rejected' | 'conflicts'> {
    const counts = this.ctx.store.pendingCounts();
    return {
      pending: counts.queued + counts.inFlight,
      rejected: counts.rejected,
      conflicts: counts.conflicts,
    };
  }

  /** The user has read that a crash cost committed work: the status stops saying it. */
  dismissDataLoss(): void {
    this.ctx.store.dismissDataLoss();
    this.setStatus({});
  }

  private setStatus(patch: Partial<Omit<SyncStatus, 'dataLoss'>>): void {
    this.statusValue = { ...this.statusValue, ...patch, ...this.counts() };
    this.emit('status', this.status);
  }
}

export { describeFailure };

function mergePullSummaries(a: PullSummary, b: PullSummary): PullSummary {
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    received: add(a.received, b.received),
    changed: add(a.changed, b.changed),
    requests: a.requests + b.requests,
    unstable: [...new Set([...a.unstable, ...b.unstable])],
  };
}

function emptySummary(): SyncSummary {
  return {
    pushed: 0,
    rejected: 0,
    conflicts: 0,
    received: {},
    changed: {},
    requests: 0,
    unstable: [],
    durationMs: 0,
  };
}
