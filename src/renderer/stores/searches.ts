import { create } from 'zustand';

/* What the user last searched per list, kept while they visit other screens. */

interface SearchesState {
  contacts: string;
  projects: string;
  set(list: 'contacts' | 'projects', text: string): void;
}

export const useSearches = create<SearchesState>((set) => ({
  contacts: '',
  projects: '',
  set: (list, text) => set({ [list]: text }),
}));
