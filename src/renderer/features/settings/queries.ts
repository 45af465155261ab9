import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api';
import { settingsKeys } from './keys';

export { settingsKeys };

/*
 * Host settings, workspaces and the demo server: small reads, refreshed by the host's `host` event
 * after each change of them (app/change-feed.ts) and whenever the settings screen opens.
 */

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
  /** The consultant's profile of the active workspace (report header). */
  profile: () =>
    queryOptions({
      queryKey: settingsKeys.profile,
      queryFn: () => api.profile.get({}),
    }),
  demo: () =>
    queryOptions({
      queryKey: settingsKeys.demo,
      queryFn: () => api.demo.status({}),
      refetchOnMount: 'always',
    }),
};
