import type { PulledResource } from '../store/pull';
import type { SyncContext } from './context';
import { recordsPerWrite, yieldToWaitingCalls } from './yield';

/**
 * Server answers of the per-project phase (a project's modules, a full PV plan) applied together.
 * A first sync gets 10,000+ small answers; one commit per answer cost more than their rows
 * (bench/README.md). Answers wait in memory only until the batch fills or the phase ends; an
 * answer lost to a crash before its flush is server data and is simply read again.
 */
export class ApplyBatch {
  private pending: { resource: PulledResource; records: readonly unknown[] }[] = [];
  private waiting = 0;

  constructor(
    private readonly ctx: SyncContext,
    /** Told which records each flushed answer changed, after its commit. */
    private readonly onApplied: (resource: PulledResource, changedIds: string[]) => void,
  ) {}

  async add(resource: PulledResource, records: readonly unknown[]): Promise<void> {
    this.pending.push({ resource, records });
    // An empty answer still counts: it is a project whose contents were read.
    this.waiting += Math.max(1, records.length);
    if (this.waiting < recordsPerWrite) return;
    // The user's calls that arrived meanwhile first; another lane may flush in between.
    await yieldToWaitingCalls();
    this.flush();
  }

  /** Commits every waiting answer in one transaction, then reports each. */
  flush(): void {
    if (!this.pending.length) return;
    const answers = this.pending;
    this.pending = [];
    this.waiting = 0;
    const { store } = this.ctx;
    const results = store.transaction(() =>
      answers.map(
        ({ resource, records }) => store.applyServerRecords(resource, records).changedIds,
      ),
    );
    answers.forEach(({ resource }, i) => this.onApplied(resource, results[i]!));
  }
}
