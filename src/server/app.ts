import Fastify, { type FastifyInstance } from 'fastify';
import { installAuth, type Keyring } from './auth';
import { installJsonBodyParser } from './body';
import { installChaos, type ChaosOptions } from './chaos';
import { ApiError, errorBody, handleError, handleFrameworkError } from './errors';
import { installHostCheck, type HostCheckOptions } from './host';
import { buildingRoutes } from './routes/buildings';
import { contactRoutes } from './routes/contacts';
import { dealStageRoutes } from './routes/deal-stages';
import { dealRoutes } from './routes/deals';
import { deletionRoutes } from './routes/deletions';
import { moduleRoutes } from './routes/modules';
import { projectRoutes } from './routes/projects';
import { pvPlanRoutes } from './routes/pv-plans';
import type { Store } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route parses a query (the paged lists); every other route refuses query parameters. */
    query?: boolean;
  }
}

export const defaultBodyLimit = 5 * 1024 * 1024;

export interface AppOptions extends HostCheckOptions {
  store: Store;
  keyring: Keyring;
  strictSpec?: boolean;
  chaos?: ChaosOptions;
  logger?: boolean;
  bodyLimit?: number;
  /** False: the Idempotency-Key header is ignored entirely (a repeated POST creates a second record). */
  honourIdempotencyKey?: boolean;
}

/** The Fastify app of the workspace API, not yet listening. */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    // Bad percent-encoding and over-long path segments, refused by the router itself.
    frameworkErrors: handleFrameworkError,
  });

  installJsonBodyParser(app);
  // Order matters: the host check first (a rebinding page gets nothing, not even faults), then
  // chaos (faults hit every request alike), then auth on every request (default deny).
  installHostCheck(app, options);
  if (options.chaos) installChaos(app, options.chaos);
  installAuth(app, options.keyring);
  if (options.honourIdempotencyKey === false) {
    app.addHook('onRequest', async (request) => {
      delete request.headers['idempotency-key'];
    });
  }
  // The Date header tells the client the server's time: the same clock as updatedAt, skew and all.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('date', new Date(options.store.clock.nowMs()).toUTCString());
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('not_found', `No endpoint ${request.method} ${request.url.split('?')[0]}.`)),
  );

  // Query parameters are for the paged lists only; elsewhere they are refused, not ignored.
  app.addHook('preHandler', async (request) => {
    // Unknown paths (no route) answer 404 whatever their query.
    if (request.routeOptions.url === undefined || request.routeOptions.config?.query) return;
    const names = Object.keys(request.query as object);
    if (names.length > 0) {
      const issues = names.map((path) => ({
        path,
        message: 'unknown query parameter; this endpoint takes none',
        code: 'unrecognized_keys',
      }));
      throw new ApiError(
        400,
        'validation_failed',
        `Invalid query: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        issues,
      );
    }
  });

  const context = { store: options.store, strictSpec: options.strictSpec ?? false };
  for (const routes of [
    contactRoutes,
    buildingRoutes,
    dealRoutes,
    dealStageRoutes,
    projectRoutes,
    moduleRoutes,
    pvPlanRoutes,
    deletionRoutes,
  ]) {
    routes(app, context);
  }
  return app;
}
