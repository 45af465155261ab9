import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { projectKeys } from './keys';

export { projectKeys };

/* ['projects', 'list', text] (first page, newest first) and ['projects', 'detail', id] (with modules). */

export const projectListLimit = 100;

export const projectQueries = {
  list: (text: string) =>
    queryOptions({
      queryKey: projectKeys.list(text),
      queryFn: () => api.projects.list({ text, limit: projectListLimit }),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => api.projects.get({ id }) }),
};
