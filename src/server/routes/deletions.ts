import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import type { IdParams, RouteContext } from './context';

/** The deletable records and their tables; children of a deleted project go with it. */
const deletable = {
  contacts: 'contacts',
  deals: 'deals',
  projects: 'projects',
  'pv-plans': 'pv_plans',
} as const;

/**
 * DELETE /v1/{contacts,deals,projects,pv-plans}/{id}: not in workspace-api.md (only without
 * `--strict-spec`). The service's own back office can delete records; this lets a test do what
 * the office does, so the client's handling of an edit to a record that is gone can be tried
 * end to end. Answers 204; 404 for an unknown record.
 */
export function deletionRoutes(app: FastifyInstance, { store, strictSpec }: RouteContext): void {
  if (strictSpec) return;
  for (const [path, table] of Object.entries(deletable)) {
    app.delete<{ Params: IdParams }>(`/v1/${path}/:id`, (request, reply) => {
      const removed = store.transaction(() => {
        if (table === 'projects') {
          for (const child of ['project_modules', 'pv_plans'])
            store.run(
              `DELETE FROM ${child} WHERE workspace_id = ? AND project_id = ?`,
              request.workspaceId,
              request.params.id,
            );
        }
        return store.run(
          `DELETE FROM ${table} WHERE workspace_id = ? AND id = ?`,
          request.workspaceId,
          request.params.id,
        );
      });
      if (!removed) throw notFound(path.replace(/s$/, ''), request.params.id);
      return reply.code(204).send();
    });
  }
}
