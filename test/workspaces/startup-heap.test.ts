import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { collectStartupGarbage } from '../../src/main/worker/startup-heap';

/*
 * The host collects its startup garbage once, before the first sync, so V8 does not collect it
 * on the event loop during the sync (src/main/worker/startup-heap.ts, issue 14).
 */

describe("the host's startup garbage", () => {
  it('is collected once, and no context but the one asked gets a `gc` function', async () => {
    let garbage: { n: number; text: string }[] | null = [];
    for (let i = 0; i < 300_000; i++) garbage.push({ n: i, text: `record ${i}` });
    garbage = null;
    const before = getHeapStatistics().used_heap_size;

    expect(collectStartupGarbage()).toBe(true);
    const freedMb = (before - getHeapStatistics().used_heap_size) / 2 ** 20;
    expect(freedMb).toBeGreaterThan(10);
    expect(collectStartupGarbage()).toBe(false);

    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    const worker = new Worker(
      "require('node:worker_threads').parentPort.postMessage(typeof globalThis.gc)",
      { eval: true },
    );
    const seen = await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(seen).toBe('undefined');
  });
});
