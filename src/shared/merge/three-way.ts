/*
 * The one document merge of the app (DESIGN.md decision 19): the core's outbox merges a queued
 * edit onto the server's copy with it, the module editor a draft onto a version changed elsewhere.
 * Three-way merge of JSON values by key (DESIGN.md gaps table "Concurrent edits").
 * `base` is what the user's edit started from, `mine` what the user made of it, `theirs` the
 * server's current copy. A key changed on one side only takes that side's value; a key changed
 * on both sides to different values is a conflict. Plain objects merge key by key, at any depth;
 * arrays and scalars are single values. `undefined` means "no such key". Values are compared
 * deeply, so the order of an object's keys never counts as a change.
 */

export interface MergeConflict {
  /** The key path, segments joined by '.', e.g. `fields.email` or `payload.layers`. */
  path: string;
  /** The same path as keys (a key may itself contain a dot). */
  segments: string[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/**
 * Merges one value. Conflicts are appended to `conflicts` (when given) and resolved in favour of
 * `mine` in the returned value, which is what the user keeps seeing until they choose.
 */
export function merge3(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  segments: readonly string[] = [],
  conflicts?: MergeConflict[],
): unknown {
  if (deepEqual(mine, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(mine, theirs)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
    const from = (base ?? {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = merge3(from[key], mine[key], theirs[key], [...segments, key], conflicts);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  conflicts?.push({ path: segments.join('.'), segments: [...segments], base, mine, theirs });
  return mine;
}

/** The keys under `path` (as merge3 names it) as segments; a top-level key is one segment. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let value = root;
  for (const segment of segments) {
    if (!isPlainObject(value)) return undefined;
    value = value[segment];
  }
  return value;
}

/** A copy of `root` with the value at `segments` replaced (undefined removes the key). */
export function withValueAt(root: unknown, segments: readonly string[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string, ...string[]];
  const copy: Record<string, unknown> = isPlainObject(root) ? { ...root } : {};
  const next = withValueAt(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}
