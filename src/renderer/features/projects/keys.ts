/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (text: string) => ['projects', 'list', text] as const,
  details: ['projects', 'detail'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};
