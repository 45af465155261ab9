import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  id as idSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectPatchSchema,
} from '../../shared/api';
import { notFound, parse, unknownReference } from '../errors';
import { writeOnce } from '../idempotency';
import type { IdParams, RouteContext } from './context';

/** POST .../archive takes no body; an empty object is tolerated. */
const archiveBodySchema = z.strictObject({}).optional();

export function projectRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  app.post('/v1/projects', (request, reply) =>
    writeOnce(store, request, reply, () => {
      const input = parse(projectCreateSchema, request.body ?? {}, 'body');
      const ws = request.workspaceId;
      if (!store.contacts.exists(ws, input.contactId)) {
        throw unknownReference('contactId', 'contact', input.contactId);
      }
      if (!store.buildings.exists(ws, input.buildingId)) {
        throw unknownReference('buildingId', 'building', input.buildingId);
      }
      const now = store.clock.now();
      const project = store.projects.create(ws, input, now);
      store.modules.createAll(ws, project.id, now);
      return project;
    }),
  );

  app.patch<{ Params: IdParams }>('/v1/projects/:id', (request) => {
    const id = parse(idSchema, request.params.id, 'path id');
    const patch = parse(projectPatchSchema, request.body ?? {}, 'body');
    const project = store.transaction(() => store.projects.patch(request.workspaceId, id, patch));
    if (!project) throw notFound('project', id);
    return project;
  });

  app.post<{ Params: IdParams }>('/v1/projects/:id/archive', (request, reply) =>
    writeOnce(
      store,
      request,
      reply,
      () => {
        parse(archiveBodySchema, request.body, 'body');
        const project = store.projects.archive(request.workspaceId, request.params.id);
        if (!project) throw notFound('project', request.params.id);
        return project;
      },
      200,
    ),
  );

  if (!strictSpec) {
    app.get('/v1/projects', { config: { query: true } }, (request) =>
      store.projects.list(
        request.workspaceId,
        parse(projectListQuerySchema, request.query, 'query'),
      ),
    );
    app.get<{ Params: IdParams }>('/v1/projects/:id', (request) => {
      const project = store.projects.get(request.workspaceId, request.params.id);
      if (!project) throw notFound('project', request.params.id);
      return project;
    });
  }
}
