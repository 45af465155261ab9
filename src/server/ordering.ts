/**
 * List sort orders. The real service does not document its order, so the reference server can
 * serve any of these and clients must not depend on one (DESIGN.md decision 6).
 */
export const sortOrders = ['updatedAt', 'createdAt', 'id', 'random'] as const;
export type SortOrder = (typeof sortOrders)[number];

export function isSortOrder(value: string): value is SortOrder {
  return (sortOrders as readonly string[]).includes(value);
}

/** ORDER BY of a paged table; `id` breaks ties so that offset paging is total. */
export const orderByColumns: Record<SortOrder, string> = {
  updatedAt: 'updated_at, id',
  createdAt: 'created_at, id',
  id: 'id',
  random: 'shuffle_key, id',
};

/**
 * Position of a record in the 'random' order: FNV-1a of the id, stored at insert time. Fixed per
 * record, so the order is pseudo-random yet stable across requests and restarts.
 */
export function shuffleKey(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
