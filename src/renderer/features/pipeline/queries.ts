import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { pipelineKeys } from './keys';

export { pipelineKeys };

/* The board: deals by stage, counted in SQL; invalidated by deal and stage changes. */

export const pipelineQueries = {
  board: () =>
    queryOptions({ queryKey: pipelineKeys.board, queryFn: () => api.deals.pipeline({}) }),
};
