import type { dealChannels } from '../../../shared/ipc/contract';
import { pipelineView } from '../reads';
import type { HandlerContext, HandlersOf } from './context';

export function dealHandlers({
  store,
  now,
  written,
}: HandlerContext): HandlersOf<keyof typeof dealChannels> {
  return {
    'deals.pipeline': () => pipelineView(store, now()),
    'deals.create': ({ body }) => written(store.createDeal(body)),
    'deals.patch': ({ id, body }) => written(store.patchDeal(id, body)),
    'deals.archive': ({ id }) => written(store.archiveDeal(id)),
  };
}
