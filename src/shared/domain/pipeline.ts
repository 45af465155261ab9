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

/** Counts only open deals that are not archived. */
export function isInPipeline(deal: Pick<Deal, 'status' | 'archivedAt'>): boolean {
  return deal.status === 'open' && deal.archivedAt === null;
}

export interface PipelineDeal {
  deal: Deal;
  daysInStage: number;
  critical: boolean;
}

export interface PipelineColumn {
  stage: DealStage;
  /** Open, not archived deals in the stage, and their totals. */
  count: number;
  sum: number;
  weightedSum: number;
  criticalCount: number;
  /** The deals to show, longest in the stage first; may be fewer than `count` on a large board. */
  deals: PipelineDeal[];
  /**
   * The column of open deals whose stage the workspace no longer lists (the pull removed it):
   * they keep their stage id and are shown here rather than hidden (issue 8).
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

/** One column per stage that is not archived, by sortOrder, with its open deals. */
export function pipelineColumns(
  stages: readonly DealStage[],
  deals: readonly Deal[],
  now: Date,
): PipelineColumn[] {
  const columns = [...stages]
    .filter((s) => !s.archived)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
    .map((stage): PipelineColumn => ({
      stage,
      count: 0,
      sum: 0,
      weightedSum: 0,
      criticalCount: 0,
      deals: [],
    }));
  const byStage = new Map(columns.map((c) => [c.stage.id, c]));
  for (const deal of deals) {
    const column = byStage.get(deal.stageId);
    if (!column || !isInPipeline(deal)) continue;
    column.count++;
    column.sum += deal.value ?? 0;
    column.weightedSum += weightedValue(deal.value, column.stage.probability);
    const critical = isCritical(deal, column.stage, now);
    if (critical) column.criticalCount++;
    column.deals.push({ deal, daysInStage: daysInStage(deal.stageEnteredAt, now), critical });
  }
  for (const column of columns) column.deals.sort(longestInStageFirst);
  return columns;
}

export function longestInStageFirst(a: PipelineDeal, b: PipelineDeal): number {
  return a.deal.stageEnteredAt < b.deal.stageEnteredAt
    ? -1
    : a.deal.stageEnteredAt > b.deal.stageEnteredAt
      ? 1
      : a.deal.id < b.deal.id
        ? -1
        : 1;
}
