import { sql, type Expression, type SqlBool } from 'kysely';
import type { DealStage } from '../../../shared/api';
import {
  criticalCutoff,
  daysInStage,
  defaultDealFilter,
  unknownStage,
  weightedValue,
  type DealFilter,
  type DealListSort,
  type DealTotals,
  type PipelineColumn,
  type PipelineDeal,
} from '../../../shared/domain/pipeline';
import type { StoreContext } from './context';
import { searchedColumns, type ColumnMatches } from './deal-board-search';
import { dealRows, dealStageRows } from './rows';
import type { DealRow } from './schema';
import { dealIndex } from './search/kinds';
import { recordMatches, withRecordMatchSet } from './search/record-search';

/*
 * The deal reads of the back office: board columns and the deal list. Every total (count, sum,
 * weighted sum, critical count) is one SQL aggregate over ALL deals the filter matches; only the
 * cards are paged, so a column of 30,000 deals costs one aggregate and one page.
 */

/** Deals of one board column: a listed stage, or the column of stages the workspace dropped. */
export type ColumnRef = { stageId: string } | { unknownStage: true };

export interface DealPage {
  deals: PipelineDeal[];
  hasMore: boolean;
}

/** Stages shown as columns: not archived, in pipeline order. */
export function listedStages(ctx: StoreContext): DealStage[] {
  return ctx.sql
    .all(ctx.sql.q.selectFrom('deal_stages').selectAll().where('archived', '=', 0))
    .map(dealStageRows.fromRow)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
}

/** The owners deals name (for the owner filter and the owner input's suggestions). */
export function dealOwners(ctx: StoreContext): string[] {
  return ctx.sql
    .all(
      ctx.sql.q
        .selectFrom('deals')
        .select('owner_id')
        .distinct()
        .where('owner_id', 'is not', null)
        .orderBy('owner_id'),
    )
    .map((r) => r.owner_id!);
}

/**
 * Whether a deal is critical, as SQL: open, and entered its stage no later than the stage's
 * cutoff (the same rule as `isCritical`, via `criticalCutoff`). Deals in a stage without a limit,
 * or in a stage the workspace dropped, are never critical.
 */
function criticalExpression(stages: readonly DealStage[], now: Date): Expression<SqlBool> {
  const cases = stages.flatMap((stage) => {
    const cutoff = criticalCutoff(stage, now);
    return cutoff === null ? [] : [sql`WHEN ${stage.id} THEN ${cutoff}`];
  });
  if (!cases.length) return sql<SqlBool>`0`;
  return sql<SqlBool>`(deals.status = 'open' AND deals.stage_entered_at <=
    (CASE deals.stage_id ${sql.join(cases, sql` `)} ELSE NULL END))`;
}

/** The condition of the filter's text (null: no words), as its own query evaluates it. */
const textMatches = (ctx: StoreContext, filter: DealFilter) =>
  recordMatches(ctx, dealIndex, filter.text, 'deals.rowid');

/**
 * The filtered deals (no column restriction), as a query to aggregate or page; `text` is the
 * condition of the filter's text (textMatches, or a match set read once for several queries).
 */
function filtered(
  ctx: StoreContext,
  filter: DealFilter,
  critical: Expression<SqlBool>,
  text: Expression<SqlBool> | null,
) {
  let query = ctx.sql.q.selectFrom('deals');
  if (filter.status !== 'all') query = query.where('deals.status', '=', filter.status);
  if (!filter.includeArchived) query = query.where('deals.archived_at', 'is', null);
  if (filter.ownerId === null) query = query.where('deals.owner_id', 'is', null);
  else if (filter.ownerId !== undefined) query = query.where('deals.owner_id', '=', filter.ownerId);
  if (filter.criticalOnly) query = query.where(critical);
  // Each word a prefix of the title, address, notes, owner or the contact's name (search/kinds.ts).
  if (text) query = query.where(text);
  return query;
}

function inColumn(
  ctx: StoreContext,
  filter: DealFilter,
  column: ColumnRef,
  now: Date,
  text: Expression<SqlBool> | null,
) {
  const stages = listedStages(ctx);
  const critical = criticalExpression(stages, now);
  const query = filtered(ctx, filter, critical, text);
  if ('stageId' in column)
    return { query: query.where('deals.stage_id', '=', column.stageId), critical };
  return {
    query: query.where(
      'deals.stage_id',
      'not in',
      ctx.sql.q.selectFrom('deal_stages').select('id'),
    ),
    critical,
  };
}

type Filtered = ReturnType<typeof filtered>;

function totalsOf(
  ctx: StoreContext,
  query: Filtered,
  critical: Expression<SqlBool>,
): { count: number; sum: number; weightedSum: number; criticalCount: number } {
  const row = ctx.sql.first(
    query.leftJoin('deal_stages', 'deal_stages.id', 'deals.stage_id').select([
      sql<number>`count(*)`.as('count'),
      sql<number>`coalesce(sum(deals.value), 0)`.as('sum'),
      // dealWeightedValue as SQL: won in full, lost not at all, the rest by the stage.
      sql<number>`coalesce(sum(CASE deals.status WHEN 'won' THEN deals.value * 100.0
          WHEN 'lost' THEN 0 ELSE deals.value * coalesce(deal_stages.probability, 0) END), 0)
          / 100.0`.as('weightedSum'),
      sql<number>`coalesce(sum(${critical}), 0)`.as('criticalCount'),
    ]),
  );
  return row ?? { count: 0, sum: 0, weightedSum: 0, criticalCount: 0 };
}

type PageRow = DealRow & { pending: number; contact_fields: string | null; is_critical: number };

function pageRows(query: Filtered, critical: Expression<SqlBool>) {
  return query
    .leftJoin('contacts', 'contacts.id', 'deals.contact_id')
    .selectAll('deals')
    .select([
      sql<number>`EXISTS (SELECT 1 FROM outbox WHERE outbox.resource = 'deals'
        AND outbox.record_id = deals.id)`.as('pending'),
      sql<string | null>`contacts.fields`.as('contact_fields'),
      sql<number>`${critical}`.as('is_critical'),
    ]);
}

function toPipelineDeal(row: PageRow, now: Date): PipelineDeal {
  const { pending, contact_fields, is_critical, ...dealRow } = row;
  const deal = dealRows.fromRow(dealRow);
  return {
    deal,
    daysInStage: daysInStage(deal.stageEnteredAt, now),
    critical: is_critical === 1,
    pending: pending === 1,
    contactFields: contact_fields ? (JSON.parse(contact_fields) as Record<string, unknown>) : null,
  };
}

/** One page of a column's cards, longest in the stage first. */
export function columnPage(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  column: ColumnRef,
  page: { offset: number; limit: number },
): DealPage {
  return columnPageMatching(ctx, now, filter, column, page, textMatches(ctx, filter));
}

function columnPageMatching(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  column: ColumnRef,
  { offset, limit }: { offset: number; limit: number },
  text: Expression<SqlBool> | null,
): DealPage {
  const { query, critical } = inColumn(ctx, filter, column, now, text);
  const rows = ctx.sql.all(
    pageRows(query, critical)
      .orderBy('deals.stage_entered_at')
      .orderBy('deals.id')
      .limit(limit + 1)
      .offset(offset),
  ) as PageRow[];
  return {
    deals: rows.slice(0, limit).map((r) => toPipelineDeal(r, now)),
    hasMore: rows.length > limit,
  };
}

/**
 * The board: one column per listed stage (by sortOrder) with the totals of every deal the filter
 * matches in it (one grouped aggregate), and the first `pageSize` cards; then the column of deals
 * in a stage the workspace no longer lists, when it has any. Deals in an archived stage are not
 * on the board (the stage is still known, just retired).
 */
export function pipeline(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter = defaultDealFilter,
  pageSize = 50,
): PipelineColumn[] {
  // A search: the index's matches walked once over the board's copy of the deals.
  if (filter.text.trim()) {
    const searched = searchedBoard(ctx, now, filter, pageSize);
    if (searched) return searched;
  }
  // Otherwise SQL; the totals and every column's first page probe one match set, read once.
  return withRecordMatchSet(ctx, dealIndex, filter.text, 'deals.rowid', (text) =>
    board(ctx, now, filter, pageSize, text),
  );
}

/** What the column of dropped stages adds up from its stage ids' groups. */
interface Sums {
  count: number;
  sum: number;
  wonSum: number;
  openSum: number;
}
const noSums: Sums = { count: 0, sum: 0, wonSum: 0, openSum: 0 };
const addSums = (t: Sums, g: Sums): Sums => ({
  count: t.count + g.count,
  sum: t.sum + g.sum,
  wonSum: t.wonSum + g.wonSum,
  openSum: t.openSum + g.openSum,
});

/** The board for a search through `searchedColumns`; undefined when it cannot answer now. */
function searchedBoard(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  pageSize: number,
): PipelineColumn[] | undefined {
  const stages = listedStages(ctx);
  const found = searchedColumns(ctx, now, filter, stages, pageSize);
  if (!found) return undefined;
  const known = new Set(
    ctx.sql.all(ctx.sql.q.selectFrom('deal_stages').select('id')).map((r) => r.id),
  );
  const strayParts = [...found.byStage].filter(([id]) => !known.has(id)).map(([, c]) => c);
  const stray: ColumnMatches = {
    ...strayParts.reduce(addSums, noSums),
    criticalCount: 0,
    first: found.merged(strayParts),
  };
  // Only the shown cards are read from their rows, in one query for the whole board.
  const shown = [...stages.map((s) => found.byStage.get(s.id)?.first ?? []), stray.first].flatMap(
    (first) => first.slice(0, pageSize).map(found.idAt),
  );
  const critical = criticalExpression(stages, now);
  const rows = shown.length
    ? (ctx.sql.all(
        pageRows(
          ctx.sql.q
            .selectFrom('deals')
            .where(
              sql<SqlBool>`deals.id IN (SELECT value FROM json_each(${JSON.stringify(shown)}))`,
            ),
          critical,
        ),
      ) as PageRow[])
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const idAt = found.idAt;
  const column = (stage: DealStage, found: ColumnMatches | undefined) => {
    const first = found?.first ?? [];
    return {
      stage,
      count: found?.count ?? 0,
      sum: found?.sum ?? 0,
      criticalCount: found?.criticalCount ?? 0,
      weightedSum: found ? found.wonSum + weightedValue(found.openSum, stage.probability) : 0,
      deals: first.slice(0, pageSize).map((rowid) => toPipelineDeal(byId.get(idAt(rowid))!, now)),
      hasMore: first.length > pageSize,
    };
  };
  const columns: PipelineColumn[] = stages.map((stage) =>
    column(stage, found.byStage.get(stage.id)),
  );
  if (stray.count === 0) return columns;
  return [...columns, { ...column(unknownStage, stray), unknownStage: true }];
}

function board(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  pageSize: number,
  text: Expression<SqlBool> | null,
): PipelineColumn[] {
  const stages = listedStages(ctx);
  const critical = criticalExpression(stages, now);
  const known = new Set(
    ctx.sql.all(ctx.sql.q.selectFrom('deal_stages').select('id')).map((r) => r.id),
  );
  const grouped = ctx.sql.all(
    filtered(ctx, filter, critical, text)
      .select([
        'deals.stage_id',
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(deals.value), 0)`.as('sum'),
        // Split by status for dealWeightedValue: won counts in full, lost not at all, the
        // rest by the stage's probability (applied per column below).
        sql<number>`coalesce(sum(CASE deals.status WHEN 'won' THEN deals.value END), 0)`.as(
          'wonSum',
        ),
        sql<number>`coalesce(sum(CASE WHEN deals.status NOT IN ('won', 'lost')
          THEN deals.value END), 0)`.as('openSum'),
        sql<number>`coalesce(sum(${critical}), 0)`.as('criticalCount'),
      ])
      .groupBy('deals.stage_id'),
  );
  const totals = new Map(grouped.map((g) => [g.stage_id, g]));
  const weighted = (g: { wonSum: number; openSum: number } | undefined, stage: DealStage) =>
    g ? g.wonSum + weightedValue(g.openSum, stage.probability) : 0;
  const stray = grouped.filter((g) => !known.has(g.stage_id)).reduce(addSums, noSums);

  const column = (
    stage: DealStage,
    ref: ColumnRef,
    count: number,
    sum: number,
    criticalCount: number,
  ) => {
    const first =
      count === 0
        ? { deals: [], hasMore: false }
        : columnPageMatching(ctx, now, filter, ref, { offset: 0, limit: pageSize }, text);
    return { stage, count, sum, criticalCount, deals: first.deals, hasMore: first.hasMore };
  };
  const columns: PipelineColumn[] = stages.map((stage) => {
    const t = totals.get(stage.id);
    return {
      ...column(stage, { stageId: stage.id }, t?.count ?? 0, t?.sum ?? 0, t?.criticalCount ?? 0),
      weightedSum: weighted(t, stage),
    };
  });
  if (stray.count === 0) return columns;
  return [
    ...columns,
    {
      ...column(unknownStage, { unknownStage: true }, stray.count, stray.sum, 0),
      weightedSum: weighted(stray, unknownStage),
      unknownStage: true,
    },
  ];
}

/** Sort keys of the deal list, as SQL. */
const sortColumns: Record<DealListSort, string> = {
  title: 'unicode_lower(deals.title)',
  value: 'coalesce(deals.value, -1e308)',
  stage: 'coalesce(deal_stages.sort_order, 9007199254740991)',
  // More days in the stage = entered earlier: "days" ascending is stage_entered_at descending.
  daysInStage: 'deals.stage_entered_at',
  owner: "coalesce(deals.owner_id, '')",
  updated: 'deals.updated_at',
};

/** The deal list (table view): one sorted page and the totals of every matching deal. */
export function dealList(
  ctx: StoreContext,
  now: Date,
  filter: DealFilter,
  sort: { by: DealListSort; descending: boolean },
  { offset, limit }: { offset: number; limit: number },
): DealPage & { totals: DealTotals } {
  const critical = criticalExpression(listedStages(ctx), now);
  const query = filtered(ctx, filter, critical, textMatches(ctx, filter));
  const totals = totalsOf(ctx, query, critical);
  const descending = sort.by === 'daysInStage' ? !sort.descending : sort.descending;
  const direction = descending ? sql`DESC` : sql`ASC`;
  // Sort and page the ids alone, then read that page's rows: the contact and outbox look-ups
  // run for one page, not for every match.
  const ids = ctx.sql
    .all(
      query
        .leftJoin('deal_stages', 'deal_stages.id', 'deals.stage_id')
        .select('deals.id')
        .orderBy(sql`${sql.raw(sortColumns[sort.by])} ${direction}`)
        .orderBy('deals.id')
        .limit(limit + 1)
        .offset(offset),
    )
    .map((r) => r.id);
  const shown = ids.slice(0, limit);
  const byId = new Map(
    shown.length
      ? (
          ctx.sql.all(
            pageRows(ctx.sql.q.selectFrom('deals').where('deals.id', 'in', shown), critical),
          ) as PageRow[]
        ).map((r) => [r.id, r])
      : [],
  );
  const rows = shown.map((id) => byId.get(id)!);
  return {
    totals,
    deals: rows.map((r) => toPipelineDeal(r, now)),
    hasMore: ids.length > limit,
  };
}

/** One deal as the board shows it (critical, days, pending, contact), or undefined. */
export function dealView(ctx: StoreContext, now: Date, id: string): PipelineDeal | undefined {
  const critical = criticalExpression(listedStages(ctx), now);
  const row = ctx.sql.first(
    pageRows(ctx.sql.q.selectFrom('deals').where('deals.id', '=', id), critical),
  ) as PageRow | undefined;
  return row ? toPipelineDeal(row, now) : undefined;
}
