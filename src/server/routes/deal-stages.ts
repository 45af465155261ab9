import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';

export function dealStageRoutes(app: FastifyInstance, { store }: RouteContext): void {
  app.get('/v1/deal-stages', (request) => ({ data: store.dealStages.list(request.workspaceId) }));
}
