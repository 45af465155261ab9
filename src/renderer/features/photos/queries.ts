import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';

/*
 * ['photos', 'stored', projectId]: the photos this device holds for a project (the originals'
 * rows). Only this window's own photo writes change them (the mutations invalidate the key); a
 * workspace switch clears every query. The payload's entries, this device's and other devices',
 * come with the project's detail and follow the change feed like every module.
 */
export const photoKeys = {
  all: ['photos'] as const,
  stored: (projectId: string) => ['photos', 'stored', projectId] as const,
};

export const photoQueries = {
  stored: (projectId: string) =>
    queryOptions({
      queryKey: photoKeys.stored(projectId),
      queryFn: () => api.photos.list({ projectId }),
    }),
};
