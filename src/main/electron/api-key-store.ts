import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, safeStorage } from 'electron';

/*
 * The workspace API key, encrypted with the OS keychain (safeStorage) in userData. Never in the
 * SQLite database and never sent to the renderer.
 */

const file = () => join(app.getPath('userData'), 'workspace-key.bin');

export function loadApiKey(): string | null {
  if (!existsSync(file()) || !safeStorage.isEncryptionAvailable()) return null;
  try {
    return safeStorage.decryptString(readFileSync(file()));
  } catch {
    // Encrypted by another OS user or keychain: ask for the key again rather than fail.
    rmSync(file(), { force: true });
    return null;
  }
}

export function saveApiKey(apiKey: string): void {
  if (!safeStorage.isEncryptionAvailable()) {
    throw new Error(
      'This system offers no secure storage for the API key. The key is used for this session only.',
    );
  }
  writeFileSync(file(), safeStorage.encryptString(apiKey), { mode: 0o600 });
}
