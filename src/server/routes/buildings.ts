import type { FastifyInstance } from 'fastify';
import { buildingCreateSchema, buildingListQuerySchema } from '../../shared/api';
import { notFound, parse, unknownReference } from '../errors';
import { writeOnce } from '../idempotency';
import type { IdParams, RouteContext } from './context';

export function buildingRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  app.get('/v1/buildings', { config: { query: true } }, (request) =>
    store.buildings.list(
      request.workspaceId,
      parse(buildingListQuerySchema, request.query, 'query'),
    ),
  );

  app.post('/v1/buildings', (request, reply) =>
    writeOnce(store, request, reply, () => {
      const input = parse(buildingCreateSchema, request.body ?? {}, 'body');
      if (!store.contacts.exists(request.workspaceId, input.contactId)) {
        throw unknownReference('contactId', 'contact', input.contactId);
      }
      return store.buildings.create(request.workspaceId, input);
    }),
  );

  if (!strictSpec) {
    app.get<{ Params: IdParams }>('/v1/buildings/:id', (request) => {
      const building = store.buildings.get(request.workspaceId, request.params.id);
      if (!building) throw notFound('building', request.params.id);
      return building;
    });
  }
}
