import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { offlineStore } from '@ps/web/offline/idb-store';
import { offlineChanges } from '@ps/web/offline/changes';
import { lastUpdated } from './last-updated';
import { keepUserId, keptUserId } from './kept-user';
import { forgetRouteReads } from '../prefetch/route-reads';

/** The user's last-known answers, as kept in IndexedDB. */
interface KeptQueries {
  /** When the newest of them came from the server (ms since the epoch). */
  fetchedAt: number;
  state: DehydratedState;
}

const WRITE_DELAY_MS = 300;
const storageKey = (userId: number) => `queries:${userId}`;

function isKeptQueries(value: unknown): value is KeptQueries {
  return typeof value === 'object' && value !== null && 'state' in value && 'fetchedAt' in value;
}

/** The page's answers, and those kept earlier that the page holds no answer for. */
export function withEarlierQueries(
  state: DehydratedState,
  earlier: DehydratedState['queries'],
): DehydratedState {
  const current = new Set(state.queries.map((query) => query.queryHash));
  const kept = earlier.filter((query) => !current.has(query.queryHash));
  return { ...state, queries: [...kept, ...state.queries] };
}

/**
 * Puts the user's last-known answers back into the query cache (the app opened offline). They
 * count as fresh, so nothing is asked for until the network is back. False when none are kept.
 */
export async function restoreQueries(client: QueryClient, userId: number): Promise<boolean> {
  try {
    const kept = await offlineStore.get(storageKey(userId));
    if (!isKeptQueries(kept)) return false;
    hydrate(client, kept.state);
    lastUpdated.set(kept.fetchedAt);
    return true;
  } catch (error) {
    console.error('Could not read the data kept for offline use', error);
    return false;
  }
}

/**
 * Keeps the signed-in user's answers (and the changes shown before the server took them) in
 * IndexedDB under their id, a moment after each change to the cache and when the page is hidden.
 * Returns the function that stops keeping them.
 */
export function keepQueries(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  // Answers this page has not asked for stay kept, so each route opened online once opens
  // offline, whichever route was opened last. What is kept is read again at each write, one
  // write at a time: a page opened before the last one finished writing loses nothing of it.
  const write = async () => {
    const earlier = await offlineStore.get(storageKey(userId)).catch(() => undefined);
    // Signed out meanwhile: nothing of theirs is written back after it was forgotten.
    if (stopped) return;
    const kept: KeptQueries = {
      fetchedAt: lastUpdated.get() ?? Date.now(),
      state: withEarlierQueries(
        dehydrate(client),
        isKeptQueries(earlier) ? earlier.state.queries : [],
      ),
    };
    await offlineStore.set(storageKey(userId), kept).catch((error: unknown) => {
      console.error('Could not keep the data for offline use', error);
    });
  };
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(write);
  };
  const writeAfter = (delay: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };
  const writeSoon = () => {
    if (timer === undefined) writeAfter(WRITE_DELAY_MS);
  };
  // A change the user made on screen is kept at once: the page may be closed or left the next
  // moment, and the change must still show when the app is opened again offline.
  const writeNow = () => writeAfter(0);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.action.manual) return writeNow();
    lastUpdated.set(event.query.state.dataUpdatedAt);
    writeSoon();
  });
  // Answers the cache held before this began (those the page came with, drawn on the server,
  // and reads made ahead of the app's code) are kept like any later one.
  const answered = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success');
  if (answered.length > 0) {
    lastUpdated.set(Math.max(...answered.map((query) => query.state.dataUpdatedAt)));
    writeSoon();
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) flush();
  };
  document.addEventListener('visibilitychange', onHide);
  keepUserId(userId);
  return () => {
    stopped = true;
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Forgets everything kept for offline use: every user's answers and unsent changes. At sign-out,
 * when the server says the session is over, and before another user's data is kept.
 */
export async function forgetKeptData(): Promise<void> {
  forgetRouteReads();
  const kept = keptUserId();
  keepUserId(null);
  if (kept !== null) await offlineChanges.clear(kept);
  const keys = await offlineStore.keys().catch(() => []);
  await Promise.all(
    keys
      .filter((key) => key.startsWith('queries:') || key.startsWith('changes:'))
      .map((key) => offlineStore.delete(key)),
  );
}
