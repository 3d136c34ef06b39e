import { useState } from 'react';
import { useCurrentUser } from '@ps/web/auth';
import { FullPageSpinner } from '../app/FullPageSpinner';
import { useSignedOutRedirect } from '../auth/use-signed-out-redirect';
import { RemoteSlot } from '../remotes/RemoteSlot';
import SignedInHome from './SignedInHome';

/**
 * `/`: the dashboard when signed in, mf-landing's page otherwise. A session that ends while
 * the dashboard is open gets the signed-out toast and /login (the signed-out flow).
 */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  const sessionEnded = wasSignedIn && !isLoading && !user;
  useSignedOutRedirect(sessionEnded, '/login');

  if (isLoading || sessionEnded) return <FullPageSpinner />;
  if (user) return <SignedInHome />;
  return <RemoteSlot remote="mf-landing" module="LandingPage" minHeight={400} />;
}
