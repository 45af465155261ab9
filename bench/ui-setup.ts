import { join } from 'node:path';
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
