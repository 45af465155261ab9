import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { apiKeySchema } from '../../shared/api/api-key';
import { workspaceIdSchema } from '../../shared/ipc/contract';
import type { KeyStorage, KeyVault, StoredKeyOutcome } from '../workspaces/key-vault';
import { shellMessages } from './shell-messages';

/*
 * The Electron KeyVault (DESIGN.md decision 14): each workspace's API key encrypted with
 * safeStorage, one 0600 file per workspace id in a 0700 folder of userData. safeStorage is
 * injected (SafeStorageLike) so the vault runs in plain Node tests with a fake.
 *
 * - No encryption available (no keyring): the key is still kept in memory for this run and `set`
 *   reports `memory` / `key_not_stored`; an older stored key of that workspace is removed, so the
 *   next start asks again instead of using a stale key.
 * - Linux `basic_text` backend: encrypted with a hard-coded password, so no better than a private
 *   file: `os-keychain-weak` / `key_stored_weakly`.
 * - Keys are checked with apiKeySchema first (printable ASCII, no CR/LF) and never appear in an
 *   error or a log line; a stored blob that does not decrypt to a valid key reads as no key.
 */

/** The part of Electron's safeStorage the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron. */
  getSelectedStorageBackend?(): string;
}

export interface SafeStorageVaultOptions {
  /** The folder of the key files, e.g. keyVaultDir(app.getPath('userData')). */
  dir: string;
  safeStorage: SafeStorageLike;
  /** Default process.platform. */
  platform?: NodeJS.Platform;
  /** Default console.warn. Never given a key. */
  log?: (message: string) => void;
  /** Whose locale decides the log's language (shell-messages.ts). Default process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Thrown by `set` for a key that is not a valid API key; the message never repeats it. */
export class InvalidApiKeyError extends Error {
  override readonly name = 'InvalidApiKeyError';
  readonly code = 'invalid_api_key';
  constructor() {
    super('The API key must be 1 to 500 printable ASCII characters without spaces or line breaks.');
  }
}

export function keyVaultDir(userDataDir: string): string {
  return join(userDataDir, 'workspace-keys');
}

export function createSafeStorageVault(options: SafeStorageVaultOptions): KeyVault {
  const { dir, safeStorage } = options;
  const platform = options.platform ?? process.platform;
  const log = options.log ?? ((message: string) => console.warn(message));
  const say = shellMessages(options.env);
  /** Keys of this run: entered or read. The only copy for a key that could not be stored. */
  const memory = new Map<string, string>();
  /** Where each key of `memory` lives: stored (os-keychain…) or only in memory. */
  const placed = new Map<string, KeyStorage>();

  const fileOf = (workspaceId: string): string => {
    if (!workspaceIdSchema.safeParse(workspaceId).success) {
      throw new TypeError('The key vault needs a workspace id of a-z, 0-9, _ and - (1 to 64).');
    }
    return join(dir, `${workspaceId}.key`);
  };

  const storage = (): KeyStorage => {
    let available = false;
    try {
      available = safeStorage.isEncryptionAvailable();
    } catch {
      available = false;
    }
    if (!available) return 'memory';
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') {
      return 'os-keychain-weak';
    }
    return 'os-keychain';
  };

  const removeFile = (file: string): void => {
    try {
      rmSync(file, { force: true });
    } catch (error) {
      log(say.keyFileNotRemoved(describe(error)));
    }
  };

  const writePrivate = (file: string, blob: Buffer): void => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (platform !== 'win32') chmodSync(dir, 0o700);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(temp, blob, { mode: 0o600 });
      if (platform !== 'win32') chmodSync(temp, 0o600);
      renameSync(temp, file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  };

  const vault: KeyVault = {
    get storage() {
      return storage();
    },

    get(workspaceId) {
      const file = fileOf(workspaceId);
      const known = memory.get(workspaceId);
      if (known !== undefined) return known;
      if (!existsSync(file) || storage() === 'memory') return null;
      let key: string;
      try {
        key = safeStorage.decryptString(readFileSync(file));
      } catch (error) {
        // Another OS user's or an older keychain's blob: ask for the key again, keep the file.
        log(say.keyNotDecrypted(describe(error)));
        return null;
      }
      if (!apiKeySchema.safeParse(key).success) {
        log(say.keyNotValid);
        return null;
      }
      memory.set(workspaceId, key);
      placed.set(workspaceId, storage());
      return key;
    },

    set(workspaceId, apiKey): StoredKeyOutcome {
      if (!apiKeySchema.safeParse(apiKey).success) throw new InvalidApiKeyError();
      const file = fileOf(workspaceId);
      memory.set(workspaceId, apiKey);
      placed.set(workspaceId, 'memory');
      const where = storage();
      if (where === 'memory') {
        removeFile(file);
        log(say.noKeychain);
        return { storage: 'memory', warning: 'key_not_stored' };
      }
      try {
        writePrivate(file, safeStorage.encryptString(apiKey));
      } catch (error) {
        removeFile(file);
        log(say.keyNotStored(describe(error)));
        return { storage: 'memory', warning: 'key_not_stored' };
      }
      placed.set(workspaceId, where);
      return where === 'os-keychain-weak'
        ? { storage: where, warning: 'key_stored_weakly' }
        : { storage: where };
    },

    delete(workspaceId) {
      const file = fileOf(workspaceId);
      memory.delete(workspaceId);
      placed.delete(workspaceId);
      removeFile(file);
    },

    storageOf(workspaceId) {
      if (vault.get(workspaceId) === null) return null;
      return placed.get(workspaceId) ?? null;
    },
  };
  return vault;
}

/** An error's message for a log line (errors of fs and safeStorage carry no key). */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
