import type { DealStage } from '../../shared/api';
import { newId } from './clock';
import type { StoreContext } from './context';
import { prepareTable } from './table';

export interface DealStageRow {
  [column: string]: unknown;
  workspace_id: string;
  id: string;
  key: string;
  name: string;
  sort_order: number;
  archived: number;
  probability: number | null;
  stale_after_days: number | null;
}

const columns = [
  'workspace_id',
  'id',
  'key',
  'name',
  'sort_order',
  'archived',
  'probability',
  'stale_after_days',
] as const;

/** The pipeline every new workspace starts with (one archived stage from an older pipeline). */
export const defaultPipeline = [
  { key: 'neuer-kontakt', name: 'Neuer Kontakt', probability: 10, staleAfterDays: 3 },
  { key: 'erstberatung', name: 'Erstberatung', probability: 20, staleAfterDays: 7 },
  { key: 'vor-ort-termin', name: 'Vor-Ort-Termin', probability: 40, staleAfterDays: 14 },
  { key: 'angebot', name: 'Angebot', probability: 60, staleAfterDays: 14 },
  { key: 'verhandlung', name: 'Verhandlung', probability: 80, staleAfterDays: 10 },
  { key: 'beauftragt', name: 'Beauftragt', probability: 100, staleAfterDays: null },
  {
    key: 'wiedervorlage-alt',
    name: 'Wiedervorlage (alt)',
    probability: null,
    staleAfterDays: null,
    archived: true,
  },
] as const;

export function toDealStage(row: DealStageRow): DealStage {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    sortOrder: row.sort_order,
    archived: row.archived === 1,
    probability: row.probability,
    staleAfterDays: row.stale_after_days,
  };
}

export function dealStageStore(ctx: StoreContext) {
  const table = prepareTable<DealStageRow>(ctx.db, 'deal_stages', columns);
  const all = ctx.db.prepare<[string], DealStageRow>(
    'SELECT * FROM deal_stages WHERE workspace_id = ? ORDER BY sort_order, id',
  );
  return {
    table,
    /** In pipeline order. */
    list(workspaceId: string): DealStage[] {
      return all.all(workspaceId).map(toDealStage);
    },
    exists(workspaceId: string, id: string): boolean {
      return table.get(workspaceId, id) !== undefined;
    },
    createPipeline(workspaceId: string): DealStage[] {
      defaultPipeline.forEach((stage, i) => {
        table.insert.run({
          workspace_id: workspaceId,
          id: newId('stg'),
          key: stage.key,
          name: stage.name,
          sort_order: (i + 1) * 10,
          archived: 'archived' in stage && stage.archived ? 1 : 0,
          probability: stage.probability,
          stale_after_days: stage.staleAfterDays,
        });
      });
      return this.list(workspaceId);
    },
  };
}
