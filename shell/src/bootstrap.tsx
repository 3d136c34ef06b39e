import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@ps/web/query-client';
import { queryKeys } from '@ps/web/query-keys';
import type { User } from '@ps/contracts/auth';
import { shellMessages } from './i18n/messages';
import { languageFor } from './language/storage';
import { whoIsSignedIn } from './offline/who-is-signed-in';
import { prefetchRouteReads, recordRouteReads } from './prefetch/route-reads';
import { keepFirstViews, takeFirstReads } from './remotes/first-views';
import { loadSidebarTooltips } from './layout/NavTooltip';
import { remoteLoader } from './remotes/remote-loader';
import { nextTask } from './app/next-task';

/** Starts the app; `overPrerendered` when #root holds the landing page the gateway prerendered. */
export async function start(overPrerendered: boolean): Promise<void> {
  const queryClient = createQueryClient();
  // The person's first reads, when the gateway drew the page with them: who they are among them.
  takeFirstReads(document.getElementById('root'), queryClient);
  // Who the visitor is and where the remotes live are asked for together, before the first render.
  const currentUser = whoIsSignedIn(queryClient);
  // React, MUI and the app's code are evaluated after these requests are under way.
  const app = appCodeInSteps();
  await remoteLoader.registerFromServer();
  // The gateway sent the landing page already painted. The first render waits until it can show
  // the same page (visitor known, landing loaded), so it replaces that markup without a spinner.
  if (overPrerendered) {
    await Promise.all([currentUser, remoteLoader.load('mf-landing', 'LandingPage').catch(noop)]);
  }
  // Offline, the user is the one whose data this browser kept: known before the first render.
  await currentUser;
  readAheadFor(queryClient);
  // A signed-in desktop's sidebar is drawn with its tooltips from the first render.
  const sidebarTooltips =
    signedInId(queryClient) === undefined ? undefined : loadSidebarTooltips().catch(noop);
  const { renderApp } = await app;
  // The first render speaks the person's language from its first frame (its file has been
  // downloading since this module ran, in the language the page was painted in).
  const user = queryClient.getQueryData<User | null>(queryKeys.currentUser);
  await shellMessages.load(languageFor(user)).catch(noop);
  await sidebarTooltips;
  keepFirstViews(document.getElementById('root'));
  renderApp(queryClient);
}

/** The signed-in person's id, or undefined for a visitor. */
function signedInId(queryClient: QueryClient): number | undefined {
  const id = queryClient.getQueryData<{ id?: unknown } | null>(queryKeys.currentUser)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** Online and signed in: the page's data is asked for now, while its remotes' code arrives. */
function readAheadFor(queryClient: QueryClient) {
  const userId = signedInId(queryClient);
  if (!navigator.onLine || userId === undefined) return;
  const route = window.location.pathname;
  prefetchRouteReads(queryClient, userId, route);
  recordRouteReads(queryClient, userId, route);
}

/**
 * The app's code, evaluated a part at a time (APP_PARTS, then the app itself) with the browser
 * free between the parts. In one piece it held a phone's main thread for about a quarter of a
 * second, with taps and paints waiting behind it. Each part's files are already on their way
 * (index.html preloads them).
 */
async function appCodeInSteps() {
  // A task of its own for each, the first too: run in the bootstrap's task, react-dom made that
  // one of the longest of the start.
  for (const part of APP_PARTS) {
    await nextTask();
    await part();
  }
  await nextTask();
  return import(/* webpackChunkName: "app" */ './app/render-app');
}

/** The heaviest modules the app evaluates at start, each a part of its own. */
const APP_PARTS = [
  () => import('react-dom/client'),
  // MUI's styling engine and the theme.
  () => import('@ps/web/theme'),
  // The contracts' schemas (with the part of zod they use), built as their modules run: the
  // habits' with the dates and schedules under them made one part of 10 to 20 ms here.
  () => import('@ps/contracts/dates'),
  () => import('@ps/contracts/habit-schedule'),
  () => import('@ps/contracts/habits'),
  () => import('@ps/contracts/tasks'),
  () => import('@ps/web/reads'),
  // The toast queue and its styling.
  () => import('@ps/web/toasts'),
];

function noop() {}
