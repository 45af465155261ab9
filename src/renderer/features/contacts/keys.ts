/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const contactKeys = {
  all: ['contacts'] as const,
  searches: ['contacts', 'search'] as const,
  search: (text: string) => ['contacts', 'search', text] as const,
  details: ['contacts', 'detail'] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
};
