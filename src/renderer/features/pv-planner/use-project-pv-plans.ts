import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ContextPvPlan } from '../../modules/definition';
import type { PvPlanItem } from '../../../shared/ipc/channels/pv-plans';
import type { HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { projectQueries } from '../projects/queries';
import { heatPumpOffer } from './heat-pump-offer';
import { pvPlanQueries } from './queries';

// Stable, so react-query keeps the combined list while no plan changed.
const documentsOf = (results: { data?: PvPlanItem }[]) => results.map((r) => r.data ?? null);

/**
 * The project's PV plans with their documents, for the modules' data flow (ModuleContext.pvPlans):
 * the planner's own queries, which the change feed keeps current (['pvPlans'] on every PV plan
 * change). A plan whose document this device lacks comes with `payload: null` (it offers nothing).
 */
export function useProjectPvPlans(projectId: string): readonly ContextPvPlan[] {
  const list = useQuery(pvPlanQueries.byProject(projectId));
  const plans = list.data?.data;
  const documents = useQueries({
    queries: (plans ?? []).map((p) => pvPlanQueries.detail(p.id)),
    combine: documentsOf,
  });
  return useMemo(
    () =>
      (plans ?? []).map((plan, k) => ({
        id: plan.id,
        name: plan.name,
        payload: documents[k]?.payload ?? null,
        schemaVersion: documents[k]?.schemaVersion ?? null,
      })),
    [plans, documents],
  );
}

/** The heat pump's electricity from the project's stored modules (the project's cached query). */
export function useHeatPumpOffer(projectId: string): HeatPumpOffer | null {
  const project = useQuery(projectQueries.detail(projectId));
  const modules = project.data?.modules;
  return useMemo(() => (modules ? heatPumpOffer(modules) : null), [modules]);
}
