import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import {
  taskStatuses,
  type Task,
  type TaskCounts,
  type TaskPage,
  type TaskStatus,
} from '@ps/contracts/tasks';
import { firstTaskPageQueryOf, queryKeys, type FirstTaskPageQuery } from '@ps/web/query-keys';

type Pages = InfiniteData<TaskPage, string | null>;

/** What the task reads held before a change was shown, to put back if the server refuses it. */
export type TaskReadsSnapshot = [QueryKey, unknown][];

const TASK_READS = { queryKey: [API.tasks] };

const withoutTask = (pages: Pages, id: number): Pages => ({
  ...pages,
  pages: pages.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== id),
  })),
});

const withTaskFirst = (pages: Pages, task: Task): Pages => {
  const [first, ...rest] = withoutTask(pages, task.id).pages;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, items: [task, ...first.items] }, ...rest] };
};

/**
 * One tab's paged list after the change: the task leaves it, or comes first in it when it now
 * has that status. A list never loaded is made only when the counts say it was empty, so it is
 * exactly what the server holds.
 */
function changePagedList(
  client: QueryClient,
  status: TaskStatus,
  id: number,
  after: Task | null,
  counts: TaskCounts | undefined,
): void {
  const key = queryKeys.taskPages(status);
  const shown = after?.status === status ? after : null;
  const pages = client.getQueryData<Pages>(key);
  if (pages) {
    client.setQueryData<Pages>(key, shown ? withTaskFirst(pages, shown) : withoutTask(pages, id));
  } else if (shown && counts?.[status] === 0) {
    client.setQueryData<Pages>(key, {
      pages: [{ items: [shown], nextCursor: null }],
      pageParams: [null],
    });
  }
}

const belongsTo = (task: Task | null, query: FirstTaskPageQuery): task is Task =>
  task !== null &&
  task.status === query.status &&
  (query.dueDate === undefined || task.dueDate === query.dueDate);

const inListOrder = (status: TaskStatus, tasks: Task[]): Task[] =>
  status === 'completed' ? sortCompletedTasks(tasks) : sortTasks(tasks);

/**
 * A first-page read (the dashboard's) after the change: the task leaves it, or takes its place
 * in the list's order when it now belongs there. It may then hold one task more than its limit,
 * which the screen showing it cuts off as it does; cutting here would lose a task for good if
 * the change were then undone.
 */
function changedFirstPage(
  page: TaskPage,
  query: FirstTaskPageQuery,
  id: number,
  after: Task | null,
): TaskPage {
  const items = page.items.filter((item) => item.id !== id);
  return {
    ...page,
    items: belongsTo(after, query) ? inListOrder(query.status, [...items, after]) : items,
  };
}

function changedCounts(counts: TaskCounts, before: Task | null, after: Task | null): TaskCounts {
  const next = { ...counts };
  if (before) next[before.status] = Math.max(0, next[before.status] - 1);
  if (after) next[after.status] += 1;
  return next;
}

/**
 * Shows a change to one task at once in every task read on screen or kept: the Tasks page's
 * paged lists, the dashboard's first pages and the counts. `before` is null for a task added,
 * `after` null for one deleted. Returns what the reads held, to put back on a refusal.
 */
function showTaskChange(client: QueryClient, before: Task | null, after: Task | null) {
  const id = after?.id ?? before?.id;
  const snapshot: TaskReadsSnapshot = client.getQueriesData(TASK_READS);
  if (id === undefined) return snapshot;
  const counts = client.getQueryData<TaskCounts>(queryKeys.taskCounts);
  for (const status of taskStatuses) changePagedList(client, status, id, after, counts);
  for (const [key, data] of client.getQueriesData<TaskPage | null>(TASK_READS)) {
    const query = firstTaskPageQueryOf(key);
    if (query && data?.items) client.setQueryData(key, changedFirstPage(data, query, id, after));
  }
  if (counts) client.setQueryData(queryKeys.taskCounts, changedCounts(counts, before, after));
  return snapshot;
}

/**
 * Shows a task completed at once: it leaves the pending lists, comes first in the completed
 * tab's, and stays on the dashboard struck through when it was due that day; counts move by one.
 */
export function showTaskCompleted(client: QueryClient, task: Task): TaskReadsSnapshot {
  const completed: Task = { ...task, status: 'completed', completedAt: new Date().toISOString() };
  return showTaskChange(client, task, completed);
}

/** Shows a task reopened (back first in the pending lists) or deleted (gone) at once. */
export function showTaskMoved(
  client: QueryClient,
  task: Task,
  to: 'pending' | 'deleted',
): TaskReadsSnapshot {
  const reopened: Task = { ...task, status: 'pending', completedAt: null };
  return showTaskChange(client, task, to === 'pending' ? reopened : null);
}

/** Shows a task just added (one kept offline, under its temporary id) in the pending lists. */
export function showTaskAdded(client: QueryClient, task: Task): TaskReadsSnapshot {
  return showTaskChange(client, null, task);
}

/** Puts the task reads back as they were before a refused change was shown. */
export function restoreTaskReads(client: QueryClient, snapshot: TaskReadsSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}
