import { create } from 'zustand';

/* The last deal action's outcome, read out politely (or as an alert when it failed). */

interface DealNoticeState {
  text: string | null;
  failed: boolean;
  tell(text: string, failed?: boolean): void;
}

export const useDealNotice = create<DealNoticeState>((set) => ({
  text: null,
  failed: false,
  tell: (text, failed = false) => set({ text, failed }),
}));
