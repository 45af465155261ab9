import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { boardPageSize } from '../../../shared/domain/pipeline';
import type { DealFilterInput } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { pipelineKeys } from './keys';

export { pipelineKeys };

/*
 * The board answers totals and the first cards of every column in one call; a column's further
 * cards and the list's rows come a page at a time as the user scrolls. All are invalidated by
 * deal and stage changes (the ['pipeline'] prefix).
 */

export { boardPageSize };
export const columnPageSize = 100;
export const listPageSize = 100;

export const pipelineQueries = {
  board: (filter: DealFilterInput = {}) =>
    queryOptions({
      queryKey: pipelineKeys.boardOf(filter),
      queryFn: () => api.deals.pipeline({ filter, pageSize: boardPageSize }),
      // A new filter keeps the old board on screen until its answer is there.
      placeholderData: (previous) => previous,
    }),
  /** A column's cards after the first page (`from` = how many the board already gave). */
  column: (filter: DealFilterInput, stageId: string | undefined, from: number) =>
    infiniteQueryOptions({
      queryKey: pipelineKeys.column(filter, stageId ?? ''),
      queryFn: ({ pageParam }) =>
        api.deals.columnPage({ filter, stageId, offset: pageParam, limit: columnPageSize }),
      initialPageParam: from,
      getNextPageParam: (last, _all, offset) =>
        last.hasMore ? offset + last.data.length : undefined,
    }),
  list: (filter: DealFilterInput, sort: string, descending: boolean) =>
    infiniteQueryOptions({
      queryKey: pipelineKeys.list(filter, sort, descending),
      queryFn: ({ pageParam }) =>
        api.deals.list({
          filter,
          sort: sort as 'updated',
          descending,
          offset: pageParam,
          limit: listPageSize,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, _all, offset) =>
        last.hasMore ? offset + last.data.length : undefined,
      placeholderData: (previous) => previous,
    }),
  options: () =>
    queryOptions({ queryKey: pipelineKeys.options, queryFn: () => api.deals.options({}) }),
  deal: (id: string) =>
    queryOptions({ queryKey: pipelineKeys.deal(id), queryFn: () => api.deals.get({ id }) }),
};
