import { useDeferredValue } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** What a query looks like while it waits for its first answer. */
const WAITING = {
  data: undefined,
  error: null,
  status: 'pending',
  isPending: true,
  isLoading: true,
  isSuccess: false,
  isError: false,
  isLoadingError: false,
  isRefetchError: false,
} as const;

/**
 * The query as the screen draws it: its first answer (data or error) is drawn by a background
 * render, not by the render that learns of it. React draws a store's news in one blocking task,
 * and a card or page full of a year's data took a few hundred milliseconds of a phone's CPU that
 * way, with taps unanswered; a deferred render is split into slices between which the browser
 * answers input. Later answers (a refetch, an optimistic change) are drawn at once, as before.
 */
function useAnswerDrawnLater<R extends { isPending: boolean }>(query: R): R {
  const answerDrawn = useDeferredValue(!query.isPending);
  return query.isPending || answerDrawn ? query : { ...query, ...WAITING };
}

/** useQuery, with its first answer drawn by a background render. */
export function useRead<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useAnswerDrawnLater(useQuery(options));
}

/** useInfiniteQuery, with its first page drawn by a background render. */
export function useInfiniteRead<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useAnswerDrawnLater(useInfiniteQuery(options));
}
