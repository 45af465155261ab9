import { create } from 'zustand';

/* The project list's filters, kept while the user visits other screens. */

interface ProjectFiltersState {
  type: string;
  status: string;
  /** Set from a contact's page ("Alle Projekte des Kontakts"); shown as a removable chip. */
  contactId: string;
  contactName: string;
  set(patch: Partial<Omit<ProjectFiltersState, 'set'>>): void;
}

export const useProjectFilters = create<ProjectFiltersState>((set) => ({
  type: '',
  status: '',
  contactId: '',
  contactName: '',
  set: (patch) => set(patch),
}));
