import type {
  DealDetail,
  DealFilterInput,
  Pipeline,
  PipelineDealView,
} from '../../shared/ipc/contract';
import {
  defaultDealFilter,
  type DealFilter,
  type PipelineDeal,
} from '../../shared/domain/pipeline';
import type { Core } from '../core';
import { NotFoundError } from './errors';

/*
 * The deal read models of the board, the list and the deal page, composed from the store's deal
 * reads (store/deal-reads.ts): totals over every matching deal, cards one page at a time.
 */

type Store = Core['store'];

/** The request's filter (zod defaults applied) as the store's; absent = open, not archived. */
export function dealFilter(filter: DealFilterInput | undefined): DealFilter {
  if (!filter) return defaultDealFilter;
  const { status = 'open', criticalOnly = false, includeArchived = false, text = '' } = filter;
  return { status, criticalOnly, includeArchived, text, ownerId: filter.ownerId };
}

export function dealView(d: PipelineDeal): PipelineDealView {
  return {
    ...d.deal,
    critical: d.critical,
    daysInStage: d.daysInStage,
    pending: d.pending,
    contactFields: d.contactFields,
  };
}

export function pipelineView(
  store: Store,
  now: Date,
  filter: DealFilter = defaultDealFilter,
  pageSize?: number,
): Pipeline {
  const columns = store.pipeline(now, filter, pageSize).map((column) => ({
    stage: column.stage,
    count: column.count,
    sum: column.sum,
    weightedSum: column.weightedSum,
    criticalCount: column.criticalCount,
    unknownStage: column.unknownStage ?? false,
    hasMore: column.hasMore,
    deals: column.deals.map(dealView),
  }));
  const totals = columns.reduce(
    (t, c) => ({
      count: t.count + c.count,
      sum: t.sum + c.sum,
      weightedSum: t.weightedSum + c.weightedSum,
      criticalCount: t.criticalCount + c.criticalCount,
    }),
    { count: 0, sum: 0, weightedSum: 0, criticalCount: 0 },
  );
  return { columns, totals };
}

export function dealDetail(store: Store, now: Date, id: string): DealDetail {
  const deal = store.dealView(now, id);
  if (!deal)
    throw new NotFoundError(
      'deals',
      id,
      `The deal ${id} is not on this device. It may have been removed; sync and try again.`,
    );
  const stage = store.listedStages().find((s) => s.id === deal.deal.stageId) ?? null;
  const projectId = deal.deal.projectId;
  return {
    deal: dealView(deal),
    stage,
    project: (projectId && store.getProject(projectId)) || null,
    contactProjects: store.contactRelations(deal.deal.contactId).projects,
  };
}
