import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * A query whose first answer is drawn by a transition, a render React splits into slices with
 * the browser free between them; its later news (a refetch, an optimistic change after a tap) is
 * drawn at once, in a blocking render, as react-query's own hooks draw all of it.
 *
 * Those hooks follow the cache with useSyncExternalStore, and React draws a store's change in one
 * blocking task: on a page with seven reads, seven renders of the whole page as it starts, each a
 * long task on a phone. Worse, a store that changes while a transition is being drawn (a read
 * answering while the page draws itself) makes React throw that render away and draw it all
 * again in one blocking task: a fifth of a second at once for the habits page's first draw.
 * Here the store only changes for later news; a first answer is a state update in a transition,
 * which has neither cost. The render reads the cache (the observer's optimistic result, as
 * react-query's hooks do), so what is drawn is current whichever way the render came.
 */
function useQueryInTransitions(
  options: UseQueryOptions<unknown, unknown, unknown, QueryKey>,
  Observer: typeof QueryObserver,
) {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As react-query's hooks do: a query about to fetch reads as fetching from the first render.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new Observer(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const [, drawFirstAnswer] = useState(false);
  const [laterNews] = useState(() => ({ count: 0 }));
  // Whether the screen shows an answer yet: what the last committed render drew, not what the
  // cache holds by the time this listens.
  const drewAnswer = useRef(false);
  useLayoutEffect(() => {
    drewAnswer.current = !result.isPending;
  });

  useEffect(() => observer.setOptions(defaulted), [defaulted, observer]);
  const subscribe = useCallback(
    (drawLaterNews: () => void) => {
      let answered = drewAnswer.current;
      const unsubscribe = observer.subscribe(
        notifyManager.batchCalls((news: { isPending: boolean }) => {
          if (answered) {
            laterNews.count += 1;
            drawLaterNews();
          } else {
            answered = !news.isPending;
            startTransition(() => drawFirstAnswer(answered));
          }
        }),
      );
      // News that came between the render and this subscription is drawn too. An answer that came
      // then is already the observer's result, so it brings no news of its own: without this,
      // the screen kept its loading view until the next change (the dashboard's habits card,
      // on a busy machine, for good).
      observer.updateResult();
      if (!answered && !observer.getCurrentResult().isPending) {
        answered = true;
        startTransition(() => drawFirstAnswer(true));
      }
      return unsubscribe;
    },
    [observer, laterNews],
  );
  const laterNewsCount = () => laterNews.count;
  useSyncExternalStore(subscribe, laterNewsCount, laterNewsCount);

  // Tracked, as react-query's hooks are: a change to a field the screen never read draws nothing.
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

/** useQuery, its first answer drawn by a transition. */
export function useRead<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useQueryInTransitions(
    options as unknown as UseQueryOptions<unknown, unknown, unknown, QueryKey>,
    QueryObserver,
  ) as UseQueryResult<TData, TError>;
}

/** useInfiniteQuery, its first page drawn by a transition. */
export function useInfiniteRead<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useQueryInTransitions(
    options as unknown as UseQueryOptions<unknown, unknown, unknown, QueryKey>,
    InfiniteQueryObserver as typeof QueryObserver,
  ) as unknown as UseInfiniteQueryResult<TData, TError>;
}
