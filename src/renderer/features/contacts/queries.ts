import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { contactKeys } from './keys';

export { contactKeys };

/* Contact reads, keyed by resource: ['contacts', 'search', text] and ['contacts', 'detail', id]. */

export const searchLimit = 100;

export const contactQueries = {
  search: (text: string) =>
    queryOptions({
      queryKey: contactKeys.search(text),
      queryFn: () => api.contacts.search({ text, limit: searchLimit }),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => api.contacts.get({ id }) }),
};
