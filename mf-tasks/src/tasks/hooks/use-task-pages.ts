import { useEffect, useRef } from 'react';
import { useLatest } from '@ps/web/use-latest';
import { useRead, useInfiniteRead } from '@ps/web/use-read';
import type { TaskStatus } from '@ps/contracts/tasks';
import { reads } from '@ps/web/reads';

/** One tab's tasks, loaded a page at a time, in the order the server pages them. */
export function useTaskPages(status: TaskStatus) {
  const query = useInfiniteRead(reads.taskPages(status));
  const tasks = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, tasks };
}

/** Exact counts per status, whatever pages are loaded. */
export function useTaskCounts() {
  return useRead(reads.taskCounts());
}

/**
 * A ref for an element at the end of the list: when it scrolls into view, `loadMore` runs
 * (where the browser has IntersectionObserver; the Load more button serves everyone else).
 */
export function useLoadMoreSentinel(loadMore: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useLatest(loadMore);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, latest]);
  return sentinel;
}
