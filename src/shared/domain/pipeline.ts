import type { Deal, DealStage } from '../api';

/*
 * The pipeline rules, shared by the core (store reads) and the renderer so both count the same.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days a deal has been in its stage at `now`. */
export function daysInStage(stageEnteredAt: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(stageEnteredAt)) / dayMs);
}

/** A deal is critical when it has stayed longer than its stage's staleAfterDays. */
export function isCritical(
  deal: Pick<Deal, 'stageEnteredAt'>,
  stage: Pick<DealStage, 'staleAfterDays'>,
  now: Date,
): boolean {
  return (
    stage.staleAfterDays !== null && daysInStage(deal.stageEnteredAt, now) > stage.staleAfterDays
  );
}

/**
 * The newest stageEnteredAt that is critical in a stage at `now` (days in stage > staleAfterDays
 * means entered at least staleAfterDays + 1 whole days ago); null when the stage has no limit.
 * Lets a database count critical deals with the same rule as `isCritical`.
 */
export function criticalCutoff(stage: Pick<DealStage, 'staleAfterDays'>, now: Date): string | null {
  return stage.staleAfterDays === null
    ? null
    : new Date(now.getTime() - (stage.staleAfterDays + 1) * dayMs).toISOString();
}

/** The value expected from a deal: value times the stage's win probability (none counts 0). */
export function weightedValue(value: number | null, probability: number | null): number {
  return ((value ?? 0) * (probability ?? 0)) / 100;
}

/**
 * What a deal adds to a weighted sum: a won deal is certain (its whole value), a lost one worth
 * nothing, any other status (open, or one this version does not know) is weighted by its stage.
 * The store's SQL (`deal-reads.ts`) counts with the same rule.
 */
export function dealWeightedValue(
  deal: Pick<Deal, 'value' | 'status'>,
  probability: number | null,
): number {
  if (deal.status === 'won') return deal.value ?? 0;
  if (deal.status === 'lost') return 0;
  return weightedValue(deal.value, probability);
}

/** Which deals a board or list shows. `ownerId` undefined: any owner; null: deals without one. */
export interface DealFilter {
  status: 'open' | 'won' | 'lost' | 'all';
  ownerId?: string | null;
  criticalOnly: boolean;
  includeArchived: boolean;
  /** Words that must each occur in the title, address, notes, owner or the contact's data. */
  text: string;
}

/** Cards each board column shows before "more" (the board asks for these; the bench measures them). */
export const boardPageSize = 20;

export const defaultDealFilter: DealFilter = {
  status: 'open',
  criticalOnly: false,
  includeArchived: false,
  text: '',
};

export const dealListSorts = [
  'title',
  'value',
  'stage',
  'daysInStage',
  'owner',
  'updated',
] as const;
export type DealListSort = (typeof dealListSorts)[number];

/** Totals over every deal a filter matches (never over the cards shown). */
export interface DealTotals {
  count: number;
  sum: number;
  weightedSum: number;
  criticalCount: number;
}

export interface PipelineDeal {
  deal: Deal;
  daysInStage: number;
  critical: boolean;
  /** A local change of the deal waits in the outbox (not yet on the server). */
  pending: boolean;
  /** The contact's free-form fields, to name it; null when the contact is not on this device. */
  contactFields: Record<string, unknown> | null;
}

export interface PipelineColumn extends DealTotals {
  stage: DealStage;
  /** The first cards, longest in the stage first; `hasMore` when the column has more. */
  deals: PipelineDeal[];
  hasMore: boolean;
  /**
   * The column of deals whose stage the workspace no longer lists (the pull removed it):
   * they keep their stage id and are shown here rather than hidden.
   */
  unknownStage?: boolean;
}

/** The stand-in stage of the unknown-stage column: last in the pipeline, no forecast. */
export const unknownStage: DealStage = {
  id: 'unknown-stage',
  key: 'unknown-stage',
  name: 'unknown-stage',
  sortOrder: Number.MAX_SAFE_INTEGER,
  archived: false,
  probability: null,
  staleAfterDays: null,
};
