import { QueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { getQueryFn } from '@ps/web/api';

/** No retries, nothing goes stale by itself, no refetch on focus or on an interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'returnNull' }),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * After a change: refresh the lists it touched and the stats. Keys are URL segments
 * (see queries.ts), so refreshing '/api/habits' also refreshes its completions reads.
 */
export function refreshAfterChange(client: QueryClient, ...paths: string[]): Promise<void> {
  return Promise.all(
    [...paths, API.stats].map((path) => client.invalidateQueries({ queryKey: [path] })),
  ).then(() => undefined);
}
