import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startBrowserApp } from '../src/main/browser/app';
import { openStore } from '../src/main/core/store';
import { remoteDbName } from '../src/main/workspaces/manager';

/** What bench/ui.ts and bench/ui-trace.ts wait for on screen (adjust here when a screen changes). */
export const uiSelectors = {
  contactRow: '[data-testid=contact-list] li:not(.empty)',
  searchField: 'input[type=search]',
  pipelineColumn: '[data-testid=pipeline-column]',
  pipelineDeal: '[data-testid=pipeline-column] li',
  projectDetail: '[data-testid=project-detail]',
  moduleRow: '[data-testid=module-list] li',
};

/**
 * An init script: the page's own clock when the first contact row is on screen, checked each
 * animation frame as the other UI keys are. Playwright's `waitFor` learns it later, by as much
 * as its round trips take (90-750 ms at load 15-17, see bench/README.md).
 */
export const watchFirstRow = `(() => { const check = () => {
  if (document.querySelector(${JSON.stringify(uiSelectors.contactRow)})) window.__firstRow = performance.now();
  else requestAnimationFrame(check); }; requestAnimationFrame(check); })();`;

/**
 * When the first contact row was on screen (with `watchFirstRow` added before the page
 * loaded), as wall-clock ms since the epoch: comparable with this process's
 * `performance.timeOrigin + performance.now()`.
 */
export async function firstRowShownAt(page: Page): Promise<number> {
  await page.waitForFunction('window.__firstRow !== undefined', null, { timeout: 60_000 });
  return (await page.evaluate('performance.timeOrigin + window.__firstRow')) as number;
}

/** The page's navigation timing: its clock's start (epoch ms) and its load event (page ms). */
export async function pageClock(page: Page): Promise<{ timeOrigin: number; loadEventMs: number }> {
  return (await page.evaluate(`({ timeOrigin: performance.timeOrigin,
    loadEventMs: performance.getEntriesByType('navigation')[0].loadEventStart })`)) as {
    timeOrigin: number;
    loadEventMs: number;
  };
}

/**
 * The setup before the timed start (not timed): the app in `dataDir` adds the bench server's
 * workspace, syncs it and stops; then its contact search index is built. Returns its database.
 */
export async function syncBenchWorkspace(
  dataDir: string,
  baseUrl: string,
  apiKey: string,
): Promise<string> {
  const app = await startBrowserApp({ dataDir, pollIntervalMs: 600_000 });
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
  const dbPath = join(app.manager.registry.folderOf(workspace.id), remoteDbName);
  const store = openStore(dbPath);
  while (!store.searchIndexes.buildStep(5000));
  store.close();
  return dbPath;
}
