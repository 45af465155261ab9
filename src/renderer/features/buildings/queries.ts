import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { buildingKeys } from './keys';

export { buildingKeys };

/* ['buildings', 'detail', id]: the building with its owner and its projects. */
export const buildingQueries = {
  detail: (id: string) =>
    queryOptions({ queryKey: buildingKeys.detail(id), queryFn: () => api.buildings.get({ id }) }),
};
