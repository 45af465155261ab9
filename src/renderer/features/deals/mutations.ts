import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { contactKeys } from '../contacts/keys';
import { pipelineKeys } from '../pipeline/keys';

/*
 * Deal writes, each a local write queued in the outbox (offline like every write). The change
 * feed refreshes what they touched; invalidating here too makes the screen current at once.
 */

function useRefresh() {
  const client = useQueryClient();
  return (contactId: string) => {
    void client.invalidateQueries({ queryKey: pipelineKeys.board });
    void client.invalidateQueries({ queryKey: contactKeys.detail(contactId), exact: true });
  };
}

export function usePatchDealMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: RequestOf<'deals.patch'>) => api.deals.patch(request),
    onSuccess: (deal) => refresh(deal.contactId),
  });
}

export function useCreateDealMutation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequestOf<'deals.create'>['body']) => api.deals.create({ body }),
    onSuccess: (deal) => refresh(deal.contactId),
  });
}
