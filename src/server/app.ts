import Fastify, { type FastifyInstance } from 'fastify';
import { installAuth, type Keyring } from './auth';
import { installChaos, type ChaosOptions } from './chaos';
import { errorBody, handleError } from './errors';
import { buildingRoutes } from './routes/buildings';
import { contactRoutes } from './routes/contacts';
import { dealStageRoutes } from './routes/deal-stages';
import { dealRoutes } from './routes/deals';
import { moduleRoutes } from './routes/modules';
import { projectRoutes } from './routes/projects';
import { pvPlanRoutes } from './routes/pv-plans';
import type { Store } from './store';

export const defaultBodyLimit = 5 * 1024 * 1024;

export interface AppOptions {
  store: Store;
  keyring: Keyring;
  strictSpec?: boolean;
  chaos?: ChaosOptions;
  logger?: boolean;
  bodyLimit?: number;
}

/** The Fastify app of the workspace API, not yet listening. */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
  });

  // JSON only: any other Content-Type on a body is 415. An empty JSON body counts as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });

  if (options.chaos) installChaos(app, options.chaos);
  installAuth(app, options.keyring);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`)),
  );

  const context = { store: options.store, strictSpec: options.strictSpec ?? false };
  for (const routes of [
    contactRoutes,
    buildingRoutes,
    dealRoutes,
    dealStageRoutes,
    projectRoutes,
    moduleRoutes,
    pvPlanRoutes,
  ]) {
    routes(app, context);
  }
  return app;
}
