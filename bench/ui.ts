/**
 * The user's view, through the real renderer in Chromium (browser mode: the same React app and
 * core as the Electron window). argv: BASE_URL API_KEY WORK_DIR. Prints one JSON line with `ui`.
 *
 * Setup (not timed): the app adds the bench server's workspace and syncs it, its contact search
 * index is built, the app stops. Then, with a synced database:
 * - ui.firstListMs: from starting the app (workspace manager, core, bridge) until the first row of
 *   the contact list is on screen, by the page's clock (Chromium is already running; the page
 *   loads after the start).
 * - ui.searchP95Ms: from the input event of the search field ("Vorname… Nachname…" of a real
 *   contact, in either order) until that contact is the list's only row; includes the field's
 *   pause before it searches (SearchField).
 * - ui.pipelineMs: from the route change to #/pipeline until every stage column shows its deals.
 * - ui.projectOpenMs: from the route change to a project (14 modules) until its module list shows.
 * - ui.searchDuringSyncP95Ms: as ui.searchP95Ms, but in a second data folder whose first sync of
 *   the same workspace runs meanwhile (the core's worker writing, the host routing its messages,
 *   the list refreshing from the change feed): what a consultant feels who searches while a new
 *   workspace arrives. Only searches that began and ended while the sync ran count
 *   (ui.searchDuringSyncSamples says how many; at tiny scale the sync may end first).
 * Selectors: bench/ui-setup.ts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { ensureBuilt } from '../src/main/build/electron-build';
import { openStore } from '../src/main/core/store';
import { percentile } from './event-loop';
import {
  firstRowShownAt,
  pageClock,
  syncBenchWorkspace,
  uiSelectors,
  watchFirstRow,
} from './ui-setup';
import { chromiumLaunchOptions } from '../test/support/chromium';

const [baseUrl, apiKey, work] = process.argv.slice(2) as [string, string, string];
const dataDir = join(work, 'ui-data');
mkdirSync(dataDir, { recursive: true });
await ensureBuilt();

// Setup: add the workspace, sync it, build its search index, stop.
const store = openStore(await syncBenchWorkspace(dataDir, baseUrl, apiKey));
const samples = store
  .searchContacts('', { limit: 2000 })
  .filter((c) => typeof c.fields.firstName === 'string' && typeof c.fields.lastName === 'string')
  .filter((_, i) => i % 97 === 0)
  .slice(0, 20)
  .map((c) => [c.fields.firstName as string, c.fields.lastName as string]);
// A name is the list's only match in any part of the workspace when no other contact's number
// holds its number (`Vorname${i}`, i below the contact count: see the server's seed): during a
// first sync the search reads a LIKE, which matches anywhere ("Vorname598" in "Vorname15980").
// Only numbers with as many digits as the largest are held by no other.
const contactCount = store.searchContacts('', { limit: 10_000_000 }).length;
const hasUniqueName = (firstName: string) =>
  firstName.slice('Vorname'.length).length === String(contactCount - 1).length;
const project = store.searchProjects('', { limit: 1 })[0]!;
const moduleCount = store.listModules(project.id).length;
store.close();

const browser = await chromium.launch(chromiumLaunchOptions);
const page: Page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
});

// First list: start the app on the synced database, open its page, until the first row is on
// screen by the page's own clock (what Playwright tells this process comes later: firstListSeenMs).
await page.addInitScript(watchFirstRow);
const startedAt = performance.now();
const startedAtEpoch = performance.timeOrigin + startedAt;
// The window opens as `npm start` opens it: as soon as the page can be served, while the core
// opens its database.
let loading: Promise<unknown> | null = null;
let app = await startBrowserApp({
  dataDir,
  pollIntervalMs: 600_000,
  openWindow: (appUrl) => (loading = page.goto(appUrl)),
});
const appStartMs = performance.now() - startedAt;
await loading;
await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 60_000 });
const firstListSeenMs = performance.now() - startedAt;
const firstListMs = (await firstRowShownAt(page)) - startedAtEpoch;
const { timeOrigin: pageStartedAt, loadEventMs } = await pageClock(page);
const toPageMs = pageStartedAt - startedAtEpoch;

/** Runs `act` in the page and resolves with the ms until `done` holds (checked per frame). */
function timeInPage(act: string, done: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    ${act}
    const check = () => {
      if (${done}) resolve(performance.now() - started);
      else if (performance.now() - started > 30000) reject(new Error('timeout: ' + ${JSON.stringify(done)}));
      else requestAnimationFrame(check);
    };
    check();
  })`);
}

/**
 * One search as typed: the field's value set as typing does (React listens to input events);
 * the ms until the contact is the list's only row. `round` 1 types the last name first.
 */
function timeSearch([first, last]: string[], round: number): Promise<number> {
  const text = round ? `${last} ${first}` : `${first} ${last}`;
  const rows = JSON.stringify(uiSelectors.contactRow);
  return timeInPage(
    `const input = document.querySelector(${JSON.stringify(uiSelectors.searchField)});
     const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
     set.call(input, ${JSON.stringify(text)});
     input.dispatchEvent(new Event('input', { bubbles: true }));`,
    `(() => { const r = document.querySelectorAll(${rows});
       return r.length === 1 && r[0].textContent.includes(${JSON.stringify(`${first} ${last}`)}); })()`,
  );
}

const searchSamples: number[] = [];
for (let round = 0; round < 2; round++)
  for (const name of samples) searchSamples.push(await timeSearch(name, round));

// Pipeline: every column rendered, with deals on the board.
const pipelineMs = await timeInPage(
  "location.hash = '#/pipeline';",
  `document.querySelectorAll(${JSON.stringify(uiSelectors.pipelineColumn)}).length > 0 &&
   document.querySelectorAll(${JSON.stringify(uiSelectors.pipelineDeal)}).length > 0`,
);

// Project: from another screen to the project's page with its module list.
await page.evaluate("location.hash = '#/contacts'");
await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible' });
const projectOpenMs = await timeInPage(
  `location.hash = ${JSON.stringify(`#/projects/${encodeURIComponent(project.id)}`)};`,
  `document.querySelector(${JSON.stringify(uiSelectors.projectDetail)}) !== null &&
   document.querySelectorAll(${JSON.stringify(uiSelectors.moduleRow)}).length >= ${moduleCount}`,
);

// Search during a first sync: another data folder, the same server's workspace, its first sync
// started before the page opens. The names are among the contacts pulled so far.
await app.close();
app = await startBrowserApp({ dataDir: join(work, 'ui-first-sync'), pollIntervalMs: 600_000 });
const firstSync = app.manager.add({ name: 'Bench, erster Abgleich', baseUrl, apiKey });
await app.manager.switchTo(firstSync.workspace.id);
await page.goto(app.appUrl);
await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 60_000 });
const syncing = async () => (await app.manager.handlers['sync.status']({})).state === 'syncing';
// The newest-arrived 500 contacts, as many as the first measurement's names with a unique name;
// the first pages may hold none (the server sends them oldest first), so wait for more pages.
let pulledSoFar: string[][] = [];
while (pulledSoFar.length < samples.length && (await syncing())) {
  pulledSoFar = (await app.manager.handlers['contacts.search']({ text: '', limit: 500 })).data
    .map((c) => [c.fields.firstName, c.fields.lastName])
    .filter((name): name is string[] => name.every((part) => typeof part === 'string'))
    .filter(([first]) => hasUniqueName(first!))
    .slice(0, samples.length);
  if (pulledSoFar.length < samples.length) await new Promise((r) => setTimeout(r, 100));
}
const searchDuringSyncSamples: number[] = [];
measuring: for (let round = 0; round < 2; round++)
  for (const name of pulledSoFar) {
    if (!(await syncing())) break measuring;
    const ms = await timeSearch(name, round);
    // A search the sync's end overtook is not one during the sync.
    if (!(await syncing())) break measuring;
    searchDuringSyncSamples.push(ms);
  }

await browser.close();
await app.close();
process.stdout.write(
  JSON.stringify({
    ui: {
      firstListMs,
      // Its parts: the bridge up and Chromium making the page (until its clock starts), the
      // page's load event (its scripts have run) and the rest until the first row (the first
      // queries' answers and their render), by the page's clock. The core's opening
      // (`appStartMs`: manager, worker, database) runs beside the first two since session 32.
      firstListParts: {
        appStartMs,
        toPageMs,
        loadEventMs,
        toFirstRowMs: firstListMs - toPageMs - loadEventMs,
      },
      // The same end as Playwright reported it (what this key measured until session 32).
      firstListSeenMs,
      searchP95Ms: percentile(searchSamples, 95),
      pipelineMs,
      projectOpenMs,
      projectModules: moduleCount,
      searchDuringSyncP95Ms: searchDuringSyncSamples.length
        ? percentile(searchDuringSyncSamples, 95)
        : null,
      searchDuringSyncSamples: searchDuringSyncSamples.length,
    },
  }) + '\n',
);
