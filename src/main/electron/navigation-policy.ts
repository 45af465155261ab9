import { appPageProductionUrl } from './app-protocol';

/*
 * The window shows exactly one page: the app. Navigation, the IPC sender check and the window
 * guard all compare against that one URL (DESIGN.md decision 3: the preload's API belongs to the
 * app's own page and nothing else, not a dropped HTML file, not another page of the dev server).
 */

export interface AppPageOptions {
  /** ELECTRON_RENDERER_URL, set by electron-vite's dev server. */
  devServerUrl: string | undefined;
  isPackaged: boolean;
}

/**
 * The one URL the window loads: the dev server in development, otherwise the built index.html
 * as app://ortstermin/index.html (app-protocol.ts serves out/renderer there).
 */
export function appPageUrl({ devServerUrl, isPackaged }: AppPageOptions): string {
  if (!isPackaged && devServerUrl) return devServerUrl;
  return appPageProductionUrl;
}

/** The URL without its hash, after WHATWG normalisation (case, dot segments, default port). */
export function normalisePageUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  parsed.hash = '';
  return parsed.href;
}

/** True only for the app page itself; the hash (the renderer's route) may differ. */
export function isAppPage(url: string | null | undefined, appPage: string): boolean {
  if (!url) return false;
  const normalised = normalisePageUrl(url);
  return normalised !== null && normalised === normalisePageUrl(appPage);
}
