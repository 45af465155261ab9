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
  count: number;
  sum: number;
  weightedSum: number;
  deals: PipelineDeal[];
}

/** One column per stage that is not archived, by sortOrder, with its open deals. */
export function pipelineColumns(
  stages: readonly DealStage[],
  deals: readonly Deal[],
  now: Date,
): PipelineColumn[] {
  const columns = [...stages]
    .filter((s) => !s.archived)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
    .map((stage): PipelineColumn => ({ stage, count: 0, sum: 0, weightedSum: 0, deals: [] }));
  const byStage = new Map(columns.map((c) => [c.stage.id, c]));
  for (const deal of deals) {
    const column = byStage.get(deal.stageId);
    if (!column || !isInPipeline(deal)) continue;
    column.count++;
    column.sum += deal.value ?? 0;
    column.weightedSum += weightedValue(deal.value, column.stage.probability);
    column.deals.push({
      deal,
      daysInStage: daysInStage(deal.stageEnteredAt, now),
      critical: isCritical(deal, column.stage, now),
    });
  }
  return columns;
}
