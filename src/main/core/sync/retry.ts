import { ApiError } from '../api/errors';
import { backoffDelay, sleep, type BackoffPolicy } from './backoff';

export interface RetryPolicy extends BackoffPolicy {
  /** Attempts per request before the failure is handed to the scheduler (which backs off longer). */
  attempts: number;
  /** Upper bound for a server's Retry-After, so a bad header can't park sync for a day. */
  maxRetryAfterMs: number;
  /** Ends every wait at once (the engine stops or pauses); set by the engine per sync. */
  signal?: AbortSignal;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 500,
  maxMs: 15_000,
  attempts: 5,
  maxRetryAfterMs: 120_000,
};

/**
 * Runs one request with retries for the failures that are worth retrying (network, 5xx, 429).
 * Everything else is thrown at once: rejections and auth errors are the caller's decision.
 */
export async function withRetry<T>(
  request: () => Promise<T>,
  policy: RetryPolicy,
  random: () => number,
  onRetry?: (error: ApiError, delayMs: number) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      const delay = retryDelay(error, policy, attempt, random);
      if (delay === null) throw error;
      onRetry?.(error as ApiError, delay);
      await sleep(delay, policy.signal);
    }
  }
}

/**
 * How long to wait before attempt `attempt + 1` after `error` (Retry-After honoured, capped), or
 * null when it is not worth another attempt: not retryable, or the attempts are used up.
 */
export function retryDelay(
  error: unknown,
  policy: RetryPolicy,
  attempt: number,
  random: () => number,
): number | null {
  if (!(error instanceof ApiError) || !error.retryable || attempt + 1 >= policy.attempts)
    return null;
  return error.kind === 'rate-limited' && error.retryAfterMs !== null
    ? Math.min(error.retryAfterMs, policy.maxRetryAfterMs)
    : backoffDelay(policy, attempt, random);
}
