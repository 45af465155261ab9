/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const buildingKeys = {
  all: ['buildings'] as const,
  details: ['buildings', 'detail'] as const,
  detail: (id: string) => ['buildings', 'detail', id] as const,
};
