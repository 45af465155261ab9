import type { WorkspaceClient } from '../api/client';
import type { LocalStore } from '../store';
import type { RetryPolicy } from './retry';

export interface SyncContext {
  store: LocalStore;
  client: WorkspaceClient;
  /** Replaced by the engine per sync, with the signal that ends its waits. */
  retry: RetryPolicy;
  random: () => number;
  /** How many independent requests may be in flight at once (per-project reads, pushes). */
  concurrency: number;
  /**
   * Records this sync's pushes wrote: id → the updatedAt the server answered. A scan that meets
   * exactly that version knows it was written before the scan began (it was acknowledged), so it
   * is no concurrent change to repeat the scan for (scan.ts).
   */
  ownWrites: Map<string, string>;
  /**
   * Server time less device time (ms), from the last list answer's Date header; null until one
   * came. A lost create is looked for from its attempt in server time (reconcile.ts).
   */
  serverClockOffsetMs: number | null;
  /**
   * Patches this process marked as attempted (a push batch's one commit) and has not sent yet:
   * their attemptedAt says "may have been sent", but this process knows they were not.
   */
  markedUnsent: Set<number>;
  /** Device time (the engine's clock). */
  now: () => number;
}

/** Runs `work` over `items` with at most `limit` promises in flight; stops at the first failure. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
