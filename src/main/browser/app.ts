import { CoreError } from '../core/errors';
import { FileKeyVault } from '../workspaces/file-key-vault';
import { ensurePrivateDir } from '../workspaces/files';
import type { KeyVault } from '../workspaces/key-vault';
import { WorkspaceManager } from '../workspaces/manager';
import { whenOpen } from '../workspaces/opening-manager';
import { startBridge } from './bridge';
import { acquireInstance, AppAlreadyRunningError, runningInstance } from './instance';
import { rendererOutDir } from '../build/electron-build';

/*
 * Browser mode in one call: the workspace manager (demo workspace by default), the bridge and the
 * single-instance lock of the data folder. `npm start` (start.ts) and the end-to-end tests use it.
 */

export interface BrowserAppOptions {
  /** The app's data folder (0700). */
  dataDir: string;
  /** Default: FileKeyVault in dataDir (keys.json, 0600). */
  vault?: KeyVault;
  pollIntervalMs?: number;
  pushDelayMs?: number;
  /** The bridge's port; default any free one. */
  port?: number;
  /** Default out/renderer (build it first: build/electron-build.ts). */
  rendererDir?: string;
  /** Fixed bridge token (tests); default random per launch. */
  token?: string;
  /** The HTTP client of the connection test (tests). */
  fetch?: typeof fetch;
  /**
   * Called as soon as the page can be loaded, before the core has opened its database: a window
   * opened here loads the app meanwhile, and its first calls wait for the core.
   */
  openWindow?(appUrl: string): void;
}

export interface BrowserApp {
  /** Open this: the bridge URL with the token in the fragment. */
  appUrl: string;
  bridgeUrl: string;
  token: string;
  manager: WorkspaceManager;
  close(): Promise<void>;
}

/**
 * Starts the app on a data folder. Throws AppAlreadyRunningError (code app_already_running,
 * params.appUrl) when another app serves this folder, or the core finds its database in use.
 */
export async function startBrowserApp(options: BrowserAppOptions): Promise<BrowserApp> {
  ensurePrivateDir(options.dataDir);
  const lock = await acquireInstance(options.dataDir);
  const opening = WorkspaceManager.open({
    dataDir: options.dataDir,
    vault: options.vault ?? new FileKeyVault(options.dataDir),
    pollIntervalMs: options.pollIntervalMs,
    pushDelayMs: options.pushDelayMs,
    fetch: options.fetch,
  });
  const opened = whenOpen(opening);
  let bridge;
  try {
    bridge = await startBridge({
      handlers: opened.handlers,
      subscribe: opened.subscribe,
      rendererDir: options.rendererDir ?? rendererOutDir,
      port: options.port,
      token: options.token,
    });
  } catch (error) {
    await opening.then((manager) => manager.close()).catch(() => undefined);
    lock.release();
    throw error;
  }
  lock.setAppUrl(bridge.appUrl);
  options.openWindow?.(bridge.appUrl);
  let manager: WorkspaceManager;
  try {
    manager = await opening;
  } catch (error) {
    await bridge.close();
    lock.release();
    // The core's own lock: another process (an older app, the CLI) has the database open.
    if (error instanceof CoreError && error.code === 'database_in_use')
      throw new AppAlreadyRunningError((await runningInstance(options.dataDir))?.appUrl ?? null);
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    appUrl: bridge.appUrl,
    bridgeUrl: bridge.url,
    token: bridge.token,
    manager,
    close() {
      return (closing ??= (async () => {
        try {
          await bridge.close();
          await manager.close();
        } finally {
          lock.release();
        }
      })());
    },
  };
}
