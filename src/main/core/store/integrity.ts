import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/*
 * When a database is checked for damage in full as it opens (PRAGMA quick_check reads every page:
 * 0.4 s at 230,000 records, 1.7 s at 920,000, most of the app's start; bench/README.md).
 *
 * Damage comes from a crash or power cut mid-write, or from something that wrote to the file
 * while the app was closed. Neither is possible after a clean close of a file that nobody touched
 * since, so, like a file system checker that runs after an unclean shutdown or every so many
 * days (e2fsck's "not cleanly unmounted" and check interval), the full check runs:
 * - on a file this app did not close cleanly (crash, kill, power cut: no note, or a WAL left),
 * - on a file that changed while closed (its size, times or inode differ from the note),
 * - and at least every `fullCheckEveryDays` days, for damage at rest.
 * The note (`<db>-closed`) is written after a clean close and removed as the file opens, before
 * anything writes to it, so a crash always leaves no note.
 */

export const fullCheckEveryDays = 7;

/** How the file was checked as it opened: in full, or trusted after a clean close. */
export type DamageCheck = 'full' | 'clean-close';

const cleanCloseNote = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  ctimeMs: z.number(),
  ino: z.number(),
  /** When the last full check passed (ISO). */
  checkedAt: z.string(),
});

export const cleanCloseNotePath = (dbPath: string) => `${dbPath}-closed`;

function fingerprint(dbPath: string) {
  const { size, mtimeMs, ctimeMs, ino } = statSync(dbPath);
  return { size, mtimeMs, ctimeMs, ino };
}

/**
 * Takes (reads and removes) the note of the last clean close. Returns when the last full check
 * passed if the file is as that close left it and that check is recent enough, else null: check.
 */
export function takeCleanClose(dbPath: string, now: Date): string | null {
  const notePath = cleanCloseNotePath(dbPath);
  if (!existsSync(notePath)) return null;
  let note: z.infer<typeof cleanCloseNote> | null = null;
  try {
    note = cleanCloseNote.parse(JSON.parse(readFileSync(notePath, 'utf8')));
  } catch {
    note = null; // unreadable: check
  }
  rmSync(notePath, { force: true });
  if (!note || !existsSync(dbPath) || existsSync(`${dbPath}-wal`)) return null;
  const current = fingerprint(dbPath);
  const unchanged =
    current.size === note.size &&
    current.mtimeMs === note.mtimeMs &&
    current.ctimeMs === note.ctimeMs &&
    current.ino === note.ino;
  const age = now.getTime() - Date.parse(note.checkedAt);
  const recent = age >= 0 && age < fullCheckEveryDays * 24 * 60 * 60 * 1000;
  return unchanged && recent ? note.checkedAt : null;
}

/**
 * After the database closed: notes how the file looks now and when it was last checked in full.
 * Nothing is noted when the close left a WAL behind (its checkpoint did not finish). A note that
 * can't be written only means a full check next time.
 */
export function noteCleanClose(dbPath: string, checkedAt: string): void {
  try {
    if (!existsSync(dbPath) || existsSync(`${dbPath}-wal`)) return;
    const note: z.infer<typeof cleanCloseNote> = { ...fingerprint(dbPath), checkedAt };
    const notePath = cleanCloseNotePath(dbPath);
    const temporary = `${notePath}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(note), { mode: 0o600 });
    renameSync(temporary, notePath);
  } catch {
    // e.g. a full disk: the next open checks in full
  }
}
