/**
 * Measures the longest time the event loop could not run a timer: the "freeze" a user of the
 * window would feel if this were Electron's main process. Also, per late tick, how much of the
 * wait this thread spent running its own code (event-loop utilization): a block with ~0 ms busy
 * was the OS running other threads (here: the bench server and the core's worker on 2 cores),
 * not work of this thread.
 */
export interface EventLoopWatch {
  /** Longest lateness of a 5 ms timer (ms). */
  maxBlockMs: number;
  /** The 99th percentile of that lateness (ms): how the loop fares apart from its worst tick. */
  p99BlockMs: number;
  /** Longest stretch this thread itself was busy between two ticks (ms). */
  maxBusyMs: number;
  /** Share of the watched time this thread was busy (0..1). */
  utilization: number;
}

export function watchEventLoop(intervalMs = 5): { stop(): EventLoopWatch } {
  const started = performance.now();
  const first = performance.eventLoopUtilization();
  let previous = first;
  let last = started;
  let maxBlock = 0;
  let maxBusy = 0;
  const blocks: number[] = [];
  const timer = setInterval(() => {
    const now = performance.now();
    const utilization = performance.eventLoopUtilization();
    const busy = utilization.active - previous.active;
    previous = utilization;
    maxBusy = Math.max(maxBusy, busy);
    const block = now - last - intervalMs;
    blocks.push(block);
    if (block > maxBlock) {
      maxBlock = block;
      if (process.env.BENCH_TRACE_BLOCKS) {
        process.stderr.write(
          `block ${block.toFixed(1)} ms at ${(now - started).toFixed(0)} ms (busy ${busy.toFixed(1)} ms)\n`,
        );
      }
    }
    last = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return {
        maxBlockMs: Math.max(0, maxBlock),
        p99BlockMs: Math.max(0, percentile(blocks, 99)),
        maxBusyMs: maxBusy,
        utilization: performance.eventLoopUtilization(first).utilization,
      };
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
