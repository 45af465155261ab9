import type { QueryClient } from '@tanstack/react-query';
import type { OrtsterminApi } from '../../shared/ipc/contract';
import { useDrafts } from '../stores/drafts';
import { useNavigation } from '../stores/navigation';
import { applyChange, applyHostChange, applyStatus, applyWorkspaceSwitch } from './change-feed';

/*
 * The host's events drive the renderer: `changes` invalidates queries and follows renames
 * (route, drafts), `status` updates the status bar, `workspace` drops the cache, `host` refreshes
 * the settings, the workspace list or the demo server's state. They are the renderer's only refresh.
 */
export function subscribeToHost(api: OrtsterminApi, client: QueryClient): () => void {
  const offs = [
    api.on('changes', (change) => {
      if (change.renamed && Object.keys(change.renamed).length) {
        useDrafts.getState().rename(change.renamed);
        useNavigation.getState().followRenames(change.renamed);
      }
      applyChange(client, change);
    }),
    api.on('status', (status) => applyStatus(client, status)),
    api.on('host', (change) => applyHostChange(client, change)),
    api.on('workspace', () => {
      applyWorkspaceSwitch(client);
      // A record of the old workspace is not in the new one: stay on the screen, leave the record.
      const { route, replace } = useNavigation.getState();
      replace(route.screen === 'buildings' ? { screen: 'contacts' } : { screen: route.screen });
    }),
  ];
  return () => offs.forEach((off) => off());
}
