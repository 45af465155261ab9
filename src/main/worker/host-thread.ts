import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/*
 * The host's thread routes the core worker's messages and answers the window: it wakes often and
 * runs briefly. During a first sync the two cores are busy with the worker, V8's helper threads
 * (the worker's garbage collection) and, in the benchmark, the server. Linux's fair scheduler
 * (EEVDF) let a running thread finish its tick (4 ms here) before the waking host, and up to two
 * of them in a row: the host's event loop stalled 7.7–11.8 ms at large scale (bench/README.md,
 * issue 14, fifth round).
 *
 * Since kernel 6.12 a thread may ask for a shorter time slice (sched_setattr, SCHED_OTHER), and a
 * waking thread with a shorter slice than the running one may take the core at once. It gets no
 * more CPU than before, only sooner. With 0.1 ms (the kernel's minimum) the host's longest stall
 * was 5.3–9.0 ms and its 99th percentile fell from 3.7–3.9 to 2.2–2.6 ms, the sync as fast.
 *
 * The request is made by a small addon of ours (native/thread-slice, built by `npm install`),
 * for the calling thread only: threads it starts later (the core worker) get the default slice.
 * Elsewhere (macOS, Windows, older kernels, an addon that was not built) the app runs as before.
 */

/** The kernel's minimum slice for a fair-scheduled thread (sched_setattr(2)). */
export const hostThreadSliceNs = 100_000;

/** Where `npm install` builds the addon, from the app's root (the repository; Electron's app path). */
export const threadSliceAddon = join(
  'native',
  'thread-slice',
  'build',
  'Release',
  'thread_slice.node',
);

interface ThreadSliceAddon {
  requestSlice(nanoseconds: number): boolean;
}

export type HostThreadOutcome =
  /** The kernel took the request (on kernels before 6.12 it takes it and ignores the slice). */
  | 'favoured'
  /** Not Linux: its schedulers have no such request. */
  | 'not-linux'
  /** The addon was not built (no C compiler at `npm install`). */
  | 'no-addon'
  /** The kernel refused it, or the thread runs under another policy, set on purpose. */
  | 'refused';

/** Asks the kernel to let the calling thread (the host's) run at once when it wakes. */
export function favourHostThread(appRoot: string): HostThreadOutcome {
  if (process.platform !== 'linux') return 'not-linux';
  const path = join(appRoot, threadSliceAddon);
  if (!existsSync(path)) return 'no-addon';
  const addon = createRequire(import.meta.url)(path) as ThreadSliceAddon;
  return addon.requestSlice(hostThreadSliceNs) ? 'favoured' : 'refused';
}
