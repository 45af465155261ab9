import { setFlagsFromString } from 'node:v8';
import { createContext, runInContext, type Context } from 'node:vm';
import { isMainThread } from 'node:worker_threads';

/*
 * Starting a host leaves its heap full of garbage: module sources, parse results, the setup's
 * objects. V8 collects it later, at a time of its choosing, and on the host's event loop: during
 * the first sync at large scale that was one scavenge of 15.8 ms (`--trace-gc`, bench/README.md,
 * issue 14), longer than the 10 ms the loop may stall. So the host collects it once, itself, when
 * nobody waits: while its first core worker boots (host.ts), after the host's modules are loaded
 * and before the first sync starts. That collection takes 17–21 ms in the benchmark's host, at
 * startup.
 *
 * V8 only offers a collection to code when `gc` is exposed; the flag set now exposes it in new
 * contexts only, so this one context gets it and the app's own global stays without it. The
 * context is kept: a context's disposal tells V8 there may be garbage to collect.
 *
 * The host's other stalls during a sync are turned off by its start flags (host-flags.ts).
 */

let collected = false;
/** The context that holds `gc`, kept for the process's life (see above: never disposed). */
let gcContext: Context | null = null;

/** One full collection of this host's startup garbage; once per process, main thread only. */
export function collectStartupGarbage(): boolean {
  if (collected || !isMainThread) return false;
  collected = true;
  setFlagsFromString('--expose-gc');
  gcContext = createContext();
  const gc = runInContext('gc', gcContext) as (() => void) | undefined;
  // Contexts made later (the core's worker among them) get no `gc`.
  setFlagsFromString('--no-expose-gc');
  if (typeof gc !== 'function') return false;
  gc();
  return true;
}
