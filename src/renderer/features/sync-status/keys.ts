/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const syncKeys = { status: ['sync', 'status'] as const };
