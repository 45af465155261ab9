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

/**
 * Records per build step, one transaction. A call that arrives meanwhile waits for the step
 * under way: at default scale a step of 1,000 took 52-93 ms at load 7, this one 17-25 ms.
 */
const stepSize = 250;
/** Deals per step of the board's copy, for the same reason: 10-13 ms at load 7 (2,000: 21-41). */
const copyStepSize = 500;

/**
 * Keeps the search indexes built around the engine's syncs (search/search-index.ts): the first
 * sync of a store that never synced suspends them (the bulk build is far cheaper than indexing
 * each pulled record and its related rows), and whenever no sync runs, the incomplete indexes
 * are built in steps, one per turn of the event loop, so reads and writes go on in between;
 * then the board's copy of the deals is read the same way (deal-board-copy.ts). With
 * `startAfter`, no step runs before it resolves (the window's first reads go first).
 * Returns the function that stops it.
 */
export function keepSearchIndexesBuilt(
  store: LocalStore,
  engine: SyncStatusSource,
  startAfter?: Promise<unknown>,
): () => void {
  let scheduled: NodeJS.Immediate | null = null;
  let stopped = false;
  let holding = startAfter !== undefined;
  // Then the board's copy of the deals, so its search is quick by the time a user types.
  const step = () => {
    scheduled = null;
    if (stopped || !store.isOpen() || engine.status.state === 'syncing') return;
    const built = store.searchIndexes.complete()
      ? store.dealBoardCopy.buildStep(copyStepSize)
      : store.searchIndexes.buildStep(stepSize) && false;
    if (!built) scheduled = setImmediate(step);
  };
  const incomplete = () => !store.searchIndexes.complete() || !store.dealBoardCopy.complete();
  const onStatus = (status: { state: string; lastSuccessAt: string | null }) => {
    if (!store.isOpen()) return;
    if (status.state === 'syncing') {
      if (status.lastSuccessAt === null && store.searchIndexes.kept())
        store.searchIndexes.suspend();
    } else if (!holding && !scheduled && incomplete()) {
      scheduled = setImmediate(step);
    }
  };
  engine.on('status', onStatus);
  onStatus(engine.status);
  void startAfter?.then(() => {
    holding = false;
    if (!stopped) onStatus(engine.status);
  });
  return () => {
    stopped = true;
    if (scheduled) clearImmediate(scheduled);
    engine.off('status', onStatus);
  };
}
