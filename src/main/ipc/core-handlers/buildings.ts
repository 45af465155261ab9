import type { buildingChannels } from '../../../shared/ipc/contract';
import { buildingDetail } from '../reads';
import type { HandlerContext, HandlersOf } from './context';

export function buildingHandlers({
  store,
  written,
}: HandlerContext): HandlersOf<keyof typeof buildingChannels> {
  return {
    'buildings.create': ({ body }) => written(store.createBuilding(body)),
    'buildings.get': ({ id }) => buildingDetail(store, id),
  };
}
