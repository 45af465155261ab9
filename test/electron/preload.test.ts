import { beforeAll, describe, expect, it, vi } from 'vitest';
import { channels, eventContract } from '../../src/shared/ipc/contract';

/* The preload runs against a stand-in 'electron' module: what does it expose? */

const exposed: [string, unknown][] = [];
const invoke = vi.fn(async () => ({ ok: true, value: { done: true } }));
const on = vi.fn();
const off = vi.fn();
const ipcRenderer = { invoke, on, off, send: vi.fn(), sendSync: vi.fn() };

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.push([key, value]) },
  ipcRenderer,
}));

type Api = Record<string, Record<string, (request?: unknown) => Promise<unknown>>> & {
  on: (event: string, listener: (payload: unknown) => void) => () => void;
};
let api: Api;
beforeAll(async () => {
  await import('../../src/main/electron/preload');
  api = exposed[0]![1] as Api;
});

describe('preload', () => {
  it('exposes one object, window.ortstermin, of functions only', () => {
    expect(exposed.map(([key]) => key)).toEqual(['ortstermin']);
    const leaves: unknown[] = [];
    for (const value of Object.values(api)) {
      if (typeof value === 'function') leaves.push(value);
      else for (const method of Object.values(value)) leaves.push(method);
    }
    expect(leaves.every((leaf) => typeof leaf === 'function')).toBe(true);
    expect(leaves).not.toContain(ipcRenderer.invoke);
    expect(leaves).not.toContain(ipcRenderer.send);
    expect(Object.values(api)).not.toContain(ipcRenderer);
  });

  it('has one method per contract channel, each calling the single handler', async () => {
    const exposedChannels = Object.entries(api)
      .filter(([, value]) => typeof value !== 'function')
      .flatMap(([group, methods]) => Object.keys(methods).map((m) => `${group}.${m}`));
    expect(exposedChannels.sort()).toEqual([...channels].sort());
    await expect(api.sync!.status!({})).resolves.toEqual({ done: true });
    expect(invoke).toHaveBeenCalledWith('ortstermin:call', 'sync.status', {});
  });

  it('subscribes only to the contract’s events', () => {
    for (const event of Object.keys(eventContract)) {
      const unsubscribe = api.on(event, () => undefined);
      expect(on).toHaveBeenLastCalledWith(`ortstermin:${event}`, expect.any(Function));
      unsubscribe();
      expect(off).toHaveBeenLastCalledWith(`ortstermin:${event}`, expect.any(Function));
    }
    on.mockClear();
    expect(() => api.on('call', () => undefined)).toThrow(/event/);
    expect(() => api.on('../x', () => undefined)).toThrow(/event/);
    expect(on).not.toHaveBeenCalled();
  });
});
