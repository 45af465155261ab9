import { create } from 'zustand';
import type { DealFilterInput } from '../../../shared/ipc/contract';
import type { DealListSort } from '../../../shared/domain/pipeline';

/* The pipeline's view and filters: kept while the user visits other screens (and deals). */

export interface PipelineFilters {
  view: 'board' | 'list';
  status: 'open' | 'won' | 'lost' | 'all';
  /** '' any owner, '\u0000none' deals without one, else the owner. */
  owner: string;
  criticalOnly: boolean;
  includeArchived: boolean;
  text: string;
  sort: DealListSort;
  descending: boolean;
}

export const noOwner = '\u0000none';

export const initialFilters: PipelineFilters = {
  view: 'board',
  status: 'open',
  owner: '',
  criticalOnly: false,
  includeArchived: false,
  text: '',
  sort: 'updated',
  descending: true,
};

interface PipelineFiltersState extends PipelineFilters {
  /** Counts resets, so the search box starts empty again. */
  resets: number;
  set(patch: Partial<PipelineFilters>): void;
  /** Back to open, not archived deals of every owner; the view and sort stay. */
  reset(): void;
}

export const usePipelineFilters = create<PipelineFiltersState>((set) => ({
  ...initialFilters,
  resets: 0,
  set: (patch) => set(patch),
  reset: () =>
    set((s) => ({
      resets: s.resets + 1,
      status: 'open',
      owner: '',
      criticalOnly: false,
      includeArchived: false,
      text: '',
    })),
}));

/** The filter as the core reads it (the text as typed, trimmed). */
export function dealFilterOf(
  f: Omit<PipelineFilters, 'view' | 'sort' | 'descending'>,
): DealFilterInput {
  return {
    status: f.status,
    criticalOnly: f.criticalOnly,
    includeArchived: f.includeArchived,
    text: f.text.trim(),
    ...(f.owner === '' ? {} : { ownerId: f.owner === noOwner ? null : f.owner }),
  };
}

export const isFiltered = (f: PipelineFilters) =>
  f.status !== 'open' || f.owner !== '' || f.criticalOnly || f.includeArchived || f.text !== '';

/**
 * A card moved by the keyboard gets the focus back once it shows in its new column (its old
 * node is gone), so the keyboard user goes on from there.
 */
export const useMovedCardFocus = create<{
  dealId: string | null;
  stageId: string | null;
  request(dealId: string, stageId: string): void;
  done(): void;
}>((set) => ({
  dealId: null,
  stageId: null,
  request: (dealId, stageId) => set({ dealId, stageId }),
  done: () => set({ dealId: null, stageId: null }),
}));
