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
 * The window opens as soon as the page can be served while the core opens (as the app starts),
 * so the app's start runs beside the page's load. `phases` splits the first list: `navigation`
 * (the start until the page's own clock starts: the bridge up, Chromium making the page), then on the page's clock `html` (the document
 * arrived), `scripts` (the last start-up script arrived), `firstCallSent` (the first bridge call
 * left: the entry module has run), `load` (the load event), `firstCallAnswered`, `firstRowShown` (the page's own check each frame) and
 * `firstRowSeen` (when Playwright told this process: its round trips come on top).
 * `host` lists, per bridge call, when the host got it and how long the core took to answer
 * (on the page's clock): the rest of a call's duration is the transport. Calls the page made
 * before the core was open are not among them (they waited for the core, then went on).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { ensureBuilt } from '../src/main/build/electron-build';
import { chromiumLaunchOptions } from '../test/support/chromium';
import { syncBenchWorkspace, uiSelectors, watchFirstRow } from './ui-setup';

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
/** The page's navigation timing and the start-up scripts' arrival (page clock, ms). */
const pagePhases = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((e) => /\\/assets\\/.*\\.(js|css)$/.test(e.name) && e.startTime < nav.domInteractive);
  const calls = resources.filter((e) => e.name.includes('/ipc/'));
  return { timeOrigin: performance.timeOrigin, html: Math.round(nav.responseEnd),
    scripts: Math.round(Math.max(...scripts.map((e) => e.responseEnd))),
    firstCallSent: calls.length ? Math.round(Math.min(...calls.map((e) => e.startTime))) : null,
    load: Math.round(nav.loadEventStart),
    firstCallAnswered: calls.length ? Math.round(Math.min(...calls.map((e) => e.responseEnd))) : null,
    firstRowShown: Math.round(window.__firstRow) };
})()`;
const watchLongTasks = `window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries())
    window.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

for (let round = 0; round < Number(rounds); round++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  await page.addInitScript(watchLongTasks);
  await page.addInitScript(watchFirstRow);
  // BENCH_TRACE_PROFILE=FILE: the page's CPU profiles over the first list and a project's opening
  // (FILE.N.cpuprofile, FILE.open.N.cpuprofile; Chrome DevTools reads them).
  const profiling = process.env.BENCH_TRACE_PROFILE
    ? await page.context().newCDPSession(page)
    : null;
  await profiling?.send('Profiler.enable');
  await profiling?.send('Profiler.start');
  const startedAt = performance.now();
  const startedAtEpoch = performance.timeOrigin + startedAt;
  // BENCH_TRACE_RENDERER=DIR: another build of the renderer, to compare two versions.
  const rendererDir = process.env.BENCH_TRACE_RENDERER || undefined;
  // The window opens as `npm start` opens it (and bench/ui.ts): as soon as the page can be
  // served, while the core opens its database.
  let loading: Promise<unknown> | null = null;
  const app = await startBrowserApp({
    dataDir,
    pollIntervalMs: 600_000,
    rendererDir,
    openWindow: (appUrl) => (loading = page.goto(appUrl)),
  });
  const appStartMs = performance.now() - startedAt;
  // Each bridge call as the host saw it: arrival and the core's answer, in epoch ms.
  const hostCalls: [string, number, number][] = [];
  const handlers = app.manager.handlers as unknown as Record<string, (r: unknown) => unknown>;
  for (const [channel, handler] of Object.entries(handlers))
    handlers[channel] = async (request: unknown) => {
      const at = performance.timeOrigin + performance.now();
      try {
        return await handler(request);
      } finally {
        hostCalls.push([channel, at, performance.timeOrigin + performance.now() - at]);
      }
    };
  await loading;
  const pageLoadMs = performance.now() - startedAt;
  await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 60_000 });
  const firstListMs = performance.now() - startedAt;
  const first = await page.evaluate(`(${pageTimeline})(0)`);
  const shown = (await page.evaluate(`(${pagePhases})`)) as Record<string, number>;
  const onPageClock = (epoch: number) => Math.round(epoch - shown.timeOrigin!);
  const phases = {
    navigation: Math.round(shown.timeOrigin! - startedAtEpoch),
    ...shown,
    timeOrigin: undefined,
    firstRowSeen: onPageClock(startedAtEpoch + firstListMs),
  };
  const host = hostCalls.map(([channel, at, ms]) => [channel, onPageClock(at), Math.round(ms)]);
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
  await profiling?.send('Profiler.start');
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
  if (profiling) {
    const { profile } = await profiling.send('Profiler.stop');
    writeFileSync(
      `${process.env.BENCH_TRACE_PROFILE}.open.${round}.cpuprofile`,
      JSON.stringify(profile),
    );
  }
  process.stdout.write(
    JSON.stringify({
      round,
      appStartMs,
      pageLoadMs,
      firstListMs,
      phases,
      first,
      host,
      projectOpen: open,
    }) + '\n',
  );
  await page.close();
  await app.close();
}
await browser.close();
