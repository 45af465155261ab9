/*
 * The PV planner (its own issue) reads PV plans under ['pvPlans', …]; the change feed already
 * invalidates that prefix, so its queries only need to use these keys.
 */
export const pvPlanKeys = {
  all: ['pvPlans'] as const,
  byProject: (projectId: string) => ['pvPlans', 'project', projectId] as const,
  detail: (id: string) => ['pvPlans', 'detail', id] as const,
};
