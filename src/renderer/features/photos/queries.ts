import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { photoKeys } from './keys';

export { photoKeys };

export const photoQueries = {
  stored: (projectId: string) =>
    queryOptions({
      queryKey: photoKeys.stored(projectId),
      queryFn: () => api.photos.list({ projectId }),
    }),
};
