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
 * Exposes ONE object of named methods (never ipcRenderer itself). Every call goes through the
 * single 'ortstermin:call' handler, which validates it against the contract in the main process.
 * A failure rejects with the plain error data (see asIpcError).
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

const api = {
  contacts: {
    search: call('contacts.search'),
    get: call('contacts.get'),
    create: call('contacts.create'),
    patch: call('contacts.patch'),
  },
  buildings: { create: call('buildings.create') },
  deals: {
    pipeline: call('deals.pipeline'),
    create: call('deals.create'),
    patch: call('deals.patch'),
    archive: call('deals.archive'),
  },
  projects: { list: call('projects.list'), get: call('projects.get') },
  modules: { patch: call('modules.patch') },
  outbox: {
    list: call('outbox.list'),
    retry: call('outbox.retry'),
    discard: call('outbox.discard'),
  },
  sync: { status: call('sync.status'), now: call('sync.now'), setApiKey: call('sync.setApiKey') },
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    const handler = (_event: IpcRendererEvent, payload: EventPayload<E>) => listener(payload);
    ipcRenderer.on(`ortstermin:${event}`, handler);
    return () => ipcRenderer.off(`ortstermin:${event}`, handler);
  },
} satisfies OrtsterminApi;

contextBridge.exposeInMainWorld('ortstermin', api);
