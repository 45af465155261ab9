/**
 * npx tsx bench/host-blocks.ts [SCALE]   (default: default)
 * The host's event loop during an initial sync, back to back under the same machine load: the
 * core in this thread and in its worker thread (as the app runs it). Prints
 * the longest block and the 99th percentile of the 5 ms timer's lateness, per way, as JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCore } from '../src/main/core';
import { CoreWorkerHost } from '../src/main/worker/host';
import { startBenchServer } from './child';
import { percentile } from './event-loop';

const scale = process.argv[2] ?? 'default';
const apiKey = 'bench-key';

/** Every lateness of a 5 ms interval timer while `run` runs. */
async function lateness(run: () => Promise<unknown>) {
  const samples: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    samples.push(Math.max(0, now - last - 5));
    last = now;
  }, 5);
  const started = performance.now();
  await run();
  clearInterval(timer);
  return {
    seconds: +((performance.now() - started) / 1000).toFixed(2),
    maxBlockMs: +Math.max(...samples).toFixed(1),
    p99BlockMs: +percentile(samples, 99).toFixed(1),
  };
}

const server = await startBenchServer(scale, apiKey);
const work = mkdtempSync(join(tmpdir(), 'ortstermin-blocks-'));
try {
  const core = openCore({ dbPath: join(work, 'main.sqlite'), baseUrl: server.url, apiKey });
  const mainThread = await lateness(() => core.engine.sync({ sweep: true }));
  await core.close();
  const worker = new CoreWorkerHost({
    dbPath: join(work, 'worker.sqlite'),
    baseUrl: server.url,
    apiKey,
    pollIntervalMs: 3_600_000,
    paused: false,
    start: false,
  });
  await worker.start();
  const inWorker = await lateness(() => worker.sync({ sweep: true }));
  await worker.close();
  process.stdout.write(JSON.stringify({ scale, mainThread, inWorker }) + '\n');
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
