import { dehydrate, hydrate, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { queryKeys } from '@ps/web/query-keys';
import { offlineStore } from '@ps/web/offline/idb-store';
import { keptUserId, keepUserId } from '../src/offline/kept-user';
import {
  forgetKeptData,
  keepQueries,
  restoreQueries,
  withEarlierQueries,
} from '../src/offline/persisted-queries';
import { whoIsSignedIn } from '../src/offline/who-is-signed-in';

const HABITS_KEY = ['/api/habits'];
const saved = { id: 7, username: 'sam' };

/** A query client whose reads answer with `answer` (or fail with it). */
function clientAnswering(answer: QueryFunction) {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: answer, retry: false, staleTime: Infinity } },
  });
}

/** What an earlier visit kept for user 7: who they are and their habits. */
async function keepEarlierVisit() {
  const earlier = clientAnswering(() => null);
  earlier.setQueryData(queryKeys.currentUser, saved);
  earlier.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim' }]);
  await offlineStore.set('queries:7', { fetchedAt: Date.now(), state: dehydrate(earlier) });
  keepUserId(7);
}

beforeEach(async () => {
  localStorage.clear();
  await Promise.all((await offlineStore.keys()).map((key) => offlineStore.delete(key)));
});

describe('the app starting with data kept for offline use', () => {
  it('a network error keeps the saved user signed in with their last-known data', async () => {
    await keepEarlierVisit();
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await whoIsSignedIn(client);
    expect(client.getQueryData(queryKeys.currentUser)).toEqual(saved);
    expect(client.getQueryData(HABITS_KEY)).toEqual([{ id: 1, name: 'Swim' }]);
    expect(keptUserId()).toBe(7);
  });

  it('a signed-out answer (401) forgets the kept data', async () => {
    await keepEarlierVisit();
    const client = clientAnswering(() => null);
    await whoIsSignedIn(client);
    expect(client.getQueryData(queryKeys.currentUser)).toBeNull();
    expect(keptUserId()).toBeNull();
    expect(await offlineStore.get('queries:7')).toBeUndefined();
  });

  it('sign-out forgets every user’s kept answers', async () => {
    await keepEarlierVisit();
    await forgetKeptData();
    expect(keptUserId()).toBeNull();
    expect(
      await restoreQueries(
        clientAnswering(() => null),
        7,
      ),
    ).toBe(false);
  });
});

describe('answers kept across visits', () => {
  it('keeps earlier answers the page holds none for, and the page’s own over older ones', () => {
    const page = clientAnswering(() => null);
    page.setQueryData(HABITS_KEY, [{ id: 1, name: 'Run' }]);
    page.setQueryData(['/api/tasks'], []);
    const earlier = clientAnswering(() => null);
    earlier.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim' }]);
    earlier.setQueryData(['/api/analytics/stats'], { streak: 3 });
    const merged = withEarlierQueries(dehydrate(page), dehydrate(earlier).queries);
    const byHash = new Map(merged.queries.map((query) => [query.queryHash, query.state.data]));
    expect(byHash.get(JSON.stringify(HABITS_KEY))).toEqual([{ id: 1, name: 'Run' }]);
    expect(byHash.get(JSON.stringify(['/api/analytics/stats']))).toEqual({ streak: 3 });
    expect(merged.queries).toHaveLength(3);
  });

  it('keeps a change made on screen at once, before the page can be left', async () => {
    jest.useFakeTimers();
    try {
      const page = clientAnswering(() => null);
      const stop = keepQueries(page, 7);
      await jest.advanceTimersByTimeAsync(0);
      page.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim', doneToday: true }]);
      // Less than the delay that gathers the server's answers into one write.
      await jest.advanceTimersByTimeAsync(1);
      stop();
      jest.useRealTimers();
      const restored = clientAnswering(() => null);
      expect(await restoreQueries(restored, 7)).toBe(true);
      expect(restored.getQueryData(HABITS_KEY)).toEqual([{ id: 1, name: 'Swim', doneToday: true }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the answers the page came with, though none arrives after the app starts', async () => {
    // What the gateway drew the page with, put into the cache before anything else ran.
    const drawnWith = clientAnswering(() => null);
    drawnWith.setQueryData(['/api/tasks', 'counts'], { pending: 2, completed: 0 });
    const page = clientAnswering(() => null);
    hydrate(page, dehydrate(drawnWith));

    const stop = keepQueries(page, 7);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop();

    const restored = clientAnswering(() => null);
    expect(await restoreQueries(restored, 7)).toBe(true);
    expect(restored.getQueryData(['/api/tasks', 'counts'])).toEqual({ pending: 2, completed: 0 });
  });
});
