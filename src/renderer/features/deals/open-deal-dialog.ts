import { create } from 'zustand';
import type { ActionDeal } from './use-deal-actions';

export type DealDialogKind = 'archive' | 'link' | 'lost';

interface OpenDealDialogState {
  open: { kind: DealDialogKind; deal: ActionDeal } | null;
  show(kind: DealDialogKind, deal: ActionDeal): void;
  close(): void;
}

/**
 * The dialog a deal's menu opened, held apart from the menu: while it is open a sync can move the
 * card to another column (a new card there) or off the board, and the dialog, with what was typed
 * in it, stays. Shown by `DealMenuDialogs` on the pipeline screen.
 */
export const useOpenDealDialog = create<OpenDealDialogState>((set) => ({
  open: null,
  show: (kind, deal) => set({ open: { kind, deal } }),
  close: () => set({ open: null }),
}));
