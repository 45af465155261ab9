import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { syncKeys } from '../sync-status/queries';
import { outboxKeys } from './queries';

/* Retry (optionally with an edited body), discard, and resolve a conflict field by field. */

function useOutboxMutation<R>(run: (request: R) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: syncKeys.status });
      return client.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}

export const useRetryMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.retry'>) => api.outbox.retry(r));
export const useDiscardMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.discard'>) => api.outbox.discard(r));
export const useResolveMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.resolve'>) => api.outbox.resolve(r));
