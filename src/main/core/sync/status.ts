/** What the UI shows about sync (issue: scheduling and status). */
export type SyncState = 'idle' | 'syncing' | 'offline' | 'auth-error';

export interface SyncStatus {
  state: SyncState;
  /** Local time of the last sync that reached the server and finished (for display only). */
  lastSuccessAt: string | null;
  /** Writes waiting to be sent (queued or in flight). */
  pending: number;
  /** Writes the server refused; they wait for the user to edit and retry, or discard. */
  rejected: number;
  lastError: string | null;
  /** When the scheduler will try again after a failure (local time), if it is waiting. */
  nextAttemptAt: string | null;
}

export interface SyncSummary {
  pushed: number;
  rejected: number;
  received: Record<string, number>;
  changed: Record<string, number>;
  requests: number;
  unstable: string[];
  durationMs: number;
}
