import { create } from 'zustand';
import type { Contact, Project } from '../shared/api';
import type {
  ContactDetail,
  EventPayload,
  OutboxEntryView,
  Pipeline,
  ProjectDetail,
  SyncStatusView,
} from '../shared/ipc/contract';
import { IpcError } from '../shared/ipc/contract';
import { api } from './api';

export type View = 'contacts' | 'pipeline' | 'projects' | 'outbox';

interface AppState {
  view: View;
  status: SyncStatusView | null;
  /** The last error of a background refresh, shown as a dismissible banner. */
  notice: string | null;

  query: string;
  results: Contact[];
  hasMore: boolean;
  contactId: string | null;
  contact: ContactDetail | null;

  pipeline: Pipeline | null;
  projectQuery: string;
  projects: Project[] | null;
  projectsHaveMore: boolean;
  projectId: string | null;
  project: ProjectDetail | null;
  outbox: OutboxEntryView[] | null;

  setView(view: View): void;
  search(query: string): Promise<void>;
  openContact(id: string | null): Promise<void>;
  openProject(id: string | null): Promise<void>;
  loadPipeline(): Promise<void>;
  /** The first page of projects whose title contains `query` (default: the current query). */
  loadProjects(query?: string): Promise<void>;
  loadOutbox(): Promise<void>;
  syncNow(): Promise<void>;
  dismissNotice(): void;
  applyChanges(change: EventPayload<'changes'>): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const useApp = create<AppState>((set, get) => {
  /** Runs a load; a failure becomes the notice instead of an unhandled rejection. */
  const guarded = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      set({ notice: message(error) });
    }
  };

  return {
    view: 'contacts',
    status: null,
    notice: null,
    query: '',
    results: [],
    hasMore: false,
    contactId: null,
    contact: null,
    pipeline: null,
    projectQuery: '',
    projects: null,
    projectsHaveMore: false,
    projectId: null,
    project: null,
    outbox: null,

    setView(view) {
      set({ view });
      if (view === 'pipeline') void get().loadPipeline();
      if (view === 'projects') void get().loadProjects();
      if (view === 'outbox') void get().loadOutbox();
    },

    search: (query) =>
      guarded(async () => {
        set({ query });
        const page = await api.contacts.search({ text: query, limit: 100 });
        // A slower answer to an older query must not overwrite the newer one.
        if (get().query === query) set({ results: page.data, hasMore: page.hasMore });
      }),

    openContact: (id) =>
      guarded(async () => {
        set({ contactId: id, contact: id === get().contact?.contact.id ? get().contact : null });
        if (!id) return;
        try {
          const contact = await api.contacts.get({ id });
          if (get().contactId === id) set({ contact });
        } catch (error) {
          // A contact created here gets its server id on sync; the old local id is then gone.
          if (error instanceof IpcError && error.code === 'not_found')
            set({ contactId: null, contact: null });
          else throw error;
        }
      }),

    openProject: (id) =>
      guarded(async () => {
        set({ projectId: id, project: id === get().project?.project.id ? get().project : null });
        if (!id) return;
        const project = await api.projects.get({ id });
        if (get().projectId === id) set({ project });
      }),

    loadPipeline: () => guarded(async () => set({ pipeline: await api.deals.pipeline({}) })),
    loadProjects: (query = get().projectQuery) =>
      guarded(async () => {
        set({ projectQuery: query });
        const page = await api.projects.list({ text: query, limit: 100 });
        if (get().projectQuery === query)
          set({ projects: page.data, projectsHaveMore: page.hasMore });
      }),
    loadOutbox: () => guarded(async () => set({ outbox: (await api.outbox.list({})).data })),

    syncNow: () => guarded(async () => set({ status: await api.sync.now({}) })),
    dismissNotice: () => set({ notice: null }),

    applyChanges({ resource, ids }) {
      const s = get();
      const named = new Set(ids);
      const touches = (list: { id: string }[] | null | undefined) =>
        !!list?.some((r) => named.has(r.id));
      switch (resource) {
        case 'contacts':
          // A changed or new contact may enter or leave the current results.
          if (ids.length > 0) void s.search(s.query);
          if (s.contactId && s.contact && s.contactId.startsWith('local:'))
            void followSynced(s.contact, ids);
          else if (s.contactId && named.has(s.contactId)) void s.openContact(s.contactId);
          break;
        case 'buildings':
        case 'deals':
          // A new building or deal of the open contact is not in its list yet, so any id may belong.
          if (s.contactId) void s.openContact(s.contactId);
          if (resource === 'deals' && s.pipeline) void s.loadPipeline();
          break;
        case 'dealStages':
          if (s.pipeline) void s.loadPipeline();
          break;
        case 'projects':
          if (s.projects) void s.loadProjects();
          if (s.projectId && (named.has(s.projectId) || s.projectId.startsWith('local:')))
            void s.openProject(s.projectId);
          if (s.contact && touches(s.contact.projects)) void s.openContact(s.contactId);
          break;
        case 'modules':
          if (s.project && touches(s.project.modules)) void s.openProject(s.projectId);
          break;
        case 'outbox':
          if (s.outbox) void s.loadOutbox();
          break;
      }
    },
  };
});

/**
 * A contact created here gets its server id when the create is acknowledged, and the local id is
 * gone. The acknowledgement names the new id: follow the open contact to the one with its fields.
 */
async function followSynced(previous: ContactDetail, ids: string[]): Promise<void> {
  const { openContact } = useApp.getState();
  const localId = previous.contact.id;
  const same = JSON.stringify(previous.contact.fields);
  for (const id of ids) {
    const candidate = await api.contacts.get({ id }).catch(() => null);
    if (candidate && JSON.stringify(candidate.contact.fields) === same) {
      if (useApp.getState().contactId === localId) await openContact(id);
      return;
    }
  }
  await openContact(localId);
}

/** Wires the main side's events into the state. Call once. */
export function subscribeToHost(): () => void {
  const offChanges = api.on('changes', (change) => useApp.getState().applyChanges(change));
  const offStatus = api.on('status', (status) => {
    const before = useApp.getState().status;
    useApp.setState({ status });
    // The outbox list follows its counts: refresh it when they move.
    const s = useApp.getState();
    if (s.outbox && (before?.pending !== status.pending || before?.rejected !== status.rejected))
      void s.loadOutbox();
  });
  void api.sync.status({}).then((status) => useApp.setState({ status }));
  return () => {
    offChanges();
    offStatus();
  };
}
