import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';

/*
 * Deal writes, each a local write queued in the outbox (offline like every write). The change
 * feed refreshes the board, the deal's page and its contacts, old and new (app/change-feed.ts).
 */

export const usePatchDealMutation = () =>
  useMutation({ mutationFn: (request: RequestOf<'deals.patch'>) => api.deals.patch(request) });

export const useCreateDealMutation = () =>
  useMutation({
    mutationFn: (body: RequestOf<'deals.create'>['body']) => api.deals.create({ body }),
  });
