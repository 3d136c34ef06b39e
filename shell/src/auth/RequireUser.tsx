import type { ReactNode } from 'react';
import { useCurrentUser } from '@ps/web/auth';
import { FullPageSpinner } from '../app/FullPageSpinner';
import { useSignedOutRedirect } from './use-signed-out-redirect';

/** The protected pages: a spinner while the user loads; signed out, the toast and /api/login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  useSignedOutRedirect(!isLoading && !user, '/api/login');
  return user ? children : <FullPageSpinner />;
}
