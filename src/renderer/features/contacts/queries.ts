import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ContactStatus } from '../../../shared/api';
import { api } from '../../api';
import { contactKeys } from './keys';

export { contactKeys };

/*
 * Contact reads, keyed by resource: ['contacts', 'search', text, status] (every match, a page of
 * 100 at a time, fetched as the list scrolls) and ['contacts', 'detail', id].
 */

export const contactPageSize = 100;

export const contactQueries = {
  search: (text: string, status: ContactStatus | '' = '') =>
    infiniteQueryOptions({
      queryKey: contactKeys.search(text, status),
      queryFn: ({ pageParam }) =>
        api.contacts.search({
          text,
          status: status || undefined,
          limit: contactPageSize,
          offset: pageParam,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.hasMore ? pages.length * contactPageSize : undefined,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => api.contacts.get({ id }) }),
};
