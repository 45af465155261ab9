import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { projectKeys, type ProjectListFilter } from './keys';

export { projectKeys };

/*
 * ['projects', 'list', filter] (pages of 100, newest first; more on request) and
 * ['projects', 'detail', id] (with modules, contact, building, linked deals and versions).
 */

export const projectPageSize = 100;

/** The list request for a filter, without paging (the list and its CSV export ask the same). */
export function projectListRequest(filter: ProjectListFilter): RequestOf<'projects.list'> {
  return {
    text: filter.text,
    type: (filter.type || undefined) as RequestOf<'projects.list'>['type'],
    status: (filter.status || undefined) as RequestOf<'projects.list'>['status'],
    contactId: filter.contactId || undefined,
  };
}

export const projectQueries = {
  list: (filter: ProjectListFilter) =>
    infiniteQueryOptions({
      queryKey: projectKeys.list(filter),
      queryFn: ({ pageParam }) =>
        api.projects.list({
          ...projectListRequest(filter),
          limit: projectPageSize,
          offset: pageParam,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.hasMore ? pages.length * projectPageSize : undefined,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => api.projects.get({ id }) }),
};
