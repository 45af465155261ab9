/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const pipelineKeys = { board: ['pipeline'] as const };
