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
 * was 5.3–9.0 ms and its 99th percentile fell from 3.6–3.9 to 2.2–2.6 ms, the sync as fast.
 *
 * The request is made by a small addon of ours (native/thread-slice, built by `npm install`),
 * for the calling thread only: threads it starts later (the core worker) get the default slice.
 * Elsewhere (macOS, Windows, older kernels, an addon that was not built or does not load) the app
 * runs as before.
 */

/** The kernel's minimum slice for a fair-scheduled thread (sched_setattr(2)). */
const hostThreadSliceNs = 100_000;

/** Where `npm install` builds the addon, from the app's root (the repository; Electron's app path). */
export const threadSliceAddon = join(
  'native',
  'thread-slice',
  'build',
  'Release',
  'thread_slice.node',
);

interface ThreadSliceAddon {
  /** What became of the request, as the kernel reports it back (thread_slice.c). */
  requestSlice(nanoseconds: number): 'favoured' | 'ignored' | 'refused' | 'unsupported';
}

export type HostThreadOutcome =
  /** The thread has the short slice. */
  | 'favoured'
  /** The kernel keeps no slice for fair-scheduled threads (Linux before 6.12). */
  | 'ignored'
  /** The thread runs under another policy, set on purpose, or the kernel said no. */
  | 'refused'
  /** Not Linux: its schedulers have no such request. */
  | 'not-linux'
  /** The addon was not built (no C compiler at `npm install`). */
  | 'no-addon'
  /** The addon is there but would not load (built for another system or architecture). */
  | 'unloadable';

/**
 * Asks the kernel to let the calling thread (the host's) run at once when it wakes. Never throws:
 * whatever the outcome, the app runs on; the caller may say so.
 */
export function favourHostThread(appRoot: string): HostThreadOutcome {
  if (process.platform !== 'linux') return 'not-linux';
  const path = join(appRoot, threadSliceAddon);
  if (!existsSync(path)) return 'no-addon';
  let addon: ThreadSliceAddon;
  try {
    addon = createRequire(import.meta.url)(path) as ThreadSliceAddon;
  } catch {
    return 'unloadable';
  }
  const outcome = addon.requestSlice(hostThreadSliceNs);
  return outcome === 'unsupported' ? 'not-linux' : outcome;
}

/** A line for the host's console when the host thread runs without the short slice on Linux. */
export function hostThreadNote(outcome: HostThreadOutcome): string | null {
  switch (outcome) {
    case 'favoured':
    case 'not-linux':
      return null;
    case 'ignored':
      return 'This kernel keeps no time slice per thread (Linux 6.12+ does); running without it.';
    case 'refused':
      return 'The kernel refused the host thread a short time slice; running without it.';
    case 'no-addon':
      return 'native/thread-slice was not built (npm install builds it); running without it.';
    case 'unloadable':
      return 'native/thread-slice would not load (npm install rebuilds it); running without it.';
  }
}
