/*
 * The sync renames a record created on this device to the server's id once the server has it.
 * Whatever still holds the local id (a screen's cached copy, a draft, a request already on its
 * way) is read through the renames: every string equal to a renamed local id becomes the server's
 * id. Local and server ids are UUIDs, so no other value can be equal to one.
 */

/**
 * Adds one rename to `renamed` (in place). A record renamed before (a restore: server id → new
 * local id → new server id) follows, so its first id leads to the current one; an id that is
 * current again is no longer renamed.
 */
export function followRename(renamed: Record<string, string>, former: string, current: string) {
  for (const [older, now] of Object.entries(renamed)) if (now === former) renamed[older] = current;
  renamed[former] = current;
  delete renamed[current];
}

/** `value` with every renamed id replaced; the same object (and sub-objects) where none occurs. */
export function renameIds<T>(value: T, renamed: Readonly<Record<string, string>>): T {
  return rename(value, renamed) as T;
}

function rename(value: unknown, renamed: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return Object.hasOwn(renamed, value) ? renamed[value] : value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const renamedItem = rename(item, renamed);
      if (renamedItem !== item) changed = true;
      return renamedItem;
    });
    return changed ? next : value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const renamedItem = rename(item, renamed);
      if (renamedItem !== item) changed = true;
      next[key] = renamedItem;
    }
    return changed ? next : value;
  }
  return value;
}
