import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, Settings } from '../../../shared/ipc/contract';
import { api } from '../../api';
import { useSettingsUi } from '../../stores/settings';
import { settingsKeys } from './queries';

/* Settings writes; each refreshes the read it changed. A switch also empties the cache (event). */

function useWorkspaceMutation<R, A>(run: (request: R) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.workspaces }),
  });
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
  const client = useQueryClient();
  const applyLanguage = useSettingsUi((s) => s.applyLanguage);
  return useMutation({
    mutationFn: (r: RequestOf<'settings.set'>) => {
      // The language applies at once; the host stores it.
      if (r.language) applyLanguage(r.language);
      return api.settings.set(r);
    },
    // The switch moves at once; the host's answer (or a refetch after an error) settles it.
    onMutate: (patch) =>
      client.setQueryData<Settings>(settingsKeys.settings, (old) =>
        old ? { ...old, ...patch } : old,
      ),
    onSuccess: (settings) => client.setQueryData(settingsKeys.settings, settings),
    onError: () => client.invalidateQueries({ queryKey: settingsKeys.settings }),
  });
}

export function useSetDemoRunning() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (running: boolean) => api.demo.setRunning({ running }),
    onSuccess: (demo) => client.setQueryData(settingsKeys.demo, demo),
  });
}
