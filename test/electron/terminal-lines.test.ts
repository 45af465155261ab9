import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalLink } from '../../src/main/electron/external-links';
import { createSafeStorageVault } from '../../src/main/electron/safe-storage-vault';

/*
 * The Electron shell's other terminal lines (the key vault's, a refused link's) speak the
 * language `npm start` speaks (start-messages.ts): German by default, English with LANG=en. No
 * Electron binary here: the vault and the link opener are driven with fakes, their `env` given.
 */

const german = { LANG: 'de_DE.UTF-8' };
const english = { LANG: 'en_GB.UTF-8' };
const noKeychain = {
  isEncryptionAvailable: () => false,
  encryptString: () => Buffer.alloc(0),
  decryptString: () => '',
};

describe('the key vault’s terminal lines', () => {
  const dirs: string[] = [];
  const vaultDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ortstermin-vault-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** The lines a key set without a keychain logs, in the language of `env`. */
  const noKeychainLines = (env: NodeJS.ProcessEnv) => {
    const log = vi.fn();
    const vault = createSafeStorageVault({ dir: vaultDir(), safeStorage: noKeychain, log, env });
    vault.set('ws_one', 'a-secret-key');
    return log.mock.calls;
  };

  it('say in German that a key without a keychain is kept until the app quits', () => {
    expect(noKeychainLines(german)).toEqual([
      [
        'Kein Schlüsselbund des Betriebssystems verfügbar: Der API-Schlüssel gilt, bis die App beendet wird, und wird nicht gespeichert.',
      ],
    ]);
  });

  it('say the same in English with LANG=en', () => {
    expect(noKeychainLines(english)).toEqual([
      ['No OS keychain is available: the API key is used until the app quits, not stored.'],
    ]);
  });

  it('say in German why a stored key could not be read', () => {
    const log = vi.fn();
    const dir = vaultDir();
    const keychain = {
      isEncryptionAvailable: () => true,
      encryptString: (text: string) => Buffer.from(text),
      decryptString: (): string => {
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.');
      },
    };
    createSafeStorageVault({ dir, safeStorage: keychain, log, env: german }).set('ws_one', 'k-1');
    const later = createSafeStorageVault({ dir, safeStorage: keychain, log, env: german });
    expect(later.get('ws_one')).toBeNull();
    expect(log).toHaveBeenLastCalledWith(
      'Ein gespeicherter API-Schlüssel ließ sich nicht entschlüsseln: Error while decrypting the ciphertext provided to safeStorage.',
    );
  });
});

describe('a refused link’s terminal line', () => {
  const opener = (log: (line: string) => void) => ({
    allowedHosts: () => new Set(['www.kfw.de']),
    openExternal: () => Promise.resolve(),
    log,
  });

  it('says in German which page was not opened and why, without its query', () => {
    const log = vi.fn();
    expect(openExternalLink('http://www.kfw.de/foerderung?token=geheim', opener(log), german)).toBe(
      false,
    );
    expect(openExternalLink('https://evil.example/p?x=1', opener(log), german)).toBe(false);
    expect(log.mock.calls).toEqual([
      ['Nicht im Browser geöffnet: http://www.kfw.de/foerderung (keine sichere https-Adresse).'],
      ['Nicht im Browser geöffnet: https://evil.example/p (keine freigegebene Website).'],
    ]);
  });

  it('says it in English with LANG=en', () => {
    const log = vi.fn();
    openExternalLink('https://evil.example/p#frag', opener(log), english);
    expect(log.mock.calls).toEqual([
      ['Refused to open https://evil.example/p externally (host_not_allowed).'],
    ]);
  });

  it('says in German that an allowed page could not be opened', async () => {
    const log = vi.fn();
    const failing = {
      ...opener(log),
      openExternal: () => Promise.reject(new Error('no handler for https')),
    };
    expect(openExternalLink('https://www.kfw.de/a?b=c', failing, german)).toBe(true);
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'https://www.kfw.de/a ließ sich nicht im Browser öffnen: no handler for https',
      ),
    );
  });
});
