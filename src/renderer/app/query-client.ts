import { QueryClient } from '@tanstack/react-query';
import { feedRefreshed } from './change-feed';

/*
 * Reads are cached until the change feed says they changed (staleTime: Infinity, as Actual
 * does): no polling, no refetch on focus, no retries of a local read that failed. Mutations never
 * touch the cache; each one settles once the feed's refetches of what it wrote have landed.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, onSuccess: () => feedRefreshed(client) },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
