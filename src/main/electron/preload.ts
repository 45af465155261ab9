import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type {
  Channel,
  EventName,
  EventPayload,
  OrtsterminApi,
  RequestOf,
  ResponseOf,
} from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/result';

/*
 * Exposes ONE object of named methods (never ipcRenderer itself, never a generic send). Every
 * call goes through the single 'ortstermin:call' handler, which checks the sender and validates
 * the request against the contract in the main process. A failure rejects with the plain error
 * data (see asIpcError). Sandboxed: this file may import only 'electron' at runtime (types are
 * erased; nothing else is bundled in).
 */

const call =
  <C extends Channel>(channel: C) =>
  async (request: RequestOf<C>): Promise<ResponseOf<C>> => {
    const result = (await ipcRenderer.invoke('ortstermin:call', channel, request)) as IpcResult<
      ResponseOf<C>
    >;
    // Plain data survives contextBridge with its code and issues; the renderer rebuilds IpcError.
    return result.ok ? result.value : Promise.reject(result.error);
  };

/** The events of the contract (eventContract); the page may listen to these and no others. */
const events = { changes: true, status: true, workspace: true, host: true } satisfies Record<
  EventName,
  true
>;
const isEventName = (name: unknown): name is EventName =>
  typeof name === 'string' && Object.hasOwn(events, name);

const api = {
  contacts: {
    search: call('contacts.search'),
    get: call('contacts.get'),
    create: call('contacts.create'),
    patch: call('contacts.patch'),
  },
  buildings: { create: call('buildings.create'), get: call('buildings.get') },
  deals: {
    pipeline: call('deals.pipeline'),
    columnPage: call('deals.columnPage'),
    list: call('deals.list'),
    get: call('deals.get'),
    options: call('deals.options'),
    create: call('deals.create'),
    patch: call('deals.patch'),
    archive: call('deals.archive'),
  },
  projects: {
    list: call('projects.list'),
    get: call('projects.get'),
    create: call('projects.create'),
    patch: call('projects.patch'),
    archive: call('projects.archive'),
  },
  modules: { patch: call('modules.patch') },
  pvPlans: {
    byProject: call('pvPlans.byProject'),
    byBuilding: call('pvPlans.byBuilding'),
    origin: call('pvPlans.origin'),
    get: call('pvPlans.get'),
    create: call('pvPlans.create'),
    patch: call('pvPlans.patch'),
    duplicate: call('pvPlans.duplicate'),
    export: call('pvPlans.export'),
    import: call('pvPlans.import'),
  },
  outbox: {
    list: call('outbox.list'),
    retry: call('outbox.retry'),
    discard: call('outbox.discard'),
    resolve: call('outbox.resolve'),
    settle: call('outbox.settle'),
  },
  sync: {
    status: call('sync.status'),
    now: call('sync.now'),
    dismissDataLoss: call('sync.dismissDataLoss'),
    renames: call('sync.renames'),
  },
  workspaces: {
    list: call('workspaces.list'),
    add: call('workspaces.add'),
    test: call('workspaces.test'),
    switch: call('workspaces.switch'),
    setKey: call('workspaces.setKey'),
    rename: call('workspaces.rename'),
    remove: call('workspaces.remove'),
  },
  settings: { get: call('settings.get'), set: call('settings.set') },
  demo: { status: call('demo.status'), setRunning: call('demo.setRunning') },
  report: { savePdf: call('report.savePdf') },
  profile: { get: call('profile.get'), set: call('profile.set') },
  search: { global: call('search.global') },
  photos: {
    list: call('photos.list'),
    add: call('photos.add'),
    change: call('photos.change'),
    reorder: call('photos.reorder'),
    remove: call('photos.remove'),
    image: call('photos.image'),
  },
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    if (!isEventName(event)) throw new TypeError(`There is no event "${String(event)}".`);
    const handler = (_event: IpcRendererEvent, payload: EventPayload<E>) => listener(payload);
    ipcRenderer.on(`ortstermin:${event}`, handler);
    return () => ipcRenderer.off(`ortstermin:${event}`, handler);
  },
} satisfies OrtsterminApi;

contextBridge.exposeInMainWorld('ortstermin', api);
