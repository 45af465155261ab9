import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';

/*
 * Host settings, workspaces and the demo server: small reads, refreshed after each mutation and
 * whenever the settings screen opens (the host has no event for them; another window may change them).
 */

export const settingsKeys = {
  settings: ['settings'] as const,
  workspaces: ['workspaces'] as const,
  demo: ['demo'] as const,
};

export const settingsQueries = {
  settings: () =>
    queryOptions({
      queryKey: settingsKeys.settings,
      queryFn: () => api.settings.get({}),
      refetchOnMount: 'always',
    }),
  workspaces: () =>
    queryOptions({
      queryKey: settingsKeys.workspaces,
      queryFn: () => api.workspaces.list({}),
      refetchOnMount: 'always',
    }),
  demo: () =>
    queryOptions({
      queryKey: settingsKeys.demo,
      queryFn: () => api.demo.status({}),
      refetchOnMount: 'always',
    }),
};
