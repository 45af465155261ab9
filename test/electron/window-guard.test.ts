import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { electronContentSecurityPolicy } from '../../src/main/electron/csp';
import {
  guardWebContents,
  lockDownSession,
  secureWebPreferences,
  type GuardableContents,
  type LockableSession,
} from '../../src/main/electron/window-guard';

const page = 'app://ortstermin/index.html';

class FakeContents extends EventEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }) {
    this.openHandler = handler;
  }
  /** Emits like Electron: returns whether a listener prevented the default. */
  fire(name: string, ...args: unknown[]): boolean {
    let prevented = false;
    const event = { preventDefault: () => (prevented = true), url: args[0], isMainFrame: args[1] };
    this.emit(name, event, ...args);
    return prevented;
  }
}

function guarded() {
  const contents = new FakeContents();
  const openExternal = vi.fn(async () => undefined);
  const log = vi.fn();
  guardWebContents(contents as unknown as GuardableContents, {
    appPage: () => page,
    links: { allowedHosts: () => new Set(['www.kfw.de']), openExternal, log },
  });
  return { contents, openExternal, log };
}

describe('web contents guard', () => {
  it('lets the window reach only the exact app page', () => {
    const { contents } = guarded();
    expect(contents.fire('will-navigate', `${page}#/contacts`)).toBe(false);
    expect(contents.fire('will-navigate', 'file:///home/u/Downloads/dropped.html')).toBe(true);
    expect(contents.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.fire('will-redirect', 'https://evil.example/')).toBe(true);
  });

  it('denies any subframe navigation and every webview', () => {
    const { contents } = guarded();
    expect(contents.fire('will-frame-navigate', page, false)).toBe(true);
    expect(contents.fire('will-frame-navigate', `${page}#x`, true)).toBe(false);
    expect(contents.fire('will-attach-webview', {}, {})).toBe(true);
  });

  it('denies window.open, handing only allowlisted https links to the system browser', () => {
    const { contents, openExternal } = guarded();
    expect(contents.openHandler!({ url: 'https://www.kfw.de/foerderung' })).toEqual({
      action: 'deny',
    });
    expect(contents.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(contents.openHandler!({ url: page })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(openExternal).toHaveBeenCalledWith('https://www.kfw.de/foerderung');
  });

  it('a link navigation to an allowlisted site opens the browser instead', () => {
    const { contents, openExternal } = guarded();
    expect(contents.fire('will-navigate', 'https://www.kfw.de/x')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://www.kfw.de/x');
  });
});

describe('session lock-down', () => {
  function fakeSession() {
    const calls: Record<string, unknown> = {};
    return {
      calls,
      setPermissionRequestHandler: (h: unknown) => (calls.request = h),
      setPermissionCheckHandler: (h: unknown) => (calls.check = h),
      setDevicePermissionHandler: (h: unknown) => (calls.device = h),
      webRequest: { onHeadersReceived: (h: unknown) => (calls.headers = h) },
    };
  }

  it('denies every permission request and check', () => {
    const ses = fakeSession();
    lockDownSession(ses as unknown as LockableSession, { applyCsp: true });
    const request = ses.calls.request as (
      wc: unknown,
      p: string,
      cb: (ok: boolean) => void,
    ) => void;
    const check = ses.calls.check as (wc: unknown, p: string) => boolean;
    const device = ses.calls.device as (d: unknown) => boolean;
    for (const permission of [
      'media',
      'notifications',
      'geolocation',
      'clipboard-read',
      'openExternal',
    ]) {
      const callback = vi.fn();
      request(null, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(check(null, permission)).toBe(false);
    }
    expect(device({})).toBe(false);
  });

  it('sets the policy header, replacing one of any case', () => {
    const ses = fakeSession();
    lockDownSession(ses as unknown as LockableSession, { applyCsp: true });
    const onHeaders = ses.calls.headers as (
      d: { responseHeaders?: Record<string, string[]> },
      cb: (r: { responseHeaders: Record<string, string[]> }) => void,
    ) => void;
    const callback = vi.fn();
    onHeaders(
      { responseHeaders: { 'content-security-policy': ['default-src *'], a: ['b'] } },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { a: ['b'], 'Content-Security-Policy': [electronContentSecurityPolicy] },
    });
  });
});

describe('content security policy', () => {
  const directives = new Map(
    electronContentSecurityPolicy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

  it('runs only the app’s own scripts', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(electronContentSecurityPolicy).not.toMatch(/unsafe-eval|unsafe-hashes|\*/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the renderer connect nowhere (it talks over IPC) and embed nothing', () => {
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    // Workers only from the app's own files (the photo worker).
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    for (const name of ['object-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors']) {
      expect(directives.get(name)).toEqual(["'none'"]);
    }
  });
});

describe('web preferences', () => {
  it('sandboxes and isolates the renderer', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs', { devTools: false });
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
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
      devTools: false,
    });
    expect(secureWebPreferences('/p', { devTools: true }).devTools).toBe(true);
  });
});
