import type { Sql } from './sql';

/** What every part of the store shares: the database and the injectable clock and ids. */
export interface StoreContext {
  sql: Sql;
  /** ISO timestamp from the injected clock. */
  now(): string;
  /** A fresh uuid (crypto.randomUUID unless injected). */
  newId(): string;
}

export const localIdPrefix = 'local:';

/** Ids of records created on this device and not yet acknowledged by the server. */
export function isLocalId(id: string): boolean {
  return id.startsWith(localIdPrefix);
}
