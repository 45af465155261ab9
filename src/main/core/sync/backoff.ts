/** Exponential backoff with full jitter, capped (AWS architecture blog's "full jitter"). */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export function backoffDelay(policy: BackoffPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt));
  // Never less than half the ceiling: a burst of clients still spreads, but nobody hammers.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Waits `ms`; when `signal` aborts (sync stopped or paused), rejects at once with its reason so
 * that nothing waits out a backoff after the user went offline or switched workspace.
 */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
