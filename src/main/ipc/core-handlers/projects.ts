import type { projectChannels } from '../../../shared/ipc/contract';
import { pageOf, projectDetail } from '../reads';
import type { HandlerContext, HandlersOf } from './context';

export function projectHandlers({
  store,
  written,
}: HandlerContext): HandlersOf<keyof typeof projectChannels> {
  return {
    'projects.list': ({ limit = 100, offset = 0, ...filter }) =>
      pageOf((page) => store.listProjects({ ...filter, ...page }), { limit, offset }),
    'projects.get': ({ id }) => projectDetail(store, id),
    'projects.create': ({ body }) => written(store.createProject(body)),
    'projects.patch': ({ id, body }) => written(store.patchProject(id, body)),
    'projects.archive': ({ id }) => written(store.archiveProject(id)),
    'modules.patch': ({ projectId, moduleKey, body }) =>
      written(store.patchModule(projectId, moduleKey, body)),
  };
}
