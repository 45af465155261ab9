import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../src/main/electron/menu-template';

/* What a line-by-line review checks in the shell's source, kept as tests. */

const dir = resolve(import.meta.dirname, '../../src/main/electron');
const source = (name: string) => readFileSync(join(dir, name), 'utf8');
const all = readdirSync(dir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => [name, source(name)] as const);

describe('shell source review', () => {
  it('overrides no certificate check and loads no remote module', () => {
    for (const [name, text] of all) {
      for (const banned of [
        "'certificate-error'",
        'setCertificateVerifyProc',
        'ignore-certificate-errors',
        'allowRunningInsecureContent: true',
        'enableRemoteModule',
        '@electron/remote',
        'nodeIntegration: true',
        'contextIsolation: false',
        'sandbox: false',
        'webSecurity: false',
        'webviewTag: true',
      ]) {
        expect(text.includes(banned), `${name} contains ${banned}`).toBe(false);
      }
    }
  });

  it('enables the sandbox for every renderer and holds a single-instance lock', () => {
    const index = source('index.ts');
    expect(index).toMatch(/app\.enableSandbox\(\)/);
    expect(index).toMatch(/requestSingleInstanceLock\(\)/);
    expect(index).toMatch(/'web-contents-created'/);
  });

  it('opens external links only through the allowlist', () => {
    for (const [name, text] of all) {
      if (name === 'index.ts') continue;
      expect(/shell\.openExternal\(/.test(text), `${name} calls shell.openExternal`).toBe(false);
    }
    expect(source('index.ts').match(/shell\.openExternal\(/g)).toHaveLength(1);
  });

  it('the preload passes no Electron object to the page', () => {
    const preload = source('preload.ts');
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toMatch(/exposeInMainWorld\('ortstermin', api\)/);
    expect(preload).toMatch(/\} satisfies OrtsterminApi;/);
  });
});

describe('menu', () => {
  const flat = (isPackaged: boolean) =>
    JSON.stringify(menuTemplate({ isMac: false, isPackaged, onSyncNow: () => undefined }));

  it('offers no dev tools and no reload in a packaged app', () => {
    expect(flat(true)).not.toMatch(/toggleDevTools|forceReload|"reload"/);
    expect(flat(false)).toMatch(/toggleDevTools/);
  });

  it('opens no web page of its own', () => {
    expect(source('menu-template.ts')).not.toMatch(/https?:|openExternal/);
    expect(source('menu.ts')).not.toMatch(/https?:|openExternal/);
  });
});
