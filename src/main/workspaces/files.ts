import type { z } from 'zod';
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The app's private files (DESIGN.md decision 14): folders 0700, files 0600, written
 * atomically (temporary file, fsync, rename) so a crash leaves the old or the new file, never half.
 */

export { ensurePrivateDir, writePrivateFile } from '../core/private-files';

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
