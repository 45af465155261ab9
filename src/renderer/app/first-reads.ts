import type { QueryClient } from '@tanstack/react-query';
import { contactQueries } from '../features/contacts/queries';
import { settingsQueries } from '../features/settings/queries';
import { syncQueries } from '../features/sync-status/queries';
import { useSearches } from '../stores/searches';
import type { Route } from './routes';

/*
 * The first screen's reads, asked for before React renders it: the requests travel while the
 * first render runs (~60 ms on a slow machine) instead of after it. The screens read the same
 * query keys, so they take over the requests in flight (react-query dedupes them).
 */
export function startFirstReads(client: QueryClient, route: Route): Promise<unknown> {
  // The list first: the core answers one call at a time, in the order they arrive.
  const reads: Promise<unknown>[] =
    route.screen === 'contacts'
      ? [client.prefetchInfiniteQuery(contactQueries.search(useSearches.getState().contacts))]
      : [];
  reads.push(
    client.prefetchQuery(syncQueries.status()),
    client.prefetchQuery(settingsQueries.settings()),
    client.prefetchQuery(settingsQueries.workspaces()),
  );
  return Promise.all(reads);
}
