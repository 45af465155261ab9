import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, writePrivateFile } from '../private-files';

/*
 * The local attachment store of a workspace (DESIGN.md decision 17): files named by the SHA-256
 * of their content in `attachments/` beside the workspace's database, so the same photo added
 * twice is stored once and a file can be checked against its name. Written as every private
 * file of the app is (../private-files.ts: folders 0700, files 0600, atomic). Nothing here deletes a file: attachments go
 * with the workspace's folder, when the workspace is removed.
 */

export const sha256Pattern = /^[0-9a-f]{64}$/;

export class AttachmentFiles {
  constructor(readonly dir: string) {}

  /** Stores the bytes (once per content) and returns their hash. */
  put(bytes: Uint8Array): string {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const path = this.pathOf(hash);
    if (existsSync(path)) return hash;
    // The store's own folder too, not only the hash's: both 0700 whatever the umask made them.
    ensurePrivateDir(this.dir);
    writePrivateFile(path, bytes);
    return hash;
  }

  /** The bytes of a stored file; undefined when it is not (or no longer whole) on this device. */
  get(hash: string): Buffer | undefined {
    if (!sha256Pattern.test(hash)) return undefined;
    const path = this.pathOf(hash);
    if (!existsSync(path)) return undefined;
    const bytes = readFileSync(path);
    return createHash('sha256').update(bytes).digest('hex') === hash ? bytes : undefined;
  }

  private pathOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash);
  }
}
