/**
 * The user's view, through the real renderer in Chromium (browser mode: the same React app and
 * core as the Electron window). argv: BASE_URL API_KEY WORK_DIR. Prints one JSON line with `ui`.
 *
 * Setup (not timed): the app adds the bench server's workspace and syncs it, its contact search
 * index is built, the app stops. Then, with a synced database:
 * - ui.firstListMs: from starting the app (workspace manager, core, bridge) until the first row of
 *   the contact list is on screen (Chromium is already running; the page loads after the start).
 * - ui.searchP95Ms: from the input event of the search field ("Vorname… Nachname…" of a real
 *   contact, in either order) until that contact is the list's only row; includes the field's
 *   pause before it searches (SearchField).
 * - ui.pipelineMs: from the route change to #/pipeline until every stage column shows its deals.
 * - ui.projectOpenMs: from the route change to a project (14 modules) until its module list shows.
 * Selectors (adjust here when the screens change; bench/README.md lists them):
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { buildRenderer, rendererIsStale, repoRoot } from '../src/main/browser/renderer-build';
import { openStore } from '../src/main/core/store';
import { favourHostThread } from '../src/main/worker/host-thread';
import { remoteDbName } from '../src/main/workspaces/manager';
import { percentile } from './event-loop';

export const uiSelectors = {
  contactRow: '[data-testid=contact-list] li:not(.empty)',
  searchField: 'input[type=search]',
  pipelineColumn: '[data-testid=pipeline-column]',
  pipelineDeal: '[data-testid=pipeline-column] li',
  projectDetail: '[data-testid=project-detail]',
  moduleRow: '[data-testid=module-list] li',
};
const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const [baseUrl, apiKey, work] = process.argv.slice(2) as [string, string, string];
const dataDir = join(work, 'ui-data');
mkdirSync(dataDir, { recursive: true });
if (rendererIsStale()) await buildRenderer();

// Setup: add the workspace, sync it, build its search index, stop.
// This process stands in for browser mode's host (npm start), which favours its thread.
favourHostThread(repoRoot);
let app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000 });
const { workspace } = app.manager.add({ name: 'Bench', baseUrl, apiKey });
await app.manager.switchTo(workspace.id);
for (;;) {
  const status = await app.manager.handlers['sync.status']({});
  if (status.state !== 'syncing' && status.lastSuccessAt) break;
  if (status.state === 'offline' || status.state === 'auth-error')
    throw new Error(`bench workspace: ${status.state}`);
  await new Promise((r) => setTimeout(r, 200));
}
await app.close();
const store = openStore(join(app.manager.registry.folderOf(workspace.id), remoteDbName));
while (!store.searchIndexes.buildStep(5000));
const samples = store
  .searchContacts('', { limit: 2000 })
  .filter((c) => typeof c.fields.firstName === 'string' && typeof c.fields.lastName === 'string')
  .filter((_, i) => i % 97 === 0)
  .slice(0, 20)
  .map((c) => [c.fields.firstName as string, c.fields.lastName as string]);
const project = store.searchProjects('', { limit: 1 })[0]!;
const moduleCount = store.listModules(project.id).length;
store.close();

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page: Page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
});

// First list: start the app on the synced database, open its page, wait for a row.
const startedAt = performance.now();
app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000 });
const appStartMs = performance.now() - startedAt;
await page.goto(app.appUrl);
const pageLoadMs = performance.now() - startedAt - appStartMs;
await page.locator(uiSelectors.contactRow).first().waitFor({ state: 'visible', timeout: 60_000 });
const firstListMs = performance.now() - startedAt;

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

// Search: the field's value set as typing does (React listens to input events).
const searchSamples: number[] = [];
for (let round = 0; round < 2; round++)
  for (const [first, last] of samples) {
    const text = round ? `${last} ${first}` : `${first} ${last}`;
    const expected = `${first} ${last}`;
    const rows = JSON.stringify(uiSelectors.contactRow);
    searchSamples.push(
      await timeInPage(
        `const input = document.querySelector(${JSON.stringify(uiSelectors.searchField)});
         const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
         set.call(input, ${JSON.stringify(text)});
         input.dispatchEvent(new Event('input', { bubbles: true }));`,
        `(() => { const r = document.querySelectorAll(${rows});
           return r.length === 1 && r[0].textContent.includes(${JSON.stringify(expected)}); })()`,
      ),
    );
  }

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

await browser.close();
await app.close();
process.stdout.write(
  JSON.stringify({
    ui: {
      firstListMs,
      // Its parts: the app's start (manager, core worker, bridge), the page's load event, the
      // rest until the first row (the renderer's first queries and render).
      firstListParts: {
        appStartMs,
        pageLoadMs,
        toFirstRowMs: firstListMs - appStartMs - pageLoadMs,
      },
      searchP95Ms: percentile(searchSamples, 95),
      pipelineMs,
      projectOpenMs,
      projectModules: moduleCount,
    },
  }) + '\n',
);
