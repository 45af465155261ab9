import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  session as electronSession,
  shell,
} from 'electron';
import { dispatch, type HandlerMap } from '../ipc/handlers';
import { WorkspaceManager } from '../workspaces/manager';
import { whenOpen } from '../workspaces/opening-manager';
import { appScheme, appSchemePrivileges, serveAppAsset } from './app-protocol';
import { allowedLinkHosts, type ExternalLinkOpener } from './external-links';
import { isTrustedSender } from './ipc-sender';
import { installMenu } from './menu';
import { saveReportPdf } from './report-pdf';
import { electronNativeBinding } from './native-binding';
import { appPageUrl } from './navigation-policy';
import { createSafeStorageVault, keyVaultDir } from './safe-storage-vault';
import { startFailure } from './start-failure';
import { guardWebContents, lockDownSession, secureWebPreferences } from './window-guard';

/*
 * The Electron shell (DESIGN.md decision 1): window, menu, preload, IPC wiring and key storage
 * around the plain-Node core. The workspace manager holds the workspaces (the embedded demo
 * workspace by default; real ones added in the settings), their keys in the OS keychain
 * (safeStorage vault) and the settings. The security rules live in small pure modules
 * (README.md, "Security model").
 */

let manager: WorkspaceManager | null = null;
let window: BrowserWindow | null = null;
/** Base URLs of the registered workspaces: links to their own hosts may open in the browser. */
let workspaceUrls: string[] = [];

const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
/** The one page the window loads, navigates to and answers IPC for. */
const appPage = appPageUrl({ devServerUrl, isPackaged: app.isPackaged });
/** The built renderer, served as app://ortstermin/ (app-protocol.ts). */
const rendererDir = join(import.meta.dirname, '../renderer');
const links: ExternalLinkOpener = {
  allowedHosts: () => allowedLinkHosts(workspaceUrls),
  openExternal: (url) => shell.openExternal(url),
  log: (message) => console.warn(message),
};

// Every renderer sandboxed, whatever its web preferences say.
app.enableSandbox();
// Before 'ready': app:// is a standard, secure origin (module scripts, storage, CSP 'self').
protocol.registerSchemesAsPrivileged([{ scheme: appScheme, privileges: appSchemePrivileges }]);

if (!app.requestSingleInstanceLock()) {
  // A second start focuses the running app: two processes must not share one SQLite file.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  // Every WebContents, whoever creates it: the exact app page only, no windows, no webviews.
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, { appPage: () => appPage, links }),
  );
  app.whenReady().then(start).catch(fail);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (manager && BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || !manager) return;
    event.preventDefault();
    closing = true;
    void manager.close().finally(() => app.quit());
  });
}

async function start(): Promise<void> {
  // The Vite dev server injects inline scripts (React refresh); the built app gets the full policy.
  lockDownSession(electronSession.defaultSession, { applyCsp: !devServerUrl });
  protocol.handle(appScheme, async (request) => {
    const { status, headers, body } = await serveAppAsset(request, rendererDir);
    return new Response(body, { status, headers });
  });
  // After 'ready': on Linux safeStorage knows its backend only then.
  const vault = createSafeStorageVault({
    dir: keyVaultDir(app.getPath('userData')),
    safeStorage,
  });
  const opening = WorkspaceManager.open({
    dataDir: join(app.getPath('userData'), 'data'),
    vault,
    // The addon built for Electron's ABI; node_modules keeps the Node build (tests, CLI).
    nativeBinding: electronNativeBinding(),
  });
  // The window loads the page while the core opens its database; its first calls wait for it.
  const opened = whenOpen(opening);
  const refreshLinkHosts = async () => {
    if (manager) workspaceUrls = (await manager.list()).workspaces.map((w) => w.baseUrl);
  };

  // The manager's handlers, and the one channel only the shell can answer: printing its page.
  const handlers: HandlerMap = {
    ...opened.handlers,
    'report.savePdf': (request) =>
      saveReportPdf(window!, dialog, app.getPath('documents'), request),
  };
  ipcMain.handle('ortstermin:call', async (event, channel: unknown, request: unknown) => {
    if (event.sender !== window?.webContents || !isTrustedSender(event.senderFrame, appPage)) {
      return {
        ok: false,
        error: {
          code: 'unauthorized',
          message: 'Calls are only answered for the main frame of the Ortstermin page.',
        },
      };
    }
    const result = await dispatch(handlers, channel, request);
    if (typeof channel === 'string' && channel.startsWith('workspaces.')) await refreshLinkHosts();
    return result;
  });
  opened.subscribe((event, payload) => window?.webContents.send(`ortstermin:${event}`, payload));

  // The core runs in a worker thread (src/main/worker): the menu asks it through its handlers.
  installMenu(() => {
    if (manager) void Promise.resolve(manager.handlers['sync.now']({})).catch(() => undefined);
  });
  createWindow();
  // A core that cannot open ends the start here (fail: the dialog, then exit).
  manager = await opening;
  await refreshLinkHosts();
}

function createWindow(): void {
  window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Ortstermin',
    show: false,
    webPreferences: secureWebPreferences(join(import.meta.dirname, '../preload/index.cjs'), {
      devTools: !app.isPackaged,
    }),
  });
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => (window = null));
  void window.loadURL(appPage);
}

function fail(error: unknown): void {
  const failure = startFailure(error, { driverBuilt: !!electronNativeBinding() });
  console.error(failure.line);
  dialog.showErrorBox(failure.title, failure.message);
  app.exit(1);
}
