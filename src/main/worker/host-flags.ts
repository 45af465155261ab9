/*
 * The V8 and Node flags of a Node process that hosts the core's worker and serves a window
 * (browser mode's host: `npm start`, `npm run dev`; the benchmark's stand-ins for it). They can
 * only be given when the process starts, so they live in the scripts' command lines; a test
 * keeps the scripts and this list together (test/workspaces/host-flags.test.ts). Measured in
 * bench/README.md (issue 14, third and fourth rounds): the host's event loop must not stall
 * longer than 10 ms during a first sync at large scale.
 *
 * - `--no-memory-reducer`: V8's memory reducer shrinks the heap once the host looks idle, which
 *   is during the sync: a compacting mark-compact of 16–20 ms on the host's thread. It cannot be
 *   turned off at run time. The host keeps a few tens of MB more committed heap instead.
 * - `--v8-pool-size=2`: V8's helper threads (Node's default is 4) run the garbage collection of
 *   every isolate in the process, the core worker's above all (a scavenge every ~70 ms, a
 *   concurrent marking every ~2 s of a sync). On this 2-core machine the kernel ran up to two of
 *   them for a full 4 ms tick each before the waking host, so the host's timer came 11–15 ms
 *   late. With two helpers it came at most 8.4–9.7 ms late in five runs, the sync as fast
 *   (40–42 s) and the memory the same (~260 MB); the full large bench gave 11.1 ms once. One
 *   helper did worse (7.5–16.0 ms): it marks alone, in longer stretches.
 *
 * Electron's main process builds its own V8 platform and takes V8 flags only on its command
 * line (`--js-flags`), which a packaged app does not get; there these two stay open.
 */
export const hostNodeFlags = ['--no-memory-reducer', '--v8-pool-size=2'] as const;
