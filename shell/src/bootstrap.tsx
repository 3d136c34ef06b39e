import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@ps/web/query-client';
import { queryKeys } from '@ps/web/query-keys';
import { whoIsSignedIn } from './offline/who-is-signed-in';
import { prefetchRouteReads, recordRouteReads } from './prefetch/route-reads';
import { remoteLoader } from './remotes/remote-loader';

/** Starts the app; `overPrerendered` when #root holds the landing page the gateway prerendered. */
export async function start(overPrerendered: boolean): Promise<void> {
  const queryClient = createQueryClient();
  // Who the visitor is and where the remotes live are asked for together, before the first render.
  const currentUser = whoIsSignedIn(queryClient);
  // React, MUI and the app's code are evaluated after these requests are under way, in a task of
  // their own rather than in one long task with the federation runtime's start.
  const app = import(/* webpackChunkName: "app" */ './app/render-app');
  await remoteLoader.registerFromServer();
  // The gateway sent the landing page already painted. The first render waits until it can show
  // the same page (visitor known, landing loaded), so it replaces that markup without a spinner.
  if (overPrerendered) {
    await Promise.all([currentUser, remoteLoader.load('mf-landing', 'LandingPage').catch(noop)]);
  }
  // Offline, the user is the one whose data this browser kept: known before the first render.
  await currentUser;
  readAheadFor(queryClient);
  (await app).renderApp(queryClient);
}

/** Online and signed in: the page's data is asked for now, while its remotes' code arrives. */
function readAheadFor(queryClient: QueryClient) {
  const user = queryClient.getQueryData<{ id?: unknown } | null>(queryKeys.currentUser);
  if (!navigator.onLine || typeof user?.id !== 'number') return;
  const route = window.location.pathname;
  prefetchRouteReads(queryClient, user.id, route);
  recordRouteReads(queryClient, user.id, route);
}

function noop() {}
