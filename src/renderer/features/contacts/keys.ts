/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const contactKeys = {
  all: ['contacts'] as const,
  searches: ['contacts', 'search'] as const,
  /** The list for a search text and status filter ('' = every status), paged. */
  search: (text: string, status = '') => ['contacts', 'search', text, status] as const,
  details: ['contacts', 'detail'] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
};
