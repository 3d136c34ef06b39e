import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@ps/web/api';
import { queryKeys } from '@ps/web/query-keys';
import { keptUserId } from './kept-user';
import { loadPersistedQueries } from './load-persisted-queries';
import { tellServiceWorkerSignedIn } from './service-worker-session';

async function restoreKept(client: QueryClient, userId: number): Promise<void> {
  try {
    const { restoreQueries } = await loadPersistedQueries();
    await restoreQueries(client, userId);
  } catch (error) {
    // The app still opens, as signed out, rather than not at all.
    console.error('Could not open the data kept for offline use', error);
  }
}

async function forgetKept(): Promise<void> {
  try {
    const { forgetKeptData } = await loadPersistedQueries();
    await forgetKeptData();
  } catch (error) {
    console.error('Could not forget the data kept for offline use', error);
  }
}

/**
 * Finds out who is signed in, before the first render. Without a network (the browser says so,
 * or the question gets no answer) the user whose data this browser keeps stays signed in, with
 * their last-known data; a real signed-out answer (401) forgets that data. The code that keeps
 * data is loaded only in those two cases, never on a visitor's first load.
 */
export async function whoIsSignedIn(client: QueryClient): Promise<void> {
  const kept = keptUserId();
  if (kept !== null && !navigator.onLine) return restoreKept(client, kept);
  await client.prefetchQuery({ queryKey: queryKeys.currentUser });
  const state = client.getQueryState(queryKeys.currentUser);
  if (state?.status === 'error' && !(state.error instanceof ApiError)) {
    if (kept !== null) await restoreKept(client, kept);
    return;
  }
  if (state?.status === 'success' && state.data === null) {
    tellServiceWorkerSignedIn(false);
    if (kept !== null) await forgetKept();
  } else if (state?.status === 'success') {
    // Signed in and online: the code that restores kept data is fetched now, so that the service
    // worker keeps it for the first load without a network (online, the app never asks for it).
    // In a task of its own: asking for a file costs the page's thread a few milliseconds, and the
    // start's task that learns who is signed in was one of its longest.
    setTimeout(() => void loadPersistedQueries().catch(() => undefined), 0);
  }
}
