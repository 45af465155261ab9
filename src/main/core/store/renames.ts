import type { StoreContext } from './context';

/*
 * The renames the sync made, kept across restarts (migration 10). A window keeps the id it was
 * shown: the page of a contact made a minute ago, a draft, a write it sent while the core
 * restarted, a PV plan exported before its create was acknowledged. The core reads every request
 * through these (ipc/handlers.ts), so such a request reaches the record under its current id.
 */

/**
 * How long a former id is still understood. A window learns of a rename from the change feed at
 * once; what can still name a former id later is an unsaved draft kept in the window (until the
 * user comes back to it) or a file exported before the rename. A quarter of a year covers a
 * project paused over a season; a row is ~100 bytes, so even thousands cost nothing to load.
 */
export const renamesKeptForDays = 90;

/** Remembers that `formerId` is now `currentId` (in the caller's transaction; ids.ts). */
export function rememberRename(ctx: StoreContext, formerId: string, currentId: string): void {
  // A record renamed before (a restore: server id → local id → new server id) follows along.
  ctx.sql
    .prepare('UPDATE renamed_ids SET current_id = ? WHERE current_id = ?')
    .run(currentId, formerId);
  ctx.sql
    .prepare(
      'INSERT OR REPLACE INTO renamed_ids (former_id, current_id, renamed_at) VALUES (?, ?, ?)',
    )
    .run(formerId, currentId, ctx.now());
  // An id that is current again is no former id.
  ctx.sql.prepare('DELETE FROM renamed_ids WHERE former_id = ?').run(currentId);
}

/** Every former id still understood → the id its record has now. */
export function renamedIds(ctx: StoreContext): Record<string, string> {
  const rows = ctx.sql.prepare('SELECT former_id, current_id FROM renamed_ids').all() as {
    former_id: string;
    current_id: string;
  }[];
  const renamed: Record<string, string> = {};
  for (const row of rows) renamed[row.former_id] = row.current_id;
  return renamed;
}

/** Forgets the renames no window can still need (see renamesKeptForDays). */
export function forgetOldRenames(ctx: StoreContext): void {
  const before = new Date(Date.parse(ctx.now()) - renamesKeptForDays * 24 * 60 * 60_000);
  ctx.sql.prepare('DELETE FROM renamed_ids WHERE renamed_at < ?').run(before.toISOString());
}
