import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileKeyVault, keyFileName } from '../../src/main/workspaces/file-key-vault';
import { writePrivateFile } from '../../src/main/workspaces/files';
import {
  demoWorkspaceId,
  registryFileName,
  WorkspaceRegistry,
} from '../../src/main/workspaces/registry';
import { SettingsStore, settingsFileName } from '../../src/main/workspaces/settings';
import { modeOf, tempDir } from './helpers';

let dir: ReturnType<typeof tempDir>;
let data: string;
beforeEach(() => {
  dir = tempDir('files');
  data = join(dir.path, 'data');
});
afterEach(() => dir.remove());

describe('workspace registry', () => {
  it('starts with the demo workspace active, in a 0600 file in a 0700 folder', () => {
    const registry = new WorkspaceRegistry(data);
    expect(registry.activeId).toBe(demoWorkspaceId);
    expect(registry.list().map((w) => w.kind)).toEqual(['demo']);
    expect(modeOf(data)).toBe(0o700);
    expect(modeOf(join(data, registryFileName))).toBe(0o600);
  });

  it('keeps added, renamed and removed workspaces and the active one across a restart', () => {
    const first = new WorkspaceRegistry(data);
    const a = first.add({ name: 'Büro Nord', baseUrl: 'https://api.example.com' });
    const b = first.add({ name: 'Büro Süd', baseUrl: 'https://api2.example.com/v' });
    first.rename(a.id, 'Büro Nordost');
    first.setActive(b.id);
    first.remove(a.id);
    const again = new WorkspaceRegistry(data);
    expect(again.activeId).toBe(b.id);
    expect(again.list().map((w) => [w.name, w.baseUrl])).toEqual([
      ['Demo', null],
      ['Büro Süd', 'https://api2.example.com/v'],
    ]);
    again.remove(b.id);
    expect(new WorkspaceRegistry(data).activeId).toBe(demoWorkspaceId);
    // The demo cannot go.
    again.remove(demoWorkspaceId);
    expect(new WorkspaceRegistry(data).get(demoWorkspaceId)).toBeDefined();
  });

  it('writes atomically: no temporary file stays, the file is always whole JSON', () => {
    const registry = new WorkspaceRegistry(data);
    for (let i = 0; i < 20; i++) registry.add({ name: `W${i}`, baseUrl: 'https://x.example' });
    expect(readdirSync(data).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(JSON.parse(readFileSync(join(data, registryFileName), 'utf8')).workspaces).toHaveLength(
      21,
    );
  });

  it('moves a damaged file aside and starts from the demo', () => {
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, registryFileName), '{"version":1,"activeId":');
    const registry = new WorkspaceRegistry(data);
    expect(registry.activeId).toBe(demoWorkspaceId);
    expect(readdirSync(data).some((f) => f.startsWith(`${registryFileName}.damaged-`))).toBe(true);
  });

  it('gives each workspace its own folder', () => {
    const registry = new WorkspaceRegistry(data);
    const a = registry.add({ name: 'A', baseUrl: 'https://a.example' });
    expect(registry.folderOf(demoWorkspaceId)).toBe(join(data, 'demo'));
    expect(registry.folderOf(a.id)).toBe(join(data, 'workspaces', a.id));
  });
});

describe('FileKeyVault', () => {
  it('keeps keys in one 0600 file, across a restart, and forgets deleted ones', () => {
    const vault = new FileKeyVault(data);
    expect(vault.storage).toBe('file');
    expect(vault.set('ws_a', 'key-a')).toEqual({ storage: 'file' });
    vault.set('ws_b', 'key-b');
    expect(modeOf(join(data, keyFileName))).toBe(0o600);
    expect(modeOf(data)).toBe(0o700);
    const again = new FileKeyVault(data);
    expect(again.get('ws_a')).toBe('key-a');
    expect(again.storageOf('ws_a')).toBe('file');
    again.delete('ws_a');
    expect(new FileKeyVault(data).get('ws_a')).toBeNull();
    expect(new FileKeyVault(data).get('ws_b')).toBe('key-b');
  });

  it('applies a key it cannot store for this run only, and says so', () => {
    const vault = new FileKeyVault(data);
    // The file's place is taken by a folder: writing fails.
    mkdirSync(join(data, keyFileName), { recursive: true });
    expect(vault.set('ws_a', 'key-a')).toEqual({ storage: 'memory', warning: 'key_not_stored' });
    expect(vault.get('ws_a')).toBe('key-a');
    expect(vault.storageOf('ws_a')).toBe('memory');
  });
});

describe('settings', () => {
  it('are German and online by default, and persist in a 0600 file', () => {
    const settings = new SettingsStore(data);
    // A photo's location is dropped unless the consultant allows keeping it.
    const off = { photoLocation: false };
    expect(settings.get()).toEqual({ language: 'de', offline: false, ...off });
    writePrivateFile(join(data, 'x'), 'x'); // creates the folder
    expect(settings.set({ offline: true })).toEqual({ language: 'de', offline: true, ...off });
    expect(settings.set({ language: 'en' })).toEqual({ language: 'en', offline: true, ...off });
    expect(modeOf(join(data, settingsFileName))).toBe(0o600);
    expect(new SettingsStore(data).get()).toEqual({ language: 'en', offline: true, ...off });
  });

  it('refuses an unknown language and keeps the old settings', () => {
    const settings = new SettingsStore(data);
    expect(() => settings.set({ language: 'fr' as never })).toThrow();
    expect(existsSync(join(data, settingsFileName))).toBe(false);
    expect(settings.get().language).toBe('de');
  });
});
