import { sql } from 'kysely';
import type { Deal, Project } from '../../../shared/api';
import type { StoreContext } from './context';
import { containsPattern } from './reads';
import { dealRows, projectRows } from './rows';

/* The project list with its filters, and what a project's page shows besides its modules. */

export interface ProjectFilter {
  /** Part of the title, case-insensitive (German letters included). */
  text?: string;
  type?: string;
  status?: string;
  contactId?: string;
  limit?: number;
  offset?: number;
}

/** Projects matching every given filter, most recently changed first. */
export function listProjects(
  ctx: StoreContext,
  { text, type, status, contactId, limit = 100, offset = 0 }: ProjectFilter,
): Project[] {
  let query = ctx.sql.q.selectFrom('projects').selectAll();
  if (text) {
    // unicode_lower (registered in openStore): SQLite's lower() folds ASCII only.
    query = query.where(
      sql<boolean>`unicode_lower(title) LIKE ${containsPattern(text)} ESCAPE '\\'`,
    );
  }
  if (type) query = query.where('type', '=', type);
  if (status) query = query.where('status', '=', status);
  if (contactId) query = query.where('contact_id', '=', contactId);
  return ctx.sql
    .all(query.orderBy('updated_at', 'desc').orderBy('id').limit(limit).offset(offset))
    .map(projectRows.fromRow);
}

/** The deals linked to a project (PATCH /v1/deals with projectId). */
export function projectDeals(ctx: StoreContext, projectId: string): Deal[] {
  return ctx.sql
    .all(
      ctx.sql.q
        .selectFrom('deals')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('updated_at', 'desc')
        .orderBy('id'),
    )
    .map(dealRows.fromRow);
}

/**
 * Every version of a project, the project itself included, by version number: the projects
 * sharing its root (`rootProjectId`, or its own id when it is the root).
 */
export function projectVersions(ctx: StoreContext, project: Project): Project[] {
  const root = project.rootProjectId ?? project.id;
  return ctx.sql
    .all(
      ctx.sql.q
        .selectFrom('projects')
        .selectAll()
        .where((eb) => eb.or([eb('root_project_id', '=', root), eb('id', '=', root)])),
    )
    .map(projectRows.fromRow)
    .sort((a, b) => a.versionNumber - b.versionNumber || a.createdAt.localeCompare(b.createdAt));
}
