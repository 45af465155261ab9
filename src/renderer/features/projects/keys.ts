/* Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). */
export interface ProjectListFilter {
  text: string;
  type?: string;
  status?: string;
  contactId?: string;
}

export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (filter: ProjectListFilter) => ['projects', 'list', filter] as const,
  details: ['projects', 'detail'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};
