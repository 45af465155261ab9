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
      if (change.renamed) followRenames(change.renamed);
      applyChange(client, change);
    }),
    api.on('status', (status) => applyStatus(client, status)),
    api.on('host', (change) => applyHostChange(client, change)),
    api.on('workspace', () => {
      applyWorkspaceSwitch(client);
      // A record of the old workspace is not in the new one: stay on the screen, leave the record.
      const { route, replace } = useNavigation.getState();
      replace(route.screen === 'buildings' ? { screen: 'contacts' } : { screen: route.screen });
      // Drafts typed in this workspace before it was left name ids it renamed since.
      void followMissedRenames(api);
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Moves the drafts and the route from local ids to the server's (a create acknowledged). */
function followRenames(renamed: Record<string, string>): void {
  if (!Object.keys(renamed).length) return;
  useDrafts.getState().rename(renamed);
  useNavigation.getState().followRenames(renamed);
}

/**
 * The renames the window did not hear: the sync renames a record while the window is closed (or
 * shows another workspace), and a draft typed on the new record, or the route it was last on,
 * still names the local id; the record's page, opened under its server id, would not find the
 * draft. The core keeps every rename (renames.ts); the window asks for them when it starts and
 * when a workspace is switched to. A failed read changes nothing: the core still answers a
 * request under a former id, and the next start asks again.
 */
export async function followMissedRenames(api: OrtsterminApi): Promise<void> {
  const answer = await api.sync.renames({}).catch(() => null);
  if (answer) followRenames(answer.renamed);
}
