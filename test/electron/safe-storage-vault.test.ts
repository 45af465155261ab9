import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSafeStorageVault,
  InvalidApiKeyError,
  type SafeStorageLike,
} from '../../src/main/electron/safe-storage-vault';

/** A stand-in for Electron's safeStorage: reversible, but never the plain text on disk. */
function fakeSafeStorage(
  overrides: Partial<SafeStorageLike> & { backend?: string } = {},
): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) => Buffer.from(`enc:${Buffer.from(text).toString('hex')}`),
    decryptString: (blob) => {
      const text = blob.toString();
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return Buffer.from(text.slice(4), 'hex').toString();
    },
    getSelectedStorageBackend: () => overrides.backend ?? 'gnome_libsecret',
    ...overrides,
  };
}

const key = 'sk_live_0123456789abcdef';
let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ortstermin-vault-'));
  dir = join(root, 'keys');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('safeStorage key vault', () => {
  it('stores the key encrypted, one 0600 file per workspace in a 0700 folder', () => {
    const vault = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage(),
      platform: 'darwin',
    });
    expect(vault.storage).toBe('os-keychain');
    expect(vault.set('ws-1', key)).toEqual({ storage: 'os-keychain' });
    vault.set('ws-2', 'other-key');

    expect(readdirSync(dir).sort()).toEqual(['ws-1.key', 'ws-2.key']);
    const blob = readFileSync(join(dir, 'ws-1.key'));
    expect(blob.toString()).not.toContain(key);
    if (process.platform !== 'win32') {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, 'ws-1.key')).mode & 0o777).toBe(0o600);
    }
    // A new start reads it back.
    const again = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage(),
      platform: 'darwin',
    });
    expect(again.get('ws-1')).toBe(key);
    expect(again.get('ws-2')).toBe('other-key');
    expect(again.get('ws-3')).toBeNull();
  });

  it('without a keyring, applies the key in memory and says it was not stored', () => {
    const safeStorage = fakeSafeStorage({ isEncryptionAvailable: () => false });
    const vault = createSafeStorageVault({ dir, safeStorage, platform: 'linux' });
    expect(vault.storage).toBe('memory');
    expect(vault.set('ws-1', key)).toEqual({ storage: 'memory', warning: 'key_not_stored' });
    expect(vault.get('ws-1')).toBe(key);
    expect(existsSync(join(dir, 'ws-1.key'))).toBe(false);
    expect(createSafeStorageVault({ dir, safeStorage, platform: 'linux' }).get('ws-1')).toBeNull();
  });

  it('a key kept only in memory replaces an older stored one for the next start too', () => {
    createSafeStorageVault({ dir, safeStorage: fakeSafeStorage(), platform: 'linux' }).set(
      'ws-1',
      'old-key',
    );
    const locked = fakeSafeStorage({ isEncryptionAvailable: () => false });
    createSafeStorageVault({ dir, safeStorage: locked, platform: 'linux' }).set('ws-1', key);
    const next = createSafeStorageVault({ dir, safeStorage: fakeSafeStorage(), platform: 'linux' });
    expect(next.get('ws-1')).toBeNull();
  });

  it('reports the Linux basic_text backend as a weak keychain', () => {
    const weak = fakeSafeStorage({ backend: 'basic_text' });
    const vault = createSafeStorageVault({ dir, safeStorage: weak, platform: 'linux' });
    expect(vault.storage).toBe('os-keychain-weak');
    expect(vault.set('ws-1', key)).toEqual({
      storage: 'os-keychain-weak',
      warning: 'key_stored_weakly',
    });
    expect(createSafeStorageVault({ dir, safeStorage: weak, platform: 'linux' }).get('ws-1')).toBe(
      key,
    );

    const strong = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage({ backend: 'kwallet6' }),
      platform: 'linux',
    });
    expect(strong.storage).toBe('os-keychain');
  });

  it('never throws for a storage failure: memory, with a warning, and no key in the log', () => {
    const log = vi.fn();
    const failing = fakeSafeStorage({
      encryptString: () => {
        throw new Error('keychain refused');
      },
    });
    const vault = createSafeStorageVault({ dir, safeStorage: failing, platform: 'darwin', log });
    expect(vault.set('ws-1', key)).toEqual({ storage: 'memory', warning: 'key_not_stored' });
    expect(vault.get('ws-1')).toBe(key);
    expect(log).toHaveBeenCalled();
    expect(JSON.stringify(log.mock.calls)).not.toContain(key);
  });

  it('a blob it cannot decrypt reads as no key, without throwing', () => {
    createSafeStorageVault({ dir, safeStorage: fakeSafeStorage(), platform: 'darwin' }).set(
      'ws-1',
      key,
    );
    writeFileSync(join(dir, 'ws-2.key'), 'garbage');
    const vault = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage(),
      platform: 'darwin',
    });
    expect(vault.get('ws-2')).toBeNull();
    const locked = fakeSafeStorage({ isEncryptionAvailable: () => false });
    expect(
      createSafeStorageVault({ dir, safeStorage: locked, platform: 'darwin' }).get('ws-1'),
    ).toBeNull();
  });

  it('validates the key before anything else and never echoes it', () => {
    const log = vi.fn();
    const encryptString = vi.fn(fakeSafeStorage().encryptString);
    const vault = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage({ encryptString }),
      platform: 'darwin',
      log,
    });
    vault.set('ws-1', key);
    encryptString.mockClear();
    for (const bad of [
      `${key}\r\nX-Injected: 1`,
      `${key}\n`,
      'with space',
      '',
      'ä-key',
      'x'.repeat(501),
    ]) {
      let thrown: unknown;
      try {
        vault.set('ws-1', bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidApiKeyError);
      expect((thrown as Error).message).not.toContain(key);
      if (bad) expect((thrown as Error).message).not.toContain(bad);
    }
    expect(encryptString).not.toHaveBeenCalled();
    expect(vault.get('ws-1')).toBe(key);
    expect(JSON.stringify(log.mock.calls)).not.toContain(key);
  });

  it('does not hand out a stored key that is not a valid key', () => {
    const safeStorage = fakeSafeStorage();
    const vault = createSafeStorageVault({ dir, safeStorage, platform: 'darwin' });
    vault.set('ws-1', key);
    writeFileSync(join(dir, 'ws-1.key'), safeStorage.encryptString('bad\r\nkey'));
    expect(createSafeStorageVault({ dir, safeStorage, platform: 'darwin' }).get('ws-1')).toBeNull();
  });

  it('tells where each workspace key lives now', () => {
    let available = true;
    const safeStorage = fakeSafeStorage({ isEncryptionAvailable: () => available });
    const vault = createSafeStorageVault({ dir, safeStorage, platform: 'darwin' });
    vault.set('ws-1', key);
    expect(vault.storageOf!('ws-1')).toBe('os-keychain');
    expect(vault.storageOf!('ws-2')).toBeNull();
    available = false;
    vault.set('ws-2', key);
    expect(vault.storageOf!('ws-2')).toBe('memory');
    available = true;
    const next = createSafeStorageVault({ dir, safeStorage, platform: 'darwin' });
    expect(next.storageOf!('ws-1')).toBe('os-keychain');
    expect(next.storageOf!('ws-2')).toBeNull();
    next.delete('ws-1');
    expect(next.storageOf!('ws-1')).toBeNull();
  });

  it('deletes a key from memory and disk', () => {
    const vault = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage(),
      platform: 'darwin',
    });
    vault.set('ws-1', key);
    vault.delete('ws-1');
    expect(vault.get('ws-1')).toBeNull();
    expect(existsSync(join(dir, 'ws-1.key'))).toBe(false);
    vault.delete('ws-9');
  });

  it('refuses a workspace id that is not a plain file name', () => {
    const vault = createSafeStorageVault({
      dir,
      safeStorage: fakeSafeStorage(),
      platform: 'darwin',
    });
    for (const id of ['../x', 'a/b', '', '.key', 'A B']) {
      expect(() => vault.set(id, key)).toThrow(/workspace id/);
      expect(() => vault.get(id)).toThrow(/workspace id/);
    }
  });
});
