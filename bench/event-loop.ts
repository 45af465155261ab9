/**
 * Measures the longest time the event loop could not run a timer: the "freeze" a user of the
 * window would feel if this were Electron's main process.
 */
export function watchEventLoop(intervalMs = 5): { stop(): number } {
  const started = performance.now();
  let last = started;
  let maxBlock = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const block = now - last - intervalMs;
    if (block > maxBlock) {
      maxBlock = block;
      if (process.env.BENCH_TRACE_BLOCKS) {
        process.stderr.write(`block ${block.toFixed(1)} ms at ${(now - started).toFixed(0)} ms\n`);
      }
    }
    last = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(0, maxBlock);
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
