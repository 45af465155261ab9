import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PvPlanCreate, PvPlanPatch } from '../../../shared/api';
import { api } from '../../api';
import { pvPlanKeys } from './keys';

/* Every PV plan write goes through the core; the lists and the plan are read again at once. */

function useInvalidatePlans() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pvPlanKeys.all });
}

export function useCreatePvPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { projectId: string; body: PvPlanCreate }) => api.pvPlans.create(input),
    onSuccess: invalidate,
  });
}

export function usePatchPvPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { id: string; body: PvPlanPatch }) => api.pvPlans.patch(input),
    onSuccess: invalidate,
  });
}

export function useDuplicatePvPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => api.pvPlans.duplicate(input),
    onSuccess: invalidate,
  });
}

export function useImportPvPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (input: { projectId: string; file: unknown }) => api.pvPlans.import(input),
    onSuccess: invalidate,
  });
}
