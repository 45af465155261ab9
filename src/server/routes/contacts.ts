import type { FastifyInstance } from 'fastify';
import {
  contactCreateSchema,
  contactListQuerySchema,
  contactPatchSchema,
  id as idSchema,
} from '../../shared/api';
import { notFound, parse } from '../errors';
import { writeOnce } from '../idempotency';
import type { IdParams, RouteContext } from './context';

export function contactRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  app.get('/v1/contacts', { config: { query: true } }, (request) =>
    store.contacts.list(request.workspaceId, parse(contactListQuerySchema, request.query, 'query')),
  );

  app.post('/v1/contacts', (request, reply) =>
    writeOnce(store, request, reply, () =>
      store.contacts.create(
        request.workspaceId,
        parse(contactCreateSchema, request.body ?? {}, 'body'),
      ),
    ),
  );

  app.patch<{ Params: IdParams }>('/v1/contacts/:id', (request) => {
    const id = parse(idSchema, request.params.id, 'path id');
    const patch = parse(contactPatchSchema, request.body ?? {}, 'body');
    const contact = store.transaction(() => store.contacts.patch(request.workspaceId, id, patch));
    if (!contact) throw notFound('contact', id);
    return contact;
  });

  if (!strictSpec) {
    app.get<{ Params: IdParams }>('/v1/contacts/:id', (request) => {
      const contact = store.contacts.get(request.workspaceId, request.params.id);
      if (!contact) throw notFound('contact', request.params.id);
      return contact;
    });
  }
}
