import { create } from 'zustand';

/* The last deal action's outcome, read out politely (or as an alert when it failed). */

/** A way back from the action just told: a button next to the notice. */
export interface NoticeUndo {
  label: string;
  run(): void;
  /**
   * Takes the keyboard focus when it appears: the action's dialog has closed and the control that
   * opened it may be gone with the card, so the way back is where the keyboard goes on from.
   */
  takeFocus?: boolean;
}

interface DealNoticeState {
  text: string | null;
  failed: boolean;
  undo: NoticeUndo | null;
  tell(text: string, failed?: boolean, undo?: NoticeUndo): void;
}

export const useDealNotice = create<DealNoticeState>((set) => ({
  text: null,
  failed: false,
  undo: null,
  tell: (text, failed = false, undo) => set({ text, failed, undo: undo ?? null }),
}));
