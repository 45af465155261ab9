// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followMissedRenames, subscribeToHost } from '../../src/renderer/app/host-events';
import { draftKey, useDrafts } from '../../src/renderer/stores/drafts';
import { useNavigation } from '../../src/renderer/stores/navigation';
import type { EventName, OrtsterminApi } from '../../src/shared/ipc/contract';

/*
 * The sync renames a record made on this device once the server has it, and tells the open
 * window. A window that was closed meanwhile (or showed another workspace) heard nothing: its
 * drafts and its address still name the local id. It asks the core for the renames it missed.
 */

type Renamed = Record<string, string>;

function fakeApi(renames: () => Promise<{ renamed: Renamed }>) {
  const listeners = new Map<EventName, (payload: unknown) => void>();
  const api = {
    on: (event: EventName, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    sync: { renames: vi.fn(renames) },
  } as unknown as OrtsterminApi;
  return { api, emit: (event: EventName, payload: unknown) => listeners.get(event)!(payload) };
}

const localId = '0b7c2f52-6f1a-4f43-9d0e-3c1f4b8e2a10';
const serverId = 'con_8Hq2mZkP1xVw';
const editKey = (id: string) => draftKey('contact-edit', id);

describe('a window learns the renames it missed', () => {
  beforeEach(() => {
    history.replaceState(null, '', '#/contacts');
    useNavigation.setState({ route: { screen: 'contacts' }, renames: {} });
    useDrafts.setState({ drafts: {} });
    useDrafts
      .getState()
      .save(
        editKey(localId),
        { fields: { phone: '+49 761 4567890' } },
        { stamp: '2026-11-26T08:00:00Z', content: { id: localId } },
      );
  });

  it('at start: the draft of a new record and the address move to the server’s id', async () => {
    useNavigation.getState().navigate({ screen: 'contacts', id: localId });
    const { api } = fakeApi(() => Promise.resolve({ renamed: { [localId]: serverId } }));
    await followMissedRenames(api);
    const { drafts } = useDrafts.getState();
    expect(drafts[editKey(localId)]).toBeUndefined();
    expect(drafts[editKey(serverId)]).toMatchObject({
      values: { fields: { phone: '+49 761 4567890' } },
      base: { id: serverId },
    });
    expect(useNavigation.getState().route).toEqual({ screen: 'contacts', id: serverId });
    expect(location.hash).toBe(`#/contacts/${serverId}`);
    // A link still naming the local id (an older history entry) opens the record too.
    useNavigation.getState().navigate({ screen: 'contacts', id: localId });
    expect(useNavigation.getState().route).toEqual({ screen: 'contacts', id: serverId });
  });

  it('a workspace switched to: its renames are asked for and followed', async () => {
    let asked = 0;
    const { api, emit } = fakeApi(() => {
      asked++;
      return Promise.resolve({ renamed: { [localId]: serverId } });
    });
    const stop = subscribeToHost(api, new QueryClient());
    try {
      emit('workspace', { activeId: 'ws_2' });
      await expect.poll(() => useDrafts.getState().drafts[editKey(serverId)]).toBeDefined();
      expect(asked).toBe(1);
      expect(useDrafts.getState().drafts[editKey(localId)]).toBeUndefined();
    } finally {
      stop();
    }
  });

  it('a failed read changes nothing and fails nothing', async () => {
    const { api } = fakeApi(() => Promise.reject(new Error('core_restarted')));
    await expect(followMissedRenames(api)).resolves.toBeUndefined();
    expect(Object.keys(useDrafts.getState().drafts)).toEqual([editKey(localId)]);
  });
});
