import type { FastifyInstance } from 'fastify';
import { pvPlanCreateSchema, pvPlanPatchSchema } from '../../shared/api';
import { notFound, parse, unknownReference } from '../errors';
import { writeOnce } from '../idempotency';
import type { IdParams, RouteContext } from './context';

type ProjectParams = { projectId: string };

export function pvPlanRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  const checkBuilding = (workspaceId: string, buildingId: string | null | undefined) => {
    if (buildingId != null && !store.buildings.exists(workspaceId, buildingId)) {
      throw unknownReference('buildingId', 'building', buildingId);
    }
  };

  app.post<{ Params: ProjectParams }>('/v1/projects/:projectId/pv-plans', (request, reply) =>
    writeOnce(store, request, reply, () => {
      const ws = request.workspaceId;
      const { projectId } = request.params;
      if (!store.projects.exists(ws, projectId)) throw notFound('project', projectId);
      const input = parse(pvPlanCreateSchema, request.body ?? {}, 'body');
      checkBuilding(ws, input.buildingId);
      const now = store.clock.now();
      const plan = store.pvPlans.create(ws, projectId, input, now);
      store.projects.touch(ws, projectId, now);
      return plan;
    }),
  );

  app.get<{ Params: ProjectParams }>('/v1/projects/:projectId/pv-plans', (request) => {
    const { projectId } = request.params;
    if (!store.projects.exists(request.workspaceId, projectId))
      throw notFound('project', projectId);
    return { data: store.pvPlans.list(request.workspaceId, projectId) };
  });

  app.get<{ Params: IdParams }>('/v1/pv-plans/:id', (request) => {
    const plan = store.pvPlans.get(request.workspaceId, request.params.id);
    if (!plan) throw notFound('PV plan', request.params.id);
    return plan;
  });

  if (!strictSpec) {
    app.patch<{ Params: IdParams }>('/v1/pv-plans/:id', (request) => {
      const ws = request.workspaceId;
      const { id } = request.params;
      const patch = parse(pvPlanPatchSchema, request.body ?? {}, 'body');
      return store.transaction(() => {
        if (!store.pvPlans.get(ws, id)) throw notFound('PV plan', id);
        checkBuilding(ws, patch.buildingId);
        const now = store.clock.now();
        const result = store.pvPlans.patch(ws, id, patch, now);
        if (!result) throw notFound('PV plan', id);
        if (result.changed) store.projects.touch(ws, result.plan.projectId, now);
        return result.plan;
      });
    });
  }
}
