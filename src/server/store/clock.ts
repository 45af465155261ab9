import { randomBytes } from 'node:crypto';

export interface Clock {
  /** Server time as ISO 8601 with ms; strictly later than the previous call, so every change moves updatedAt. */
  now(): string;
}

export function systemClock(): Clock {
  let last = 0;
  return {
    now() {
      last = Math.max(Date.now(), last + 1);
      return new Date(last).toISOString();
    },
  };
}

/** Server-assigned id, e.g. `con_Xr3…`: a short type prefix and 72 random bits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}
