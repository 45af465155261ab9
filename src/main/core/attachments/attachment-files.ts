import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/*
 * The local attachment store of a workspace (DESIGN.md decision 17): files named by the SHA-256
 * of their content in `attachments/` beside the workspace's database, so the same photo added
 * twice is stored once and a file can be checked against its name. Folders 0700, files 0600,
 * written atomically (temporary file, fsync, rename). Nothing here deletes a file: attachments go
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
    const folder = join(this.dir, hash.slice(0, 2));
    for (const dir of [this.dir, folder]) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      chmodSync(dir, 0o700);
    }
    const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
      closeSync(fd);
      renameSync(temporary, path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    chmodSync(path, 0o600);
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
