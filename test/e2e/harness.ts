import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startBrowserApp, type BrowserApp } from '../../src/main/browser/app';
import { ensureBuilt } from '../../src/main/build/electron-build';
import { inspectCore, type CoreAccess } from '../support/core-inspector';
import { chromiumExecutable, chromiumLaunchOptions } from '../support/chromium';
import { runningCoreWorker } from '../support/core-workers';

/*
 * What every end-to-end file shares: the browser app (workspace manager with the embedded demo
 * server, bridge) on a temp data folder, the built renderer in headless Chromium (German, Berlin,
 * 1280×800), axe-core, screenshots (ORTSTERMIN_SCREENSHOTS=docs/screenshots) and a way to change
 * the server behind the app's back. One file per feature: `const e2e = useE2E();` in a describe.
 */

export const executablePath = chromiumExecutable;
export const haveChromium = existsSync(executablePath);
const shotsDir = process.env.ORTSTERMIN_SCREENSHOTS;
/*
 * Where a journey's renderer spends its CPU, for one file run alone (a browser holds one trace):
 * ORTSTERMIN_TRACE=DIR writes a Chromium trace of the page (FILE.test.ts.json: scripts, style,
 * layout, paint), ORTSTERMIN_CPU_PROFILE=DIR a profile of its scripts (FILE.test.ts.cpuprofile:
 * which functions). Sum either with `npx tsx test/support/trace-summary.ts FILE`.
 */
const traceDir = process.env.ORTSTERMIN_TRACE;
const profileDir = process.env.ORTSTERMIN_CPU_PROFILE;
const journeyFile = (dir: string, extension: string) => {
  mkdirSync(dir, { recursive: true });
  return join(dir, `${basename(expect.getState().testPath ?? 'journey')}${extension}`);
};
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink',
  'toplevel',
];
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
if (!haveChromium)
  console.warn(
    `Skipping the end-to-end tests: no Chromium at ${executablePath} (apt-get install chromium).`,
  );

export interface E2E {
  readonly app: BrowserApp;
  readonly page: Page;
  readonly context: BrowserContext;
  /** The active workspace's store and engine, called synchronously (test/support/core-inspector). */
  core(): CoreAccess;
  /** The active workspace's core worker thread, the test's own handle (support/core-workers). */
  coreWorker(): Worker;
  demo(): NonNullable<BrowserApp['manager']['demo']>;
  /** A change made by someone else, straight on the demo workspace's server. */
  onServer(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Saves a screenshot when ORTSTERMIN_SCREENSHOTS is set, after the sync settled. */
  shot(name: string): Promise<void>;
  /** axe-core on the page as it is: no violation of WCAG 2.x A/AA (contrast included). */
  expectAccessible(screen: string): Promise<void>;
  /** Stops (offline) or starts the embedded demo server: the network really goes away. */
  setOnline(online: boolean): Promise<void>;
}

/*
 * One Chromium per test worker, launched by the first file that needs it; each file gets a fresh
 * context of its own (its own cookies, storage and cache, like a new profile) and its own app on
 * its own port. Launching Chromium cost each file a second or more of CPU on a loaded 2-core
 * machine. The browser project runs without isolation, so a worker's next file finds it here;
 * Playwright kills it when the worker process exits.
 */
let chromiumStarting: Promise<Browser> | undefined;
function sharedChromium(): Promise<Browser> {
  const launch = () => chromium.launch(chromiumLaunchOptions);
  const running = chromiumStarting;
  if (!running) return (chromiumStarting = launch());
  // A Chromium that crashed or was closed is launched again for the next file.
  return running.then((browser) =>
    browser.isConnected() ? browser : (chromiumStarting = launch()),
  );
}

/** Starts the app and a browser context for the describe block it is called in; stops them after. */
export function useE2E(): E2E {
  let dir: string;
  let app: BrowserApp;
  let context: BrowserContext;
  let page: Page;
  let callsUnderWay = 0;
  let profiler: CDPSession | undefined;

  beforeAll(async () => {
    await ensureBuilt();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    dir = mkdtempSync(join(tmpdir(), 'ortstermin-e2e-'));
    // No background poll: every write must go out because it was written (pushDelayMs), not because
    // a poll came by. ORTSTERMIN_E2E_POLL_MS sets one, to look at the rest while that is broken.
    app = await startBrowserApp({
      dataDir: join(dir, 'data'),
      pushDelayMs: 50,
      pollIntervalMs: Number(process.env.ORTSTERMIN_E2E_POLL_MS ?? 600_000),
    });
    const browser = await sharedChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    if (traceDir)
      await browser.startTracing(page, {
        path: journeyFile(traceDir, '.json'),
        categories: traceCategories,
      });
    if (profileDir) {
      profiler = await context.newCDPSession(page);
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
      await profiler.send('Profiler.start');
    }
    page.on('pageerror', (error) => console.error('page error:', error.message));
    // The renderer's calls to the host under way (not the event stream), for shot(). Only
    // heard when screenshots are taken: Playwright sends a page's request events to the test
    // only while someone listens, three per request, and a journey makes hundreds.
    if (shotsDir) {
      const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/ipc/');
      page.on('request', (request) => isCall(request) && callsUnderWay++);
      page.on('requestfinished', (request) => isCall(request) && callsUnderWay--);
      page.on('requestfailed', (request) => isCall(request) && callsUnderWay--);
    }
  }, 120_000);

  // One journey's failure must not leave the next offline: online, demo server running.
  afterEach(async () => {
    if (!app) return;
    if (app.manager.getSettings().offline) await app.manager.setSettings({ offline: false });
    if (app.manager.demoStatus().available && !app.manager.demoStatus().running)
      await app.manager.setDemoRunning(true);
  });

  afterAll(async () => {
    if (traceDir && context) await context.browser()?.stopTracing();
    if (profileDir && profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(journeyFile(profileDir, '.cpuprofile'), JSON.stringify(profile));
    }
    await context?.close();
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const e2e: E2E = {
    get app() {
      return app;
    },
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    core: () => inspectCore(join(dir, 'data')),
    coreWorker: () => runningCoreWorker(join(dir, 'data')),
    demo: () => app.manager.demo!,
    async onServer(method, path, body) {
      const response = await fetch(`${e2e.demo().url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${e2e.demo().apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.status, text).toBeLessThan(300);
      return text ? JSON.parse(text) : null;
    },
    async shot(name) {
      if (!shotsDir) return;
      // Let a refetch or a sync settle: no call to the host under way, and the answers painted
      // (two frames); no caret blink in the picture.
      await expect
        .poll(() => page.getByTestId('sync-state').textContent(), { timeout: 5_000 })
        .not.toBe('Wird synchronisiert…')
        .catch(() => undefined);
      await expect.poll(() => callsUnderWay, { timeout: 5_000 }).toBe(0);
      await page.evaluate(
        'new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))',
      );
      await page.screenshot({ path: join(shotsDir, `${name}.png`), caret: 'hide' });
    },
    async expectAccessible(screen) {
      // Once per document: parsing axe's 550 kB again cost the page 50–70 ms per check (60 checks).
      // Every rule still runs on every element; only the violations get a CSS selector per
      // element (axe's `resultTypes`): the selectors of all passing elements were about a sixth
      // of a check on the contact list (204 ms against 245 ms, 8 checks each, load 10).
      if (await page.evaluate('typeof axe === "undefined"')) await page.evaluate(axeSource);
      const violations = await page.evaluate<{ id: string; help: string; nodes: string[] }[]>(`
        axe
          .run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
            resultTypes: ['violations'],
          })
          .then((result) =>
            result.violations.map((v) => ({
              id: v.id,
              help: v.help,
              nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ': ' + (n.failureSummary ?? '')),
            })),
          )
      `);
      expect(violations, `axe on ${screen}`).toEqual([]);
    },
    async setOnline(online) {
      await app.manager.setDemoRunning(online);
    },
  };
  return e2e;
}
