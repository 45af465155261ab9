import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * The app's private files (DESIGN.md decision 14): folders 0700, files 0600, written
 * atomically (temporary file, fsync, rename) so a crash leaves the old or the new file, never half.
 */

export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing folder's mode alone, and the umask may have narrowed a new one.
  chmodSync(path, 0o700);
}

export function writePrivateFile(path: string, text: string): void {
  ensurePrivateDir(dirname(path));
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, text);
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

/** The parsed JSON of a file, `undefined` when there is none; throws when it is not JSON. */
export function readJsonFile(path: string): unknown {
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

/**
 * One of our JSON files read with its schema. A damaged one (not JSON, or not the schema) is
 * moved aside, never deleted, and reads as missing: the app starts with defaults.
 */
export function readOwnJsonFile<T>(path: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = readJsonFile(path);
    return raw === undefined ? undefined : schema.parse(raw);
  } catch {
    moveAside(path);
    return undefined;
  }
}

/** Moves a damaged file aside (never deletes it) and returns where it went. */
export function moveAside(path: string): string {
  const aside = `${path}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  return aside;
}

/** Makes every database file in a folder 0600 (SQLite creates its -wal and -shm files 0644). */
export function tightenDatabaseFiles(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (/\.sqlite(-wal|-shm|-journal)?$/.test(name)) {
      try {
        chmodSync(join(dir, name), 0o600);
      } catch {
        /* removed meanwhile */
      }
    }
  }
}
