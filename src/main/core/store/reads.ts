import type {
  Building,
  Contact,
  Deal,
  DealStage,
  Project,
  ProjectModule,
} from '../../../shared/api';
import { sql } from 'kysely';
import {
  criticalCutoff,
  daysInStage,
  pipelineColumns,
  unknownStage,
  weightedValue,
  type PipelineColumn,
} from '../../../shared/domain/pipeline';
import type { StoreContext } from './context';
import { getRecord } from './records';
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
import { containsPattern } from './search/search';

/** Projects whose title contains `text` (case-insensitive), most recently changed first. */
export function searchProjects(
  ctx: StoreContext,
  text: string,
  { limit = 100, offset = 0 }: SearchOptions = {},
): Project[] {
  let query = ctx.sql.q.selectFrom('projects').selectAll();
  // unicode_lower (registered in openStore): SQLite's lower() folds ASCII only, titles are German.
  if (text)
    query = query.where(
      sql<boolean>`unicode_lower(title) LIKE ${containsPattern(text)} ESCAPE '\\'`,
    );
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

/**
 * The pipeline board: per stage (not archived, by sortOrder) the count, sum, weighted sum and
 * number of critical deals among the open, not archived deals, counted in SQL over a covering
 * index; plus the `dealsPerStage` deals longest in their stage (the most critical first).
 */
export function pipeline(ctx: StoreContext, now: Date, dealsPerStage = 50): PipelineColumn[] {
  const stages = ctx.sql
    .all(ctx.sql.q.selectFrom('deal_stages').selectAll().where('archived', '=', 0))
    .map(dealStageRows.fromRow)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const columns = stages.map((stage): PipelineColumn => {
    const open = ctx.sql.q
      .selectFrom('deals')
      .where('stage_id', '=', stage.id)
      .where('status', '=', 'open')
      .where('archived_at', 'is', null);
    const cutoff = criticalCutoff(stage, now);
    const totals = ctx.sql.first(
      open.select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(value), 0)`.as('sum'),
        (cutoff === null
          ? sql<number>`0`
          : sql<number>`count(*) filter (where stage_entered_at <= ${cutoff})`
        ).as('critical'),
      ]),
    ) ?? { count: 0, sum: 0, critical: 0 };
    const deals = ctx.sql
      .all(open.selectAll().orderBy('stage_entered_at').orderBy('id').limit(dealsPerStage))
      .map(dealRows.fromRow);
    // The shown deals go through the same rule as any other list of deals.
    const [column] = pipelineColumns([stage], deals, now);
    return {
      ...column!,
      count: totals.count,
      sum: totals.sum,
      weightedSum: weightedValue(totals.sum, stage.probability),
      criticalCount: totals.critical,
    };
  });
  const stray = strayDealsColumn(ctx, now, dealsPerStage);
  return stray ? [...columns, stray] : columns;
}

/**
 * Open deals in a stage the workspace no longer lists (the pull removed it): one last column, so
 * they are seen and can be moved, never silently hidden. Null when there are none.
 */
function strayDealsColumn(
  ctx: StoreContext,
  now: Date,
  dealsPerStage: number,
): PipelineColumn | null {
  const stray = ctx.sql.q
    .selectFrom('deals')
    .where('status', '=', 'open')
    .where('archived_at', 'is', null)
    .where('stage_id', 'not in', ctx.sql.q.selectFrom('deal_stages').select('id'));
  const totals = ctx.sql.first(
    stray.select([
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(value), 0)`.as('sum'),
    ]),
  );
  if (!totals?.count) return null;
  const deals = ctx.sql
    .all(stray.selectAll().orderBy('stage_entered_at').orderBy('id').limit(dealsPerStage))
    .map(dealRows.fromRow);
  return {
    stage: unknownStage,
    count: totals.count,
    sum: totals.sum,
    weightedSum: 0,
    criticalCount: 0,
    deals: deals.map((deal) => ({
      deal,
      daysInStage: daysInStage(deal.stageEnteredAt, now),
      critical: false,
    })),
    unknownStage: true,
  };
}
