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

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
