/*
 * The PV planner reads PV plans under ['pvPlans', …]; the change feed invalidates that prefix on
 * every PV plan change, so every query here is current without polling.
 */
export const pvPlanKeys = {
  all: ['pvPlans'] as const,
  byProject: (projectId: string) => ['pvPlans', 'project', projectId] as const,
  byBuilding: (buildingId: string) => ['pvPlans', 'building', buildingId] as const,
  origin: (buildingId: string) => ['pvPlans', 'origin', buildingId] as const,
  detail: (id: string) => ['pvPlans', 'detail', id] as const,
};
