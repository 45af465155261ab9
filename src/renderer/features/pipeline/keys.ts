import type { DealFilterInput } from '../../../shared/ipc/contract';

/*
 * Resource-keyed query keys: what the change feed invalidates (app/change-feed.ts). Everything
 * under ['pipeline'] is a deal read (board, column pages, list, a deal's page, the options), so a
 * deal or stage change refreshes them all; only the ones on screen refetch.
 */
export const pipelineKeys = {
  board: ['pipeline'] as const,
  boardOf: (filter: DealFilterInput) => ['pipeline', 'board', filter] as const,
  column: (filter: DealFilterInput, stageId: string) =>
    ['pipeline', 'column', filter, stageId] as const,
  list: (filter: DealFilterInput, sort: string, descending: boolean) =>
    ['pipeline', 'list', filter, sort, descending] as const,
  options: ['pipeline', 'options'] as const,
  deal: (id: string) => ['pipeline', 'deal', id] as const,
};
