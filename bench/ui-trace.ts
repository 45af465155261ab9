/**
 * `npx tsx bench/ui-trace.ts BASE_URL API_KEY DATA_DIR [ROUNDS]`: where the time of
 * `ui.firstListMs` and `ui.projectOpenMs` goes (bench/ui.ts measures them), for working on them.
 * Against a running bench server (`npm run server -- --port 47111 --seed bench:default
 * --api-key bench-key`); DATA_DIR is synced from it on the first run and reused after, so runs
 * of two versions of the code compare on the same data without a first sync each.
 *
 * Prints per round, in ms from the start of each: the app's start, the page's load, each bridge
 * call the page made (channel, start, duration, from the page's resource timing), the long tasks
 * of the page's main thread, and the end (first contact row; project page with its modules).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { ensureBuilt } from '../src/main/build/electron-build';
import { chromiumLaunchOptions } from '../test/support/chromium';
import { syncBenchWorkspace, uiSelectors } from './ui-setup';

const [baseUrl, apiKey, dataDir, rounds = '3'] = process.argv.slice(2) as string[];
if (!baseUrl || !apiKey || !dataDir) {
  process.stderr.write('npx tsx bench/ui-trace.ts BASE_URL API_KEY DATA_DIR [ROUNDS]\n');
  process.exit(2);
}
await ensureBuilt();

if (!existsSync(join(dataDir, 'synced'))) {
  await syncBenchWorkspace(dataDir, baseUrl, apiKey);
  writeFileSync(join(dataDir, 'synced'), '');
}

const browser = await chromium.launch(chromiumLaunchOptions);
/** What the page did since `since` (performance.now() in the page): bridge calls, long tasks. */
const pageTimeline = `(since) => {
  const calls = performance.getEntriesByType('resource')
    .filter((e) => e.startTime >= since)
    .map((e) => [e.name.replace(/^.*\\/(ipc\\/|assets\\/)?/, ''), Math.round(e.startTime - since),
      Math.round(e.duration)]);
  return { calls, longTasks: (window.__longTasks || []).filter((t) => t[0] >= since)
    .map((t) => [Math.round(t[0] - since), Math.round(t[1])]) };
}`;
const watchLongTasks = `window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries())
    window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

for (let round = 0; round < Number(rounds); round++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  await page.addInitScript(watchLongTasks);
  // BENCH_TRACE_PROFILE=FILE: the page's CPU profile over the first list (Chrome DevTools).
  const profiling = process.env.BENCH_TRACE_PROFILE
    ? await page.context().newCDPSession(page)
    : null;
  await profiling?.send('Profiler.enable');
  await profiling?.send('Profiler.start');
  const startedAt = performance.now();
  // BENCH_TRACE_RENDERER=DIR: another build of the renderer, to compare two versions.
  const rendererDir = process.env.BENCH_TRACE_RENDERER || undefined;
  const app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000, rendererDir });
  const appStartMs = performance.now() - startedAt;
  await page.goto(app.appUrl);
  const pageLoadMs = performance.now() - startedAt - appStartMs;
  await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 60_000 });
  const firstListMs = performance.now() - startedAt;
  const first = await page.evaluate(`(${pageTimeline})(0)`);
  if (profiling) {
    const { profile } = await profiling.send('Profiler.stop');
    writeFileSync(
      `${process.env.BENCH_TRACE_PROFILE}.${round}.cpuprofile`,
      JSON.stringify(profile),
    );
  }
  const project = (await app.manager.handlers['projects.list']({ text: '', limit: 1 })).data[0]!;
  const moduleCount = (await app.manager.handlers['projects.get']({ id: project.id })).modules
    .length;
  await page.waitForTimeout(1500); // the idle preloading of the screens' chunks, as a user reads
  const open = await page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    location.hash = ${JSON.stringify(`#/projects/${encodeURIComponent(project.id)}`)};
    const check = () => {
      if (document.querySelector(${JSON.stringify(uiSelectors.projectDetail)}) &&
          document.querySelectorAll(${JSON.stringify(uiSelectors.moduleRow)}).length >= ${moduleCount})
        resolve({ ms: performance.now() - started, ...(${pageTimeline})(started) });
      else requestAnimationFrame(check);
    };
    check();
  })`);
  process.stdout.write(
    JSON.stringify({ round, appStartMs, pageLoadMs, firstListMs, first, projectOpen: open }) + '\n',
  );
  await page.close();
  await app.close();
}
await browser.close();
