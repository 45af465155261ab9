/**
 * `npx tsx bench/sync-search-trace.ts BASE_URL API_KEY SERVER_LOG [AFTER_MS]`: where
 * `ui.searchDuringSyncP95Ms` goes, per phase of the first sync (bench/ui.ts measures the figure).
 * Against a bench server started with `--log` (`node --import tsx src/server/cli.ts --port 47111
 * --seed bench:default --api-key bench-key --log > SERVER_LOG`): its log says which list the sync
 * was reading when (the server's request times, on this machine's clock).
 *
 * The app starts on a new data folder, adds the server's workspace and opens its page; while the
 * first sync runs (and AFTER_MS after it, default 15 s: the search indexes' build and the board's
 * copy run then), the page searches a contact that has arrived, as bench/ui.ts does, back to back.
 * Prints one JSON line per search (its start, ms, phase, the bridge calls it waited for) and then
 * a table per phase: searches, p50, p95, max, and the change events the window got meanwhile.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { ensureBuilt } from '../src/main/build/electron-build';
import { chromiumLaunchOptions } from '../test/support/chromium';
import { percentile } from './event-loop';
import { uiSelectors } from './ui-setup';

const [baseUrl, apiKey, serverLog, afterArg = '15000'] = process.argv.slice(2) as string[];
if (!baseUrl || !apiKey || !serverLog) {
  process.stderr.write(
    'npx tsx bench/sync-search-trace.ts BASE_URL API_KEY SERVER_LOG [AFTER_MS]\n',
  );
  process.exit(2);
}
const afterMs = Number(afterArg);
await ensureBuilt();

const dataDir = mkdtempSync(join(tmpdir(), 'ortstermin-sync-trace-'));
// BENCH_TRACE_RENDERER=DIR: another build of the renderer, to compare two versions.
const rendererDir = process.env.BENCH_TRACE_RENDERER || undefined;
const app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000, rendererDir });
/** What the window was told meanwhile: [Date.now(), resource, ids] per `changes` event. */
const feed: [number, string, number][] = [];
let syncEndedAt: number | null = null;
let syncStartedAt: number | null = null;
app.manager.subscribe((event, payload) => {
  // The demo workspace the app starts with syncs too: only the bench workspace's sync counts.
  if (event === 'workspace') syncStartedAt = syncEndedAt = null;
  if (event === 'changes') {
    const change = payload as { resource: string; ids: string[] };
    feed.push([Date.now(), change.resource, change.ids.length]);
  }
  if (event === 'status') {
    const state = (payload as { state: string }).state;
    if (state === 'syncing') syncStartedAt ??= Date.now();
    else if (syncStartedAt !== null && syncEndedAt === null) syncEndedAt = Date.now();
  }
});
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
// The page's long tasks (its main thread busy 50 ms or more), and room for every bridge call.
await page.addInitScript(`window.__longTasks = [];
  performance.setResourceTimingBufferSize(100000);
  new PerformanceObserver((list) => { for (const e of list.getEntries())
    window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`);
// BENCH_TRACE_PROFILE=FILE: the page's CPU profile over the whole run (Chrome DevTools).
const profiling = process.env.BENCH_TRACE_PROFILE ? await page.context().newCDPSession(page) : null;
await profiling?.send('Profiler.enable');
await profiling?.send('Profiler.start');
const added = app.manager.add({ name: 'Bench, erster Abgleich', baseUrl, apiKey });
await app.manager.switchTo(added.workspace.id);
await page.goto(app.appUrl);
await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 120_000 });

/** Names searched already: a search typed again is answered from the window's cache. */
const searched = new Set<string>();
/**
 * Arrived names held by one contact only (see bench/ui.ts: five-digit numbers at default scale),
 * not searched yet.
 */
async function arrivedNames(): Promise<string[][]> {
  const contacts = (await app.manager.handlers['contacts.search']({ text: '', limit: 2000 })).data;
  return contacts
    .map((c) => [c.fields.firstName, c.fields.lastName])
    .filter((n): n is string[] => n.every((part) => typeof part === 'string'))
    .filter(([first]) => first!.slice('Vorname'.length).length === 5 && !searched.has(first!));
}

interface Sample {
  at: number;
  ms: number;
  /** contacts.search calls the page made meanwhile: [start after the keystroke, duration]. */
  calls: [number, number][];
  /** The page's long tasks meanwhile: [start after the keystroke, duration]. */
  longTasks: [number, number][];
  /** Every bridge call the page made meanwhile. */
  otherCalls: number;
}
const samples: Sample[] = [];
let names: string[][] = [];
for (let i = 0; syncEndedAt === null || Date.now() - syncEndedAt < afterMs; i++) {
  if (i % 20 === 0 || !names.length) names = await arrivedNames();
  if (!names.length) {
    await new Promise((r) => setTimeout(r, 200));
    continue;
  }
  const [first, last] = names.shift()!;
  searched.add(first!);
  const text = i % 2 ? `${last} ${first}` : `${first} ${last}`;
  const at = Date.now();
  const result = (await page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const input = document.querySelector(${JSON.stringify(uiSelectors.searchField)});
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    set.call(input, ${JSON.stringify(text)});
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const check = () => {
      const r = document.querySelectorAll(${JSON.stringify(uiSelectors.contactRow)});
      if (r.length === 1 && r[0].textContent.includes(${JSON.stringify(`${first} ${last}`)})) {
        const entries = performance.getEntriesByType('resource').filter((e) => e.startTime >= started);
        const calls = entries.filter((e) => e.name.includes('contacts.search'))
          .map((e) => [Math.round(e.startTime - started), Math.round(e.duration)]);
        const longTasks = window.__longTasks.filter((t) => t[0] + t[1] >= started)
          .map((t) => [Math.round(t[0] - started), Math.round(t[1])]);
        performance.clearResourceTimings();
        resolve({ ms: performance.now() - started, calls, longTasks, otherCalls: entries.length - calls.length });
      } else if (performance.now() - started > 60000) reject(new Error('timeout'));
      else requestAnimationFrame(check);
    };
    check();
  })`)) as Omit<Sample, 'at'>;
  samples.push({ at, ...result });
}
if (profiling) {
  const { profile } = await profiling.send('Profiler.stop');
  writeFileSync(process.env.BENCH_TRACE_PROFILE!, JSON.stringify(profile));
}
await browser.close();
await app.close();
rmSync(dataDir, { recursive: true, force: true });

/** The server's requests: [time, what the sync was reading]. */
const requests = readFileSync(serverLog, 'utf8')
  .split('\n')
  .filter((line) => line.includes('"incoming request"'))
  .map((line) => JSON.parse(line) as { time: number; req: { url: string } })
  .filter((r) => r.time >= (syncStartedAt ?? 0) - 1000)
  .map((r) => [r.time, phaseOf(r.req.url)] as const);

function phaseOf(url: string): string {
  if (/^\/v1\/(projects\/[^/]+\/(modules|pv-plans)|pv-plans\/)/.test(url))
    return 'project contents';
  const list = /^\/v1\/([a-z-]+)/.exec(url)?.[1] ?? url;
  return list === 'deal-stages' ? 'stages' : list;
}
function phaseAt(at: number): string {
  if (syncEndedAt !== null && at >= syncEndedAt) return 'after the sync';
  let phase = 'start';
  for (const [time, what] of requests) {
    if (time > at) break;
    phase = what;
  }
  return phase;
}

const perPhase = new Map<
  string,
  { ms: number[]; call: number[]; longTask: number[]; from: number; to: number }
>();
for (const sample of samples) {
  const phase = phaseAt(sample.at);
  const entry = perPhase.get(phase) ?? {
    ms: [],
    call: [],
    longTask: [],
    from: sample.at,
    to: sample.at,
  };
  entry.ms.push(sample.ms);
  entry.call.push(Math.max(0, ...sample.calls.map(([, ms]) => ms)));
  entry.longTask.push(sample.longTasks.reduce((sum, [, ms]) => sum + ms, 0));
  entry.to = sample.at + sample.ms;
  perPhase.set(phase, entry);
  process.stdout.write(JSON.stringify({ phase, ...sample, ms: Math.round(sample.ms) }) + '\n');
}
const round = (n: number) => Math.round(n);
const p50p95 = (ms: number[]) => `${round(percentile(ms, 50))}/${round(percentile(ms, 95))}`;
for (const [phase, { ms, call, longTask, from, to }] of perPhase) {
  const events = feed.filter(([t]) => t >= from && t <= to);
  process.stdout.write(
    `${phase.padEnd(17)} ${String(ms.length).padStart(4)} searches  p50/p95 ${p50p95(ms)}` +
      `  max ${round(Math.max(...ms))} ms; its longest call ${p50p95(call)} ms, long tasks ${p50p95(longTask)} ms;` +
      `  ${events.length} change events (${events.reduce((n, e) => n + e[2], 0)} ids) in ${round((to - from) / 1000)} s\n`,
  );
}
process.stdout.write(
  `sync ${syncStartedAt && syncEndedAt ? round((syncEndedAt - syncStartedAt) / 1000) : '?'} s\n`,
);
