import { useMutation } from '@tanstack/react-query';
import type { PvPlanCreate, PvPlanPatch } from '../../../shared/api';
import { api } from '../../api';

/*
 * Every PV plan write goes through the core as a local write; the change feed then refreshes every
 * PV plan read (pvPlanKeys.all, app/change-feed.ts).
 */

export const useCreatePvPlanMutation = () =>
  useMutation({
    mutationFn: (input: { projectId: string; body: PvPlanCreate }) => api.pvPlans.create(input),
  });

export const usePatchPvPlanMutation = () =>
  useMutation({
    mutationFn: (input: { id: string; body: PvPlanPatch }) => api.pvPlans.patch(input),
  });

export const useDuplicatePvPlanMutation = () =>
  useMutation({
    mutationFn: (input: { id: string; name: string }) => api.pvPlans.duplicate(input),
  });

export const useImportPvPlanMutation = () =>
  useMutation({
    mutationFn: (input: { projectId: string; file: unknown }) => api.pvPlans.import(input),
  });
