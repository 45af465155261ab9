import { randomBytes } from 'node:crypto';

export interface Clock {
  /**
   * Server time as ISO 8601 with ms; later than the previous call, so every change moves
   * updatedAt, unless the clock was stepped back (see systemClock).
   */
  now(): string;
  /** The same clock in ms, unadjusted (the Date header). */
  nowMs(): number;
}

/** A step back larger than this is followed, as a real server's clock is after a correction. */
const followedStepMs = 1000;

/**
 * The server's clock: the system clock plus `skewMs()` (0 unless the chaos clock-skew mode sets
 * it). Two changes in one millisecond still get distinct times; a step back (a clock corrected
 * by NTP, the next node of a cluster) is followed, so updatedAt values below earlier ones occur
 * as they do on real servers.
 */
export function systemClock(skewMs: () => number = () => 0): Clock {
  let last = 0;
  const nowMs = () => Date.now() + skewMs();
  return {
    now() {
      const at = nowMs();
      last = at < last - followedStepMs ? at : Math.max(at, last + 1);
      return new Date(last).toISOString();
    },
    nowMs,
  };
}

/** Server-assigned id, e.g. `con_Xr3…`: a short type prefix and 72 random bits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}
