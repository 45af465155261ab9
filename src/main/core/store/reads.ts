import type {
  Building,
  Contact,
  Deal,
  DealStage,
  Project,
  ProjectModule,
} from '../../../shared/api';
import type { StoreContext } from './context';
import { getRecord } from './records';
import { projectIndex } from './search/kinds';
import { recordMatches } from './search/record-search';
import {
  buildingRows,
  contactRows,
  dealRows,
  dealStageRows,
  moduleRows,
  projectRows,
  pvPlanRows,
  type StoredPvPlan,
} from './rows';

/* Reads for the UI, the CLI dump and tests: API field names, visible state (pending included). */

export interface StoreDump {
  contacts: Contact[];
  buildings: Building[];
  deals: Deal[];
  dealStages: DealStage[];
  projects: Project[];
  modules: ProjectModule[];
  pvPlans: StoredPvPlan[];
}

export interface SearchOptions {
  limit?: number;
  offset?: number;
  /** Contacts only: just those with this status. */
  status?: string;
}

export function dump(ctx: StoreContext): StoreDump {
  const q = ctx.sql.q;
  const all = ctx.sql.all.bind(ctx.sql);
  return {
    contacts: all(q.selectFrom('contacts').selectAll().orderBy('id')).map(contactRows.fromRow),
    buildings: all(q.selectFrom('buildings').selectAll().orderBy('id')).map(buildingRows.fromRow),
    deals: all(q.selectFrom('deals').selectAll().orderBy('id')).map(dealRows.fromRow),
    dealStages: all(q.selectFrom('deal_stages').selectAll().orderBy('id')).map(
      dealStageRows.fromRow,
    ),
    projects: all(q.selectFrom('projects').selectAll().orderBy('id')).map(projectRows.fromRow),
    modules: all(q.selectFrom('project_modules').selectAll().orderBy('id')).map(moduleRows.fromRow),
    pvPlans: all(q.selectFrom('pv_plans').selectAll().orderBy('id')).map(pvPlanRows.fromRow),
  };
}

export const getContact = (ctx: StoreContext, id: string) => getRecord(ctx, 'contacts', id);
export const getBuilding = (ctx: StoreContext, id: string) => getRecord(ctx, 'buildings', id);
export const getDeal = (ctx: StoreContext, id: string) => getRecord(ctx, 'deals', id);
export const getProject = (ctx: StoreContext, id: string) => getRecord(ctx, 'projects', id);
export const getPvPlan = (ctx: StoreContext, id: string) => getRecord(ctx, 'pvPlans', id);

export function getModule(
  ctx: StoreContext,
  projectId: string,
  moduleKey: string,
): ProjectModule | undefined {
  const row = ctx.sql.first(
    ctx.sql.q
      .selectFrom('project_modules')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('module_key', '=', moduleKey),
  );
  return row ? moduleRows.fromRow(row) : undefined;
}

export function listModules(ctx: StoreContext, projectId: string): ProjectModule[] {
  return ctx.sql
    .all(
      ctx.sql.q
        .selectFrom('project_modules')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('module_key'),
    )
    .map(moduleRows.fromRow);
}

/** Contact search: the full-text index (search/search.ts). */
export { searchContacts, type ContactSearchOptions } from './search/search';
/** Projects matching what was typed (project-reads.ts' listProjects), most recently changed first. */
export function searchProjects(
  ctx: StoreContext,
  text: string,
  { limit = 100, offset = 0 }: SearchOptions = {},
): Project[] {
  let query = ctx.sql.q.selectFrom('projects').selectAll();
  const matches = recordMatches(ctx, projectIndex, text, 'projects.rowid');
  if (matches) query = query.where(matches);
  return ctx.sql
    .all(query.orderBy('updated_at', 'desc').orderBy('id').limit(limit).offset(offset))
    .map(projectRows.fromRow);
}

/** What a contact's page shows besides the contact: its buildings, deals and projects. */
export function contactRelations(
  ctx: StoreContext,
  contactId: string,
): { buildings: Building[]; deals: Deal[]; projects: Project[] } {
  const q = ctx.sql.q;
  return {
    buildings: ctx.sql
      .all(q.selectFrom('buildings').selectAll().where('contact_id', '=', contactId).orderBy('id'))
      .map(buildingRows.fromRow),
    deals: ctx.sql
      .all(q.selectFrom('deals').selectAll().where('contact_id', '=', contactId).orderBy('id'))
      .map(dealRows.fromRow),
    projects: ctx.sql
      .all(q.selectFrom('projects').selectAll().where('contact_id', '=', contactId).orderBy('id'))
      .map(projectRows.fromRow),
  };
}
