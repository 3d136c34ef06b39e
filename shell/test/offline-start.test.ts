import { dehydrate, hydrate, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { queryKeys } from '@ps/web/query-keys';
import { offlineStore } from '@ps/web/offline/idb-store';
import { keptUserId } from '../src/offline/kept-user';
import { forgetKeptData, keepQueries, restoreQueries } from '../src/offline/persisted-queries';
import { whoIsSignedIn } from '../src/offline/who-is-signed-in';

const HABITS_KEY = ['/api/habits'];
const saved = { id: 7, username: 'sam' };

/** A query client whose reads answer with `answer` (or fail with it). */
function clientAnswering(answer: QueryFunction) {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: answer, retry: false, staleTime: Infinity } },
  });
}

/** Keeps what `client` holds for user 7, as a page does until it is left. */
async function keepWhatIsShown(client: QueryClient) {
  const stop = keepQueries(client, 7);
  await new Promise((resolve) => setTimeout(resolve, 500));
  stop();
}

/** What an earlier visit kept for user 7: who they are and their habits. */
async function keepEarlierVisit() {
  const earlier = clientAnswering(() => null);
  earlier.setQueryData(queryKeys.currentUser, saved);
  earlier.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim' }]);
  await keepWhatIsShown(earlier);
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
    expect(
      await restoreQueries(
        clientAnswering(() => null),
        7,
      ),
    ).toBe(false);
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
  it('keeps earlier answers the page holds none for, and the page’s own over older ones', async () => {
    const earlier = clientAnswering(() => null);
    earlier.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim' }]);
    earlier.setQueryData(['/api/analytics/stats'], { streak: 3 });
    await keepWhatIsShown(earlier);
    const page = clientAnswering(() => null);
    page.setQueryData(HABITS_KEY, [{ id: 1, name: 'Run' }]);
    page.setQueryData(['/api/tasks'], []);
    await keepWhatIsShown(page);

    const restored = clientAnswering(() => null);
    expect(await restoreQueries(restored, 7)).toBe(true);
    expect(restored.getQueryData(HABITS_KEY)).toEqual([{ id: 1, name: 'Run' }]);
    expect(restored.getQueryData(['/api/analytics/stats'])).toEqual({ streak: 3 });
    expect(restored.getQueryData(['/api/tasks'])).toEqual([]);
  });

  it('writes only the answer that changed, not every answer again', async () => {
    jest.useFakeTimers();
    try {
      const page = clientAnswering(() => null);
      page.setQueryData(['/api/habits', 'completions'], [{ habitId: 1, date: '2026-01-01' }]);
      page.setQueryData(['/api/analytics/stats'], { streak: 3 });
      const stop = keepQueries(page, 7);
      await jest.advanceTimersByTimeAsync(1000);
      const written = jest.spyOn(offlineStore, 'set');
      page.setQueryData(['/api/analytics/stats'], { streak: 4 });
      await jest.advanceTimersByTimeAsync(1000);
      stop();
      expect(written.mock.calls.map(([key]) => key)).toEqual([
        `queries:7:${JSON.stringify(['/api/analytics/stats'])}`,
      ]);
      written.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps an answer from the server in the page’s next quiet moment, not while it loads', async () => {
    const quietMoments: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => quietMoments.push(callback);
    window.cancelIdleCallback = () => undefined;
    try {
      const page = clientAnswering(() => [{ id: 1, name: 'Swim' }]);
      const stop = keepQueries(page, 7);
      await page.fetchQuery({ queryKey: HABITS_KEY });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await offlineStore.keys()).toEqual([]);

      quietMoments.forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      stop();
      const restored = clientAnswering(() => null);
      expect(await restoreQueries(restored, 7)).toBe(true);
      expect(restored.getQueryData(HABITS_KEY)).toEqual([{ id: 1, name: 'Swim' }]);
    } finally {
      // jsdom has no idle callbacks of its own.
      delete (window as Partial<typeof window>).requestIdleCallback;
      delete (window as Partial<typeof window>).cancelIdleCallback;
    }
  });

  it('writes a year of records a slice at a time, leaving the page free between slices', async () => {
    const page = clientAnswering(() => null);
    const records = Array.from({ length: 100_000 }, (_, id) => ({ id, date: '2026-01-01' }));
    page.setQueryData(['/api/habits', 'completions'], records);
    const written = new Promise<void>((resolve) => {
      jest.spyOn(offlineStore, 'set').mockImplementationOnce(async () => resolve());
    });
    let turnsMeanwhile = 0;
    let writing = true;
    const countTurns = () => {
      if (!writing) return;
      turnsMeanwhile += 1;
      setTimeout(countTurns, 0);
    };
    const stop = keepQueries(page, 7);
    // Hidden, the page writes what waits at once.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    setTimeout(countTurns, 0);
    await written;
    writing = false;
    stop();
    jest.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(turnsMeanwhile).toBeGreaterThan(3);
  });

  it('still reads the answers an earlier version kept as one record', async () => {
    const earlier = clientAnswering(() => null);
    earlier.setQueryData(HABITS_KEY, [{ id: 1, name: 'Swim' }]);
    await offlineStore.set('queries:7', { fetchedAt: Date.now(), state: dehydrate(earlier) });
    const restored = clientAnswering(() => null);
    expect(await restoreQueries(restored, 7)).toBe(true);
    expect(restored.getQueryData(HABITS_KEY)).toEqual([{ id: 1, name: 'Swim' }]);
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

    await keepWhatIsShown(page);

    const restored = clientAnswering(() => null);
    expect(await restoreQueries(restored, 7)).toBe(true);
    expect(restored.getQueryData(['/api/tasks', 'counts'])).toEqual({ pending: 2, completed: 0 });
  });
});
