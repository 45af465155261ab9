import {
  createApiClient,
  type Channel,
  eventContract,
  type EventName,
  type IpcResult,
  type OrtsterminApi,
} from '../shared/ipc/contract';
import { ipcRequestBody } from '../shared/ipc/parts';

/*
 * Browser mode: the same OrtsterminApi as the Electron preload, over the bridge on 127.0.0.1
 * (fetch for calls, Server-Sent Events for changes and status). The token arrives in the URL
 * fragment once and is kept in sessionStorage, then removed from the address bar.
 */

const tokenKey = 'ortstermin.bridgeToken';

function takeToken(): string | null {
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromHash) {
    sessionStorage.setItem(tokenKey, fromHash);
    history.replaceState(null, '', location.pathname + location.search);
    return fromHash;
  }
  return sessionStorage.getItem(tokenKey);
}

export function createBridgeApi(): OrtsterminApi {
  const token = takeToken() ?? '';
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  let source: EventSource | null = null;

  const connect = () => {
    source = new EventSource(`/events?token=${encodeURIComponent(token)}`);
    // Every event of the contract: changes, status and workspace.
    for (const event of Object.keys(eventContract) as EventName[]) {
      source.addEventListener(event, (message) => {
        const payload: unknown = JSON.parse((message as MessageEvent<string>).data);
        listeners.get(event)?.forEach((listener) => listener(payload));
      });
    }
  };

  const invoke = async (channel: Channel, request: unknown): Promise<IpcResult<unknown>> => {
    let response: Response;
    try {
      // A request with files sends them as they are (shared/ipc/parts.ts).
      const { body, contentType } = ipcRequestBody(request);
      response = await fetch(`/ipc/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
        body,
      });
    } catch {
      return {
        ok: false,
        error: {
          code: 'host_unreachable',
          message: 'The Ortstermin host is not running. Start it again with npm start.',
        },
      };
    }
    return (await response.json()) as IpcResult<unknown>;
  };

  return createApiClient(invoke, (event, listener) => {
    if (!source) connect();
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  });
}
