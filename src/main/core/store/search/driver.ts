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

/** Contacts per build step: one transaction of about 15 ms at default scale. */
const stepSize = 1000;

/**
 * Keeps the contact search index built around the engine's syncs (search/contact-index.ts):
 * the first sync of a store that never synced suspends it (the bulk build is far cheaper than
 * indexing each pulled contact and building), and whenever no sync runs, an incomplete index is
 * built in steps, one per turn of the event loop, so reads and writes go on in between.
 * Returns the function that stops it.
 */
export function keepContactSearchBuilt(store: LocalStore, engine: SyncStatusSource): () => void {
  let scheduled: NodeJS.Immediate | null = null;
  let stopped = false;
  const step = () => {
    scheduled = null;
    if (stopped || engine.status.state === 'syncing') return;
    if (!store.contactSearch.buildStep(stepSize)) scheduled = setImmediate(step);
  };
  const onStatus = (status: { state: string; lastSuccessAt: string | null }) => {
    if (status.state === 'syncing') {
      if (status.lastSuccessAt === null && store.contactSearch.state().builtUpto !== null)
        store.contactSearch.suspend();
    } else if (!scheduled && !store.contactSearch.state().complete) {
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
