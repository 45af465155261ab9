import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { useSettingsUi } from '../../stores/settings';

/*
 * Settings writes. The host's `host` event refreshes the read each one changed (the settings, the
 * workspace list, the demo server); a switch empties the cache (`workspace` event).
 */

function useWorkspaceMutation<R, A>(run: (request: R) => Promise<A>) {
  return useMutation({ mutationFn: run });
}

export const useAddWorkspace = () =>
  useWorkspaceMutation((r: RequestOf<'workspaces.add'>) => api.workspaces.add(r));
export const useSwitchWorkspace = () =>
  useWorkspaceMutation((r: RequestOf<'workspaces.switch'>) => api.workspaces.switch(r));
export const useSetKey = () =>
  useWorkspaceMutation((r: RequestOf<'workspaces.setKey'>) => api.workspaces.setKey(r));
export const useRenameWorkspace = () =>
  useWorkspaceMutation((r: RequestOf<'workspaces.rename'>) => api.workspaces.rename(r));
export const useRemoveWorkspace = () =>
  useWorkspaceMutation((r: RequestOf<'workspaces.remove'>) => api.workspaces.remove(r));
export const useTestConnection = () =>
  useMutation({ mutationFn: (r: RequestOf<'workspaces.test'>) => api.workspaces.test(r) });

export function useSetSettings() {
  const applyLanguage = useSettingsUi((s) => s.applyLanguage);
  return useMutation({
    mutationFn: async (r: RequestOf<'settings.set'>) => {
      // The language applies at once; the host stores it. If it cannot, the interface goes back.
      const before = useSettingsUi.getState().language;
      if (r.language) applyLanguage(r.language);
      try {
        return await api.settings.set(r);
      } catch (error) {
        applyLanguage(before);
        throw error;
      }
    },
  });
}

export const useSetDemoRunning = () =>
  useMutation({ mutationFn: (running: boolean) => api.demo.setRunning({ running }) });
