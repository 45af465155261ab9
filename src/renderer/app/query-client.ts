import { QueryClient } from '@tanstack/react-query';

/*
 * Reads are cached until the change feed says they changed (staleTime: Infinity, as Actual
 * does): no polling, no refetch on focus, no retries of a local read that failed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
