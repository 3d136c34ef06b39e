import { useQuery } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { User } from '@ps/contracts/auth';

/** The signed-in user, or null when signed out (a 401 reads as "no user"). */
export function useCurrentUser() {
  const query = useQuery<User | null>({ queryKey: [API.authUser], refetchOnMount: false });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
