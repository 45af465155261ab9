import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';

/*
 * Retry (optionally with an edited body), discard, and resolve a conflict field by field. Each
 * changes the outbox in one store write: the change feed refreshes the list and the record, the
 * `status` event the counts (app/change-feed.ts).
 */

function useOutboxMutation<R>(run: (request: R) => Promise<unknown>) {
  return useMutation({ mutationFn: run });
}

export const useRetryMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.retry'>) => api.outbox.retry(r));
export const useDiscardMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.discard'>) => api.outbox.discard(r));
export const useResolveMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.resolve'>) => api.outbox.resolve(r));
export const useSettleMutation = () =>
  useOutboxMutation((r: RequestOf<'outbox.settle'>) => api.outbox.settle(r));
