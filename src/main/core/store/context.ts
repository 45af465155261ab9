import type { ChangeFeed } from './change-feed';
import type { Sql } from './sql';

/** What every part of the store shares: the database and the injectable clock and ids. */
export interface StoreContext {
  sql: Sql;
  /** ISO timestamp from the injected clock. */
  now(): string;
  /** A fresh uuid (crypto.randomUUID unless injected). */
  newId(): string;
  /**
   * Outbox entries this process is sending right now. Held in memory on purpose: an entry is in
   * flight only while this process holds it, so a crash, or a failure to record the answer,
   * leaves it queued and nothing waits for a restart.
   */
  inFlight: Set<number>;
  /** Collects what each transaction changed and tells the listeners after it committed. */
  changes: ChangeFeed;
}

export const localIdPrefix = 'local:';

/** Ids of records created on this device and not yet acknowledged by the server. */
export function isLocalId(id: string): boolean {
  return id.startsWith(localIdPrefix);
}
