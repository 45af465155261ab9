/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const outboxKeys = { all: ['outbox'] as const, list: ['outbox', 'list'] as const };
