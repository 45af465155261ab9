import type { FastifyInstance } from 'fastify';
import { isKnownModuleKey, moduleKeys, modulePatchSchema } from '../../shared/api';
import { ApiError, notFound, parse } from '../errors';
import { ModuleLockedError } from '../store/modules';
import type { RouteContext } from './context';

type ModuleParams = { projectId: string; moduleKey: string };

export function moduleRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  app.patch<{ Params: ModuleParams }>('/v1/projects/:projectId/modules/:moduleKey', (request) => {
    const { projectId, moduleKey } = request.params;
    const ws = request.workspaceId;
    if (!isKnownModuleKey(moduleKey)) {
      throw new ApiError(
        404,
        'not_found',
        `Unknown module key "${moduleKey}"; known keys: ${moduleKeys.join(', ')}.`,
      );
    }
    const patch = parse(modulePatchSchema, request.body ?? {}, 'body');
    return store.transaction(() => {
      if (!store.projects.exists(ws, projectId)) throw notFound('project', projectId);
      const now = store.clock.now();
      let result;
      try {
        result = store.modules.patch(ws, projectId, moduleKey, patch, now);
      } catch (error) {
        if (!(error instanceof ModuleLockedError)) throw error;
        throw new ApiError(
          409,
          'module_locked',
          `Module "${moduleKey}" is locked (${error.lockedReason ?? 'no reason given'}); its payload cannot be changed.`,
          { lockedReason: error.lockedReason },
        );
      }
      if (!result) throw notFound(`module "${moduleKey}" in project`, projectId);
      if (result.changed) store.projects.touch(ws, projectId, now);
      return result.module;
    });
  });

  if (!strictSpec) {
    app.get<{ Params: { projectId: string } }>('/v1/projects/:projectId/modules', (request) => {
      const { projectId } = request.params;
      if (!store.projects.exists(request.workspaceId, projectId))
        throw notFound('project', projectId);
      return { data: store.modules.list(request.workspaceId, projectId) };
    });
  }
}
