import { createQueryClient } from '@ps/web/query-client';
import { API } from '@ps/contracts/api';
import { remoteLoader } from './remotes/remote-loader';

/** Starts the app; `overPrerendered` when #root holds the landing page the gateway prerendered. */
export async function start(overPrerendered: boolean): Promise<void> {
  const queryClient = createQueryClient();
  // Who the visitor is and where the remotes live are asked for together, before the first render.
  // The key is queryKeys.currentUser's; importing queries.ts here would put zod (via the date
  // rules) on the landing page's first load.
  const currentUser = queryClient.prefetchQuery({ queryKey: [API.authUser] });
  // React, MUI and the app's code are evaluated after these requests are under way, in a task of
  // their own rather than in one long task with the federation runtime's start.
  const app = import('./app/render-app');
  await remoteLoader.registerFromServer();
  // The gateway sent the landing page already painted. The first render waits until it can show
  // the same page (visitor known, landing loaded), so it replaces that markup without a spinner.
  if (overPrerendered) {
    await Promise.all([currentUser, remoteLoader.load('mf-landing', 'LandingPage').catch(noop)]);
  }
  (await app).renderApp(queryClient);
}

function noop() {}
