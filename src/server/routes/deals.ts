import type { FastifyInstance } from 'fastify';
import {
  dealCreateSchema,
  dealListQuerySchema,
  dealPatchSchema,
  id as idSchema,
} from '../../shared/api';
import { notFound, parse, unknownReference } from '../errors';
import { writeOnce } from '../idempotency';
import type { IdParams, RouteContext } from './context';

export function dealRoutes(app: FastifyInstance, { store }: RouteContext): void {
  const checkReferences = (
    workspaceId: string,
    refs: { contactId?: string; stageId?: string; projectId?: string | null },
  ) => {
    if (refs.contactId !== undefined && !store.contacts.exists(workspaceId, refs.contactId)) {
      throw unknownReference('contactId', 'contact', refs.contactId);
    }
    if (refs.stageId !== undefined && !store.dealStages.exists(workspaceId, refs.stageId)) {
      throw unknownReference('stageId', 'deal stage', refs.stageId);
    }
    if (refs.projectId != null && !store.projects.exists(workspaceId, refs.projectId)) {
      throw unknownReference('projectId', 'project', refs.projectId);
    }
  };

  app.get('/v1/deals', { config: { query: true } }, (request) =>
    store.deals.list(request.workspaceId, parse(dealListQuerySchema, request.query, 'query')),
  );

  app.get<{ Params: IdParams }>('/v1/deals/:id', (request) => {
    const id = parse(idSchema, request.params.id, 'path id');
    const deal = store.deals.get(request.workspaceId, id);
    if (!deal) throw notFound('deal', id);
    return deal;
  });

  app.post('/v1/deals', (request, reply) =>
    writeOnce(store, request, reply, () => {
      const input = parse(dealCreateSchema, request.body ?? {}, 'body');
      checkReferences(request.workspaceId, input);
      return store.deals.create(request.workspaceId, input);
    }),
  );

  app.patch<{ Params: IdParams }>('/v1/deals/:id', (request) => {
    const id = parse(idSchema, request.params.id, 'path id');
    const patch = parse(dealPatchSchema, request.body ?? {}, 'body');
    const deal = store.transaction(() => {
      if (!store.deals.get(request.workspaceId, id)) throw notFound('deal', id);
      checkReferences(request.workspaceId, patch);
      return store.deals.patch(request.workspaceId, id, patch);
    });
    return deal;
  });
}
