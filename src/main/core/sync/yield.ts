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
 * arrives meanwhile waits for this many, about 2-3 ms on a quiet machine at default scale.
 */
export const recordsPerWrite = 100;
