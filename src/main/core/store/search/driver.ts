import type { LocalStore } from '..';

/** What the driver needs of the sync engine (sync/engine.ts). */
export interface SyncStatusSource {
  readonly status: { state: string; lastSuccessAt: string | null };
  on(
    event: 'status',
    listener: (status: { state: string; lastSuccessAt: string | null }) => void,
  ): unknown;
  off(
    event: 'status',
    listener: (status: { state: string; lastSuccessAt: string | null }) => void,
  ): unknown;
}

/** Records per build step: one transaction of about 15 ms at default scale. */
const stepSize = 1000;

/**
 * Keeps the search indexes built around the engine's syncs (search/search-index.ts): the first
 * sync of a store that never synced suspends them (the bulk build is far cheaper than indexing
 * each pulled record and its related rows), and whenever no sync runs, the incomplete indexes
 * are built in steps, one per turn of the event loop, so reads and writes go on in between.
 * Returns the function that stops it.
 */
export function keepSearchIndexesBuilt(store: LocalStore, engine: SyncStatusSource): () => void {
  let scheduled: NodeJS.Immediate | null = null;
  let stopped = false;
  const step = () => {
    scheduled = null;
    if (stopped || engine.status.state === 'syncing') return;
    if (!store.searchIndexes.buildStep(stepSize)) scheduled = setImmediate(step);
  };
  const onStatus = (status: { state: string; lastSuccessAt: string | null }) => {
    if (status.state === 'syncing') {
      if (status.lastSuccessAt === null && store.searchIndexes.kept())
        store.searchIndexes.suspend();
    } else if (!scheduled && !store.searchIndexes.complete()) {
      scheduled = setImmediate(step);
    }
  };
  engine.on('status', onStatus);
  onStatus(engine.status);
  return () => {
    stopped = true;
    if (scheduled) clearImmediate(scheduled);
    engine.off('status', onStatus);
  };
}
