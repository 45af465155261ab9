import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, session as electronSession, shell } from 'electron';
import { contentSecurityPolicy } from '../browser/bridge';
import { dispatch } from '../ipc/handlers';
import { openSession, type Session } from '../ipc/session';
import { loadApiKey, saveApiKey } from './api-key-store';
import { installMenu } from './menu';
import { electronNativeBinding } from './native-binding';

/*
 * The Electron shell (DESIGN.md decision 1): window, menu, preload, IPC wiring and key storage
 * around the plain-Node core. By default it runs on the embedded demo workspace (the reference
 * server in this process); ORTSTERMIN_WORKSPACE_URL points it at a real workspace instead.
 */

let session: Session | null = null;
let window: BrowserWindow | null = null;

if (!app.requestSingleInstanceLock()) {
  // A second start focuses the running app: two processes must not share one SQLite file.
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.whenReady().then(start).catch(fail);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (session && BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || !session) return;
    event.preventDefault();
    closing = true;
    void session.close().finally(() => app.quit());
  });
}

async function start(): Promise<void> {
  const remoteUrl = process.env.ORTSTERMIN_WORKSPACE_URL;
  session = await openSession({
    dataDir: join(app.getPath('userData'), 'workspace'),
    workspace: remoteUrl
      ? { kind: 'remote', baseUrl: remoteUrl, apiKey: loadApiKey() ?? '' }
      : { kind: 'demo' },
    // The demo key is fixed; a real workspace's key is kept encrypted for the next start.
    saveApiKey: remoteUrl ? saveApiKey : undefined,
    // The addon built for Electron's ABI; node_modules keeps the Node build (tests, CLI).
    nativeBinding: electronNativeBinding(),
  });

  ipcMain.handle('ortstermin:call', (event, channel: unknown, request: unknown) => {
    if (!isOwnPage(event.senderFrame?.url)) {
      return {
        ok: false,
        error: {
          code: 'unauthorized',
          message: 'Calls are only answered for the Ortstermin window.',
        },
      };
    }
    return dispatch(session!.handlers, channel, request);
  });
  session.subscribe((event, payload) => {
    for (const win of BrowserWindow.getAllWindows())
      win.webContents.send(`ortstermin:${event}`, payload);
  });

  lockDownSession();
  installMenu(() => void session?.core.engine.sync({ sweep: true }).catch(() => undefined));
  createWindow();
}

function createWindow(): void {
  window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Ortstermin',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => (window = null));

  const contents = window.webContents;
  // The app never navigates away; links to the web open in the user's browser.
  contents.on('will-navigate', (event, url) => {
    if (!isOwnPage(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });

  const devUrl = process.env.ELECTRON_RENDERER_URL;
  if (!app.isPackaged && devUrl) void window.loadURL(devUrl);
  else void window.loadFile(join(import.meta.dirname, '../renderer/index.html'));
}

function lockDownSession(): void {
  const ses = electronSession.defaultSession;
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  // The Vite dev server injects inline scripts (React refresh); the built app gets the full policy.
  if (process.env.ELECTRON_RENDERER_URL && !app.isPackaged) return;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [contentSecurityPolicy],
      },
    });
  });
}

function isOwnPage(url: string | undefined): boolean {
  if (!url) return false;
  const devUrl = process.env.ELECTRON_RENDERER_URL;
  return url.startsWith('file://') || (!!devUrl && !app.isPackaged && url.startsWith(devUrl));
}

function fail(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  // better-sqlite3 built for Node instead of Electron: say how to fix it.
  const hint = /NODE_MODULE_VERSION|better_sqlite3\.node/.test(message)
    ? `\n\nRun "npm run electron:setup" to build the database driver for Electron` +
      (electronNativeBinding() ? '.' : ' (build/electron-native is missing).')
    : '';
  console.error(`Ortstermin could not start: ${message}${hint}`);
  dialog.showErrorBox('Ortstermin could not start', message + hint);
  app.exit(1);
}
