import { join } from 'node:path';
import { z } from 'zod';
import type { KeyStorage, KeyVault, StoredKeyOutcome } from './key-vault';
import { readOwnJsonFile, writePrivateFile } from './files';

const keyFileSchema = z.object({
  version: z.literal(1),
  keys: z.record(z.string(), z.string()),
});

export const keyFileName = 'keys.json';

/**
 * Browser mode's key vault: one 0600 file in the app's data folder (storage `file`). No better
 * than the user's own account protection, and the settings say so. When the file can't be
 * written the key is still kept for this run (storage `memory`, warning `key_not_stored`).
 */
export class FileKeyVault implements KeyVault {
  readonly storage: KeyStorage = 'file';
  private readonly path: string;
  private readonly keys = new Map<string, string>();
  /** Keys that only live in memory because the file could not be written. */
  private readonly unsaved = new Set<string>();

  constructor(dataDir: string) {
    this.path = join(dataDir, keyFileName);
    // A damaged key file is kept aside for the user; the keys are asked for again.
    const parsed = readOwnJsonFile(this.path, keyFileSchema);
    for (const [id, key] of Object.entries(parsed?.keys ?? {})) this.keys.set(id, key);
  }

  get(workspaceId: string): string | null {
    return this.keys.get(workspaceId) ?? null;
  }

  /** Where this workspace's key lives now (null: none). */
  storageOf(workspaceId: string): KeyStorage | null {
    if (!this.keys.has(workspaceId)) return null;
    return this.unsaved.has(workspaceId) ? 'memory' : this.storage;
  }

  set(workspaceId: string, apiKey: string): StoredKeyOutcome {
    this.keys.set(workspaceId, apiKey);
    try {
      this.save();
      this.unsaved.delete(workspaceId);
      return { storage: this.storage };
    } catch {
      this.unsaved.add(workspaceId);
      return { storage: 'memory', warning: 'key_not_stored' };
    }
  }

  delete(workspaceId: string): void {
    if (!this.keys.delete(workspaceId)) return;
    this.unsaved.delete(workspaceId);
    try {
      this.save();
    } catch {
      /* the file keeps a key of a removed workspace until the next successful write */
    }
  }

  private save(): void {
    const keys = Object.fromEntries([...this.keys].filter(([id]) => !this.unsaved.has(id)));
    writePrivateFile(this.path, JSON.stringify({ version: 1, keys }, null, 2) + '\n');
  }
}

/** Keeps keys for this run only (storage `memory`): tests, and hosts with nowhere to store. */
export class MemoryKeyVault implements KeyVault {
  readonly storage: KeyStorage = 'memory';
  private readonly keys = new Map<string, string>();
  get(workspaceId: string): string | null {
    return this.keys.get(workspaceId) ?? null;
  }
  set(workspaceId: string, apiKey: string): StoredKeyOutcome {
    this.keys.set(workspaceId, apiKey);
    return { storage: 'memory', warning: 'key_not_stored' };
  }
  delete(workspaceId: string): void {
    this.keys.delete(workspaceId);
  }
}
