/**
 * `npx tsx bench/sync-memory.ts BASE_URL API_KEY [worker|thread]`: what holds memory during a
 * first sync (the bench's peak RSS is this process's, taken after it: bench/client.ts). The
 * core syncs a new database from a running bench server in its worker thread, as the app runs
 * it (default), or in this thread (`thread`: then the heap figures are the core's own). Prints
 * the kernel's high-water mark of the process's resident memory, the figures at its highest
 * sample, and about 25 samples over the sync: RSS and this thread's V8 heap (used, reserved),
 * memory outside the heap (external); on Linux the RSS's anonymous and file-backed parts. RSS
 * less this thread's heap is the worker's heap, SQLite and the code. The worker's heap over time:
 * run it as `node --trace-gc --import tsx bench/sync-memory.ts …` (V8 prints every collection of
 * every thread, each thread by its isolate's address; the core's is the one with the most).
 *
 * `BENCH_HEAP_SNAPSHOTS=DIR` (worker only): a heap snapshot of the worker every 15 s of the sync
 * (at most eight), written to DIR as
 * `worker-<s>s-<rss>MB.heapsnapshot` (Chrome DevTools reads them; `bench/heap-summary.ts` sums
 * one by kind of object). The worker stops while one is written, so the sync's time is not
 * comparable with a run without them.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Worker } from 'node:worker_threads';
import { Session } from 'node:inspector/promises';
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
/** Linux: the RSS's anonymous part (heaps, malloc) and file-backed part (code, mapped files). */
function rssParts(): string {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return ` (anonymous ${Math.round(kb('RssAnon') / 1024)}, files ${Math.round(kb('RssFile') / 1024)})`;
  } catch {
    return '';
  }
}
const started = performance.now();
let peak = process.memoryUsage();
const samples: string[] = [];
const timer = setInterval(() => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
  samples.push(
    `${((performance.now() - started) / 1000).toFixed(0)} s: RSS ${mb(now.rss)} MB${rssParts()}, heap ` +
      `${mb(now.heapUsed)}/${mb(now.heapTotal)} MB, external ${mb(now.external)} MB`,
  );
}, 100);

if (where === 'thread') {
  const core = openCore({ dbPath, baseUrl, apiKey, pollIntervalMs: 3_600_000 });
  const allocations = process.env.BENCH_ALLOC_PROFILE ? await sampleAllocations() : null;
  await core.engine.sync({ sweep: true });
  await allocations?.stop();
  await core.close();
} else {
  const worker = await startCoreWorker(dbPath, baseUrl, apiKey);
  const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
  const watcher = snapshots ? snapshotOnGrowth(worker, snapshots) : null;
  await worker.sync({ sweep: true });
  await watcher?.stop();
  await worker.close();
}

/**
 * `BENCH_ALLOC_PROFILE=1` (thread only): V8's sampling heap profiler over the sync, counting the
 * objects both collections freed too, so it sums what the sync allocated (not what it kept),
 * which does not depend on the machine's load. Prints the total and the functions that
 * allocated most themselves (one sample per 64 KiB).
 */
async function sampleAllocations(): Promise<{ stop(): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 65_536,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop() {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      session.disconnect();
      const byFunction = new Map<string, number>();
      let total = 0;
      const name = ({ functionName, url }: (typeof profile)['head']['callFrame']) =>
        `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '$1/')}`;
      // A built-in (no file: Map, keys, an iterator's next) is named with its caller.
      const visit = (node: (typeof profile)['head'], caller: string): void => {
        const self = node.selfSize;
        total += self;
        const where = node.callFrame.url
          ? name(node.callFrame)
          : `${name(node.callFrame)}in ${caller}`;
        byFunction.set(where, (byFunction.get(where) ?? 0) + self);
        for (const child of node.children) visit(child, name(node.callFrame));
      };
      visit(profile.head, '');
      const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15);
      process.stdout.write(
        `allocated over the sync: ${mb(total)} MB\n` +
          top.map(([where, bytes]) => `  ${mb(bytes)} MB ${where}`).join('\n') +
          '\n',
      );
    },
  };
}

/** Heap snapshots of the core's worker while it syncs (see above). */
function snapshotOnGrowth(host: object, dir: string): { stop(): Promise<void> } {
  mkdirSync(dir, { recursive: true });
  // The host keeps its Worker private; a tool may look.
  const worker = (host as unknown as { worker: Worker }).worker;
  let taken = 0;
  let writing: Promise<void> = Promise.resolve();
  const check = setInterval(() => {
    const rss = process.memoryUsage().rss;
    // Every 15 s (the RSS climbs within the first seconds, the sync lasts minutes under load).
    if (taken >= 8 || performance.now() - started < 15_000 * (taken + 1)) return;
    taken++;
    const at = ((performance.now() - started) / 1000).toFixed(0);
    const file = join(dir, `worker-${at}s-${mb(rss)}MB.heapsnapshot`);
    writing = writing.then(async () => {
      await pipeline(await worker.getHeapSnapshot(), createWriteStream(file));
      process.stderr.write(`[sync-memory] ${file}\n`);
    });
  }, 500);
  return {
    async stop() {
      clearInterval(check);
      await writing;
    },
  };
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
