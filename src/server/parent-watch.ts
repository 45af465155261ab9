/*
 * `npm run server` runs the server under npm and a shell. Stopping npm (SIGTERM to the process
 * npm started, as a terminal tab, an IDE or a test runner does) ends npm and the shell, not the
 * shell's child: the server was left behind, holding its port. A process whose parent is gone is
 * re-parented (to init or a subreaper), so its parent id changes: that is the sign to stop.
 */

export interface ParentWatchOptions {
  /** How often to look; the check is one system call. */
  intervalMs?: number;
  /** Reads the current parent id (process.ppid by default; a getter, read anew each time). */
  parentId?: () => number;
}

/** Calls `onGone` once when the parent process changes; returns a function that stops watching. */
export function watchParent(onGone: () => void, options: ParentWatchOptions = {}): () => void {
  const parentId = options.parentId ?? (() => process.ppid);
  const started = parentId();
  const timer = setInterval(() => {
    if (parentId() === started) return;
    clearInterval(timer);
    onGone();
  }, options.intervalMs ?? 500);
  // The watch alone never keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
