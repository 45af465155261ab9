import type { SyncStatusView } from '../../../shared/ipc/contract';

/**
 * What the bar says, most urgent first. A refused write or a conflict is never hidden behind a
 * plain "Synchronisiert": the bar names it until the user has dealt with it.
 */
export function displayState(status: SyncStatusView) {
  if (status.state !== 'idle') return status.state;
  if (status.conflicts > 0) return 'conflict';
  if (status.rejected > 0) return 'rejected';
  if (status.pending > 0) return 'pending';
  return 'idle';
}
