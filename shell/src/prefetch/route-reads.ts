import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@ps/web/query-keys';

/**
 * The reads a page made the last time the app started on it, kept per user and route. The next
 * start on that route asks for them as soon as the user is known, beside the remotes' code
 * instead of after it has arrived and rendered. What is asked for is exactly what the page asked
 * for last time, so nothing here knows what a page reads; a key that has changed since (the date
 * moved on) costs one request and is replaced by the new one.
 */
/**
 * Reads are noted for this long from the page's first one: its screens subscribe within a moment
 * of each other once its code has run. Counted from the first read, not from the start, since on a
 * slow phone the code alone can take longer than that, and nothing would be noted.
 */
const RECORD_FOR_MS = 5000;
/** A page that reads nothing this long after the start is not watched any longer. */
const FIRST_READ_WITHIN_MS = 60_000;
const MAX_READS = 16;
const PREFIX = 'ps.reads.';
const storageKey = (userId: number, route: string) => `${PREFIX}${userId}:${route}`;

function keptReads(userId: number, route: string): QueryKey[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey(userId, route)) ?? '[]');
    return Array.isArray(kept) ? kept.filter(Array.isArray).slice(0, MAX_READS) : [];
  } catch {
    return [];
  }
}

function keepReads(userId: number, route: string, reads: QueryKey[]): void {
  try {
    localStorage.setItem(storageKey(userId, route), JSON.stringify(reads.slice(0, MAX_READS)));
  } catch {
    // Without storage the next start just asks later, as the page renders.
  }
}

/** Asks for the reads the page at `route` made last time; each answer waits in the cache. */
export function prefetchRouteReads(client: QueryClient, userId: number, route: string): void {
  for (const queryKey of keptReads(userId, route)) void client.prefetchQuery({ queryKey });
}

/**
 * Notes, for the first seconds after the page's first read, each read a screen subscribes to that
 * the default query function answers (its key is its URL, so the key alone can ask for it again).
 * Kept as they come, since the page may be closed within those seconds. What a later click reads
 * is not the page's start and is left out.
 */
export function recordRouteReads(client: QueryClient, userId: number, route: string): void {
  const defaultQueryFn = client.getDefaultOptions().queries?.queryFn;
  const reads = new Map<string, QueryKey>();
  let keeping: ReturnType<typeof setTimeout> | undefined;
  let stopping: ReturnType<typeof setTimeout> | undefined;
  const stopAfter = (ms: number) => {
    clearTimeout(stopping);
    stopping = setTimeout(unsubscribe, ms);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const { query } = event;
    if (query.options.queryFn !== defaultQueryFn || reads.has(query.queryHash)) return;
    if (query.queryHash === JSON.stringify(queryKeys.currentUser)) return;
    if (reads.size === 0) stopAfter(RECORD_FOR_MS);
    reads.set(query.queryHash, query.queryKey);
    keeping ??= setTimeout(() => {
      keeping = undefined;
      keepReads(userId, route, [...reads.values()]);
    }, 0);
  });
  stopAfter(FIRST_READ_WITHIN_MS);
}

/** Forgets every user's noted reads: at sign-out, with the rest of what this browser kept. */
export function forgetRouteReads(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Nothing was kept.
  }
}
