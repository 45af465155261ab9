import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/*
 * The app's private files (DESIGN.md decision 14): folders 0700, files 0600, written
 * atomically (temporary file, fsync, rename) so a crash leaves the old or the new file, never half.
 * The workspaces' settings and vaults and the core's attachment store write through these.
 */

export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder's mode alone, and the umask may have narrowed a new one.
  chmodSync(path, 0o700);
}

export function writePrivateFile(path: string, content: string | Uint8Array): void {
  ensurePrivateDir(dirname(path));
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    // Through the descriptor, whole (writeSync may write only part of a large buffer).
    writeFileSync(fd, content);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  chmodSync(path, 0o600);
  // The rename is durable once the folder is synced (best effort: not every platform allows it).
  try {
    const dirFd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    /* Windows cannot open a folder for fsync */
  }
}
