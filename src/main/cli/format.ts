import type { SyncStatusView } from '../../shared/ipc/contract';
import type { OutboxEntry } from '../core/store';
import type { SyncSummary } from '../core/sync/status';

export function formatSummary(summary: SyncSummary): string {
  const lines = [
    `Synced in ${(summary.durationMs / 1000).toFixed(2)} s with ${summary.requests} requests.`,
  ];
  lines.push(`Pushed ${summary.pushed} write(s), ${summary.rejected} rejected.`);
  for (const [resource, received] of Object.entries(summary.received)) {
    lines.push(
      `  ${resource.padEnd(11)} ${String(received).padStart(7)} received, ${summary.changed[resource] ?? 0} changed`,
    );
  }
  if (summary.unstable.length) {
    lines.push(`Still changing on the server, picked up next time: ${summary.unstable.join(', ')}`);
  }
  return lines.join('\n') + '\n';
}

export function formatOutbox(entries: OutboxEntry[]): string {
  if (entries.length === 0) return 'The outbox is empty: every local write is on the server.\n';
  return (
    entries
      .map((e) => {
        const head = `#${e.seq} ${e.state.padEnd(9)} ${e.resource} ${e.op} ${e.recordId}`;
        const why =
          e.state === 'rejected' && e.rejection
            ? `\n    refused: ${e.rejection.message}`
            : e.state === 'conflict' && e.conflict
              ? `\n    conflict (changed on the server too): ${e.conflict.fields.map((f) => f.path).join(', ')}`
              : e.lastError
                ? `\n    last error: ${e.lastError.code} ${e.lastError.params.detail ?? ''}`
                : '';
        return head + why;
      })
      .join('\n') + '\n'
  );
}

/** One line of `sync --watch`: when, the state, the counts and why the last sync failed. */
export function formatStatus(status: SyncStatusView): string {
  const error = status.lastError
    ? `: ${status.lastError.code} ${status.lastError.params.detail ?? ''}`
    : '';
  return (
    `${new Date().toISOString()} ${status.state}` +
    ` (pending ${status.pending}, rejected ${status.rejected})${error}\n`
  );
}
