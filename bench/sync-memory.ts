/**
 * `npx tsx bench/sync-memory.ts BASE_URL API_KEY [worker|thread]`: what holds memory during a
 * first sync (the bench's peak RSS is this process's, taken after it: bench/client.ts). The
 * core syncs a new database from a running bench server in its worker thread, as the app runs
 * it (default), or in this thread (`thread`: then the heap figures are the core's own). Prints
 * the kernel's high-water mark of the process's resident memory, the figures at its highest
 * sample, and about 25 samples over the sync: RSS and this thread's V8 heap (used, reserved),
 * memory outside the heap (external). RSS less this thread's heap is the worker's heap, SQLite
 * and the code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCore } from '../src/main/core';
import { startCoreWorker } from './core-worker';

const [baseUrl, apiKey, where = 'worker'] = process.argv.slice(2) as string[];
if (!baseUrl || !apiKey) {
  process.stderr.write('npx tsx bench/sync-memory.ts BASE_URL API_KEY [worker|thread]\n');
  process.exit(2);
}
const folder = mkdtempSync(join(tmpdir(), 'ortstermin-sync-memory-'));
const dbPath = join(folder, 'workspace.sqlite');
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const started = performance.now();
let peak = process.memoryUsage();
const samples: string[] = [];
const timer = setInterval(() => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
  samples.push(
    `${((performance.now() - started) / 1000).toFixed(0)} s: RSS ${mb(now.rss)} MB, heap ` +
      `${mb(now.heapUsed)}/${mb(now.heapTotal)} MB, external ${mb(now.external)} MB`,
  );
}, 100);

if (where === 'thread') {
  const core = openCore({ dbPath, baseUrl, apiKey, pollIntervalMs: 3_600_000 });
  await core.engine.sync({ sweep: true });
  await core.close();
} else {
  const worker = await startCoreWorker(dbPath, baseUrl, apiKey);
  await worker.sync({ sweep: true });
  await worker.close();
}
clearInterval(timer);
rmSync(folder, { recursive: true, force: true });
process.stdout.write(
  `${where}: peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s; at the highest sample RSS ` +
    `${mb(peak.rss)} MB, heap ${mb(peak.heapUsed)}/${mb(peak.heapTotal)} MB, external ` +
    `${mb(peak.external)} MB\n`,
);
const every = Math.max(1, Math.floor(samples.length / 25));
process.stdout.write(samples.filter((_, i) => i % every === 0).join('\n') + '\n');
