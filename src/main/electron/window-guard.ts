import type { Session, WebContents, WebPreferences } from 'electron';
import { electronContentSecurityPolicy } from './csp';
import { openExternalLink, type ExternalLinkOpener } from './external-links';
import { isAppPage } from './navigation-policy';

/*
 * The window's rules, applied to every WebContents (app.on('web-contents-created')) and the
 * default session. Pure over the few Electron methods they use, so plain Node tests drive them.
 */

export interface GuardOptions {
  /** The one page the window may show (navigation-policy.ts). */
  appPage: () => string;
  links: ExternalLinkOpener;
}

export type GuardableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function guardWebContents(contents: GuardableContents, options: GuardOptions): void {
  const allowed = (url: string) => isAppPage(url, options.appPage());
  // Links, dropped files, scripts: the main frame stays on the app page. A link to an allowed
  // site opens in the system browser instead.
  contents.on('will-navigate', (event, url) => {
    if (allowed(url)) return;
    event.preventDefault();
    openExternalLink(url, options.links);
  });
  contents.on('will-redirect', (event, url) => {
    if (!allowed(url)) event.preventDefault();
  });
  // The app has no frames: a subframe may not navigate anywhere.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // No second window, ever; allowed links go to the system browser.
  contents.setWindowOpenHandler(({ url }) => {
    openExternalLink(url, options.links);
    return { action: 'deny' };
  });
}

export type LockableSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
> & { webRequest: Pick<Session['webRequest'], 'onHeadersReceived'> };

/**
 * Denies every permission (the app needs none: no camera, notifications, clipboard API, …) and
 * sets the Content-Security-Policy header on every response (not with Vite's dev server, whose
 * React refresh needs an inline script).
 */
export function lockDownSession(ses: LockableSession, options: { applyCsp: boolean }): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  if (!options.applyCsp) return;
  ses.webRequest.onHeadersReceived((details, callback) => {
    const responseHeaders: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      if (name.toLowerCase() !== 'content-security-policy') responseHeaders[name] = value;
    }
    responseHeaders['Content-Security-Policy'] = [electronContentSecurityPolicy];
    callback({ responseHeaders });
  });
}

/** The renderer's web preferences: sandboxed, isolated, no Node, no webview, no drag navigation. */
export function secureWebPreferences(
  preload: string,
  { devTools }: { devTools: boolean },
): WebPreferences {
  return {
    preload,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    experimentalFeatures: false,
    safeDialogs: true,
    spellcheck: false,
    devTools,
  };
}
