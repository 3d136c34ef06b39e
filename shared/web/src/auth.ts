import type { User } from '@ps/contracts/auth';
import { queryKeys } from '@ps/web/query-keys';
import { useRead } from '@ps/web/use-read';

/**
 * The signed-in user, or null when signed out (a 401 reads as "no user"). The one read not
 * parsed with its schema: it runs on the landing page's first load, which carries no zod.
 */
export function useCurrentUser() {
  const query = useRead<User | null>({ queryKey: queryKeys.currentUser, refetchOnMount: false });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
