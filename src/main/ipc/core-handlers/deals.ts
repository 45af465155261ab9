import type { dealChannels } from '../../../shared/ipc/contract';
import { dealDetail, dealFilter, dealView, pipelineView } from '../deal-views';
import type { HandlerContext, HandlersOf } from './context';

export function dealHandlers({
  store,
  now,
  written,
}: HandlerContext): HandlersOf<keyof typeof dealChannels> {
  return {
    'deals.pipeline': ({ filter, pageSize }) =>
      pipelineView(store, now(), dealFilter(filter), pageSize),
    'deals.columnPage': ({ filter, stageId, offset, limit }) => {
      const page = store.pipelineColumnPage(
        now(),
        dealFilter(filter),
        stageId ? { stageId } : { unknownStage: true },
        { offset, limit },
      );
      return { data: page.deals.map(dealView), hasMore: page.hasMore };
    },
    'deals.list': ({ filter, sort, descending, offset, limit }) => {
      const page = store.dealList(
        now(),
        dealFilter(filter),
        { by: sort, descending },
        {
          offset,
          limit,
        },
      );
      return { data: page.deals.map(dealView), hasMore: page.hasMore, totals: page.totals };
    },
    'deals.get': ({ id }) => dealDetail(store, now(), id),
    'deals.options': () => ({ stages: store.listedStages(), owners: store.dealOwners() }),
    'deals.create': ({ body }) => written(store.createDeal(body)),
    'deals.patch': ({ id, body }) => written(store.patchDeal(id, body)),
    'deals.archive': ({ id }) => written(store.archiveDeal(id)),
  };
}
