import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';

/*
 * Writes of the contact screen. Each is a local write whose commit the change feed reports; the
 * feed refreshes every list and page that shows what changed (app/change-feed.ts), so nothing
 * here touches the cache.
 */

export const useCreateContactMutation = () =>
  useMutation({
    mutationFn: (body: RequestOf<'contacts.create'>['body']) => api.contacts.create({ body }),
  });

export const useCreateBuildingMutation = () =>
  useMutation({
    mutationFn: (body: RequestOf<'buildings.create'>['body']) => api.buildings.create({ body }),
  });

export const useCreateDealMutation = () =>
  useMutation({
    mutationFn: (body: RequestOf<'deals.create'>['body']) => api.deals.create({ body }),
  });

export const usePatchContactMutation = () =>
  useMutation({
    mutationFn: (request: RequestOf<'contacts.patch'>) => api.contacts.patch(request),
  });
