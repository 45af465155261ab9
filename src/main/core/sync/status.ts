import type { DataLossNotice } from '../store';
import type { FailureReason } from './failure';

/** What the UI shows about sync. `paused`: the user works offline on purpose. */
export type SyncState = 'idle' | 'syncing' | 'offline' | 'auth-error' | 'paused';

export interface SyncStatus {
  state: SyncState;
  /** When the last sync that reached the server finished (kept across restarts). */
  lastSuccessAt: string | null;
  /** Writes waiting to be sent (queued or in flight). */
  pending: number;
  /** Writes the server refused; they wait for the user to edit and retry, or discard. */
  rejected: number;
  /** Edits whose keys were changed on the server meanwhile; they wait for the user's choice. */
  conflicts: number;
  /** Why the last sync failed, as a code the renderer words (failure.ts). */
  lastError: FailureReason | null;
  /** When the scheduler will try again after a failure (local time), if it is waiting. */
  nextAttemptAt: string | null;
  /** Committed work a crash damaged and recovery dropped, until the user has read it. */
  dataLoss: DataLossNotice | null;
}

export interface SyncSummary {
  pushed: number;
  rejected: number;
  conflicts: number;
  received: Record<string, number>;
  changed: Record<string, number>;
  requests: number;
  unstable: string[];
  durationMs: number;
}
