import type { projectChannels } from '../../../shared/ipc/contract';
import { pageOf, projectDetail } from '../reads';
import type { HandlerContext, HandlersOf } from './context';

export function projectHandlers({
  store,
  written,
}: HandlerContext): HandlersOf<keyof typeof projectChannels> {
  return {
    'projects.list': ({ text = '', limit = 100, offset = 0 }) =>
      pageOf((page) => store.searchProjects(text, page), { limit, offset }),
    'projects.get': ({ id }) => projectDetail(store, id),
    'modules.patch': ({ projectId, moduleKey, body }) =>
      written(store.patchModule(projectId, moduleKey, body)),
  };
}
