import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { pvPlanKeys } from './keys';

export { pvPlanKeys };

export const pvPlanQueries = {
  byProject: (projectId: string) =>
    queryOptions({
      queryKey: pvPlanKeys.byProject(projectId),
      queryFn: () => api.pvPlans.byProject({ projectId }),
    }),
  byBuilding: (buildingId: string) =>
    queryOptions({
      queryKey: pvPlanKeys.byBuilding(buildingId),
      queryFn: () => api.pvPlans.byBuilding({ buildingId }),
    }),
  origin: (buildingId: string) =>
    queryOptions({
      queryKey: pvPlanKeys.origin(buildingId),
      queryFn: () => api.pvPlans.origin({ buildingId }),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: pvPlanKeys.detail(id), queryFn: () => api.pvPlans.get({ id }) }),
};
