import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { pipelineKeys } from '../pipeline/queries';
import { contactKeys } from './queries';

/*
 * Writes of the contact screen. The change feed refreshes what they touched; invalidating here too
 * makes the screen current at once, whatever the host emits for local writes.
 */

export function useCreateContactMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'contacts.create'>['body']) => api.contacts.create({ body }),
    onSuccess: (contact) => {
      void client.invalidateQueries({ queryKey: contactKeys.searches });
      client.setQueryData(contactKeys.detail(contact.id), {
        contact,
        buildings: [],
        deals: [],
        projects: [],
      });
    },
  });
}

export function useCreateBuildingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'buildings.create'>['body']) => api.buildings.create({ body }),
    onSuccess: (building) =>
      client.invalidateQueries({ queryKey: contactKeys.detail(building.contactId), exact: true }),
  });
}

export function useCreateDealMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'deals.create'>['body']) => api.deals.create({ body }),
    onSuccess: (deal) => {
      void client.invalidateQueries({ queryKey: pipelineKeys.board });
      return client.invalidateQueries({
        queryKey: contactKeys.detail(deal.contactId),
        exact: true,
      });
    },
  });
}

export function usePatchContactMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<'contacts.patch'>) => api.contacts.patch(request),
    onSuccess: (contact) => {
      void client.invalidateQueries({ queryKey: contactKeys.searches });
      return client.invalidateQueries({ queryKey: contactKeys.detail(contact.id), exact: true });
    },
  });
}
