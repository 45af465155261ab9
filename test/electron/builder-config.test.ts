import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/* electron-builder.yml, read with the js-yaml that electron-builder brings along. */

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../..');
const yaml = require('js-yaml') as { load(text: string): unknown };
const load = () =>
  yaml.load(readFileSync(resolve(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

describe('electron-builder.yml', () => {
  it('burns the fuses that close the shell to other code', () => {
    expect(load().electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('packs the built app into an asar, with better-sqlite3 unpacked', () => {
    const config = load();
    expect(config).toMatchObject({
      appId: 'de.ortstermin.app',
      productName: 'Ortstermin',
      asar: true,
    });
    expect(config.files).toEqual(expect.arrayContaining(['out/**/*', 'package.json']));
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/better-sqlite3/**/*']));
    for (const platform of ['linux', 'win', 'mac']) {
      expect((config[platform] as { target?: unknown }).target).toBeTruthy();
    }
  });

  it('is valid for the installed electron-builder (its own schema check)', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as {
      DebugLogger: new (on: boolean) => unknown;
    };
    await expect(validateConfiguration(load(), new DebugLogger(false))).resolves.toBeUndefined();
    await expect(
      validateConfiguration(
        { ...load(), electronFuses: { runAsNodee: false } },
        new DebugLogger(false),
      ),
    ).rejects.toThrow();
  });
});
