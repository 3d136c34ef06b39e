import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@ps/web/query-keys';
import {
  forgetRouteReads,
  prefetchRouteReads,
  recordRouteReads,
} from '../src/prefetch/route-reads';

/** A query client whose default query function notes each key it is asked for. */
function clientNoting(asked: QueryKey[]) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => {
          asked.push(queryKey);
          return Promise.resolve([]);
        },
        staleTime: Infinity,
      },
    },
  });
}

/** A screen reading `queryKey`, as useQuery does. */
function screenReads(client: QueryClient, queryKey: QueryKey, own?: () => Promise<unknown>) {
  return new QueryObserver(client, own ? { queryKey, queryFn: own } : { queryKey }).subscribe(
    () => {},
  );
}

const STATS = ['/api/analytics/stats'];
const PENDING = ['/api/tasks', { status: 'pending', limit: 5 }];

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("a route's reads asked for ahead", () => {
  it('asks at the next start for what the page read at the last one, before any screen renders', async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/');
    screenReads(first, STATS);
    screenReads(first, PENDING);
    screenReads(first, queryKeys.currentUser);
    // A read with its own query function cannot be asked for by its key alone.
    screenReads(first, ['/api/tasks', 'pages'], () => Promise.resolve({ items: [] }));
    await jest.advanceTimersByTimeAsync(5000);

    const asked: QueryKey[] = [];
    const next = clientNoting(asked);
    prefetchRouteReads(next, 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([STATS, PENDING]);
    // The screen that renders later finds the answer waiting, and asks for nothing again.
    screenReads(next, STATS);
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(2);
  });

  it('keeps each user and route apart, and forgets them all at sign-out', async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/habits');
    screenReads(first, STATS);
    await jest.advanceTimersByTimeAsync(5000);

    const asked: QueryKey[] = [];
    prefetchRouteReads(clientNoting(asked), 8, '/habits');
    prefetchRouteReads(clientNoting(asked), 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
    prefetchRouteReads(clientNoting(asked), 7, '/habits');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([STATS]);

    forgetRouteReads();
    const afterSignOut: QueryKey[] = [];
    prefetchRouteReads(clientNoting(afterSignOut), 7, '/habits');
    await jest.advanceTimersByTimeAsync(0);
    expect(afterSignOut).toEqual([]);
  });

  it("notes only the first seconds after the page's first read, not what a later click reads", async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/');
    screenReads(first, PENDING);
    await jest.advanceTimersByTimeAsync(5000);
    screenReads(first, STATS);

    const asked: QueryKey[] = [];
    prefetchRouteReads(clientNoting(asked), 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([PENDING]);
  });

  it("counts those seconds from the page's first read, however long its code took to come", async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/');
    // A slow phone: the page's screens subscribe 8 s after the start, one 3 s after the other.
    await jest.advanceTimersByTimeAsync(8000);
    screenReads(first, STATS);
    await jest.advanceTimersByTimeAsync(3000);
    screenReads(first, PENDING);
    await jest.advanceTimersByTimeAsync(5000);

    const asked: QueryKey[] = [];
    prefetchRouteReads(clientNoting(asked), 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([STATS, PENDING]);
  });

  it('stops watching a page that reads nothing within a minute', async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/');
    await jest.advanceTimersByTimeAsync(60_000);
    screenReads(first, STATS);

    const asked: QueryKey[] = [];
    prefetchRouteReads(clientNoting(asked), 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([]);
  });

  it('keeps what it has noted at once, for a page closed within those seconds', async () => {
    const first = clientNoting([]);
    recordRouteReads(first, 7, '/');
    screenReads(first, STATS);
    await jest.advanceTimersByTimeAsync(1);

    const asked: QueryKey[] = [];
    prefetchRouteReads(clientNoting(asked), 7, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([STATS]);
  });
});
