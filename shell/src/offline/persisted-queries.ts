import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { offlineStore } from '@ps/web/offline/idb-store';
import { offlineChanges } from '@ps/web/offline/changes';
import { whenIdle } from '@ps/web/when-idle';
import { keepAnswer, keptQueriesOf, toKeep } from './kept-answers';
import { lastUpdated } from './last-updated';
import { keepUserId, keptUserId } from './kept-user';
import { forgetRouteReads } from '../prefetch/route-reads';

/** How long an answer from the server may wait for a quiet moment of the page to be kept. */
const IDLE_WRITE_TIMEOUT_MS = 5000;
/** Without idle callbacks: the delay that gathers the answers of one page load into one write. */
const WRITE_DELAY_MS = 300;

/**
 * Puts the user's last-known answers back into the query cache (the app opened offline). They
 * count as fresh, so nothing is asked for until the network is back. False when none are kept.
 */
export async function restoreQueries(client: QueryClient, userId: number): Promise<boolean> {
  try {
    const kept = await keptQueriesOf(userId);
    if (kept.length === 0) return false;
    // Where an answer is kept twice, hydrate keeps the newer.
    hydrate(client, { mutations: [], queries: kept.map(({ query }) => query) });
    lastUpdated.set(Math.max(...kept.map(({ fetchedAt }) => fetchedAt)));
    return true;
  } catch (error) {
    console.error('Could not read the data kept for offline use', error);
    return false;
  }
}

/**
 * Keeps the signed-in user's answers in IndexedDB under their id, each answer on its own: one
 * from the server in the page's next quiet moment, a change the user made at once, and whatever
 * is waiting when the page is hidden. Answers the page never asked for stay kept, so each route
 * opened online once opens offline, whichever was opened last. Returns the function that stops
 * keeping them.
 */
export function keepQueries(client: QueryClient, userId: number): () => void {
  const changed = new Set<string>();
  let cancelWrite: (() => void) | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const write = async (hashes: Set<string>) => {
    // Signed out meanwhile: nothing of theirs is written back after it was forgotten.
    if (stopped) return;
    const fetchedAt = lastUpdated.get() ?? Date.now();
    const { queries } = dehydrate(client, {
      shouldDehydrateQuery: (query) =>
        hashes.has(query.queryHash) && defaultShouldDehydrateQuery(query),
    });
    for (const query of queries) {
      const kept = await toKeep(query, fetchedAt);
      // Signed out while the answer was made ready: it is not written.
      if (stopped) return;
      await keepAnswer(userId, kept).catch((error: unknown) =>
        console.error('Could not keep the data for offline use', error),
      );
    }
  };
  const flush = () => {
    cancelWrite?.();
    cancelWrite = undefined;
    if (changed.size === 0) return;
    const hashes = new Set(changed);
    changed.clear();
    writing = writing.then(() => write(hashes));
  };
  const writeWhenIdle = () => {
    cancelWrite ??= whenIdle(flush, IDLE_WRITE_TIMEOUT_MS, WRITE_DELAY_MS);
  };
  // A change the user made on screen is kept at once: the page may be closed or left the next
  // moment, and the change must still show when the app is opened again offline.
  const writeNow = () => {
    cancelWrite?.();
    const timer = setTimeout(flush, 0);
    cancelWrite = () => clearTimeout(timer);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    changed.add(event.query.queryHash);
    if (event.action.manual) return writeNow();
    lastUpdated.set(event.query.state.dataUpdatedAt);
    writeWhenIdle();
  });
  // Answers the cache held before this began (those the page came with, drawn on the server,
  // and reads made ahead of the app's code) are kept like any later one.
  const answered = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success');
  if (answered.length > 0) {
    for (const query of answered) changed.add(query.queryHash);
    lastUpdated.set(Math.max(...answered.map((query) => query.state.dataUpdatedAt)));
    writeWhenIdle();
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  keepUserId(userId);
  return () => {
    stopped = true;
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    cancelWrite?.();
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
