/**
 * Lets the messages that wait go first: resolves after the event loop's next poll, in which the
 * worker takes the user's calls (a search, a save) that arrived meanwhile. The sync awaits it
 * before each write of pulled records, so a call waits for at most the write under way, not for
 * every page whose answer came in at the same time.
 */
export function yieldToWaitingCalls(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Records written in one transaction between two yields (a pulled page is 500): a call that
 * arrives meanwhile waits for this many, a few milliseconds on a quiet machine at default scale.
 * 100 kept a search during a first sync as quick but made the sync itself a third slower (a
 * commit per piece); 250 keeps both (bench/README.md, "A search during a first sync, per phase").
 */
export const recordsPerWrite = 250;
