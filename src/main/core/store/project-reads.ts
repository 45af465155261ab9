import type { Deal, Project } from '../../../shared/api';
import type { StoreContext } from './context';
import { dealRows, projectRows } from './rows';
import { projectIndex } from './search/kinds';
import { recordMatches } from './search/record-search';

/* The project list with its filters, and what a project's page shows besides its modules. */

export interface ProjectFilter {
  /**
   * What the user typed: every word a prefix of a word of the title, type, building (name,
   * street, postal code, town) or contact's name, in any order (search/kinds.ts).
   */
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
  const matches = text ? recordMatches(ctx, projectIndex, text, 'projects.rowid') : null;
  if (matches) query = query.where(matches);
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
