/**
 * Where a workspace's API key is kept (DESIGN.md decision 14). The key never reaches the renderer,
 * the database or a log; the renderer learns only whether one is set and where it is kept.
 *
 * - `os-keychain`: Electron safeStorage backed by the OS keychain (macOS Keychain, Windows DPAPI,
 *   libsecret/kwallet on Linux).
 * - `os-keychain-weak`: safeStorage on Linux with the `basic_text` backend: encrypted with a
 *   hard-coded password, so no better than a private file; the settings say so.
 * - `file`: browser mode, a 0600 file in the app's data folder.
 * - `memory`: nothing could be stored; the key works until the app quits (visible warning).
 */
export type KeyStorage = 'os-keychain' | 'os-keychain-weak' | 'file' | 'memory';

export interface StoredKeyOutcome {
  /** Where the key now lives; `memory` means it was applied but not stored. */
  storage: KeyStorage;
  /** Set when the user must be told something (code for the renderer's catalogue). */
  warning?: 'key_not_stored' | 'key_stored_weakly';
}

export interface KeyVault {
  /** Where keys go when they can be stored at all. */
  readonly storage: KeyStorage;
  get(workspaceId: string): string | null;
  /** Stores the key; never throws for a storage failure (it reports `memory` instead). */
  set(workspaceId: string, apiKey: string): StoredKeyOutcome;
  delete(workspaceId: string): void;
  /**
   * Where this workspace's key lives now, or null when there is none (optional: without it the
   * manager reports the outcome of the last `set` of this run, else `storage`).
   */
  storageOf?(workspaceId: string): KeyStorage | null;
}
