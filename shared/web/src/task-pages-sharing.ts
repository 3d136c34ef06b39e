import type { InfiniteData } from '@tanstack/react-query';
import type { TaskPage } from '@ps/contracts/tasks';
import { sameFields, sameItems } from '@ps/web/same-fields';

type Pages = InfiniteData<TaskPage, string | null>;

function isPages(value: unknown): value is Pages {
  return typeof value === 'object' && value !== null && Array.isArray((value as Pages).pages);
}

/**
 * A paged task list's next value keeps the very object of each task that did not change, wherever
 * it now sits, and the very pages that did not change. react-query's own sharing compares by
 * place: a task completed at the top moved every task under it up one place, each was compared
 * with its neighbour, found different and copied, and every card of the list drew again.
 */
export function keepUnchangedTasks(previous: unknown, next: unknown): unknown {
  if (!isPages(previous) || !isPages(next)) return next;
  const before = new Map(previous.pages.flatMap((page) => page.items).map((t) => [t.id, t]));
  const pages = next.pages.map((page, i) => {
    const items = page.items.map((task) => {
      const earlier = before.get(task.id);
      return earlier && sameFields(earlier, task) ? earlier : task;
    });
    const was = previous.pages[i];
    return was && was.nextCursor === page.nextCursor && sameItems(was.items, items)
      ? was
      : { ...page, items };
  });
  const unchanged =
    sameItems(previous.pages, pages) && sameItems(previous.pageParams, next.pageParams);
  return unchanged ? previous : { ...next, pages };
}
