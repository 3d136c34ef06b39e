import { DASHBOARD_TASKS_SHOWN } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import type { Priority, Task } from '@ps/contracts/tasks';

export type DueStatus = 'overdue' | 'today' | 'upcoming' | 'none';

/** Where a task's due date stands against the user's today; tasks without one are 'none'. */
export function dueStatus(task: Pick<Task, 'dueDate'>, today: IsoDate): DueStatus {
  if (!task.dueDate) return 'none';
  if (task.dueDate < today) return 'overdue';
  return task.dueDate === today ? 'today' : 'upcoming';
}

const PRIORITY_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

type Sortable = Pick<Task, 'id' | 'dueDate' | 'priority' | 'createdAt'>;

/**
 * The order a user expects of a to-do list: overdue first, then by due date (tasks without one
 * last), then high before medium before low; ties keep the order the tasks were created in.
 */
export function compareTasks(a: Sortable, b: Sortable): number {
  if (a.dueDate !== b.dueDate) {
    if (!a.dueDate) return 1;
    if (!b.dueDate) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  const byPriority = PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority];
  if (byPriority !== 0) return byPriority;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}

/** A sorted copy; overdue tasks come first because their due dates are the earliest. */
export function sortTasks<T extends Sortable>(tasks: readonly T[]): T[] {
  return [...tasks].sort(compareTasks);
}

/** Completed tasks, most recently completed first. */
export function sortCompletedTasks<T extends Pick<Task, 'id' | 'completedAt'>>(
  tasks: readonly T[],
): T[] {
  return [...tasks].sort((a, b) => {
    const at = a.completedAt ?? '';
    const bt = b.completedAt ?? '';
    if (at !== bt) return at < bt ? 1 : -1;
    return b.id - a.id;
  });
}

/**
 * The dashboard's "today's tasks": every pending task plus the tasks due today that are already
 * done (so completing one in place leaves it visible, struck through), pending ones first in
 * list order, at most DASHBOARD_TASKS_SHOWN.
 */
export function dashboardTasks<T extends Sortable & Pick<Task, 'status'>>(
  tasks: readonly T[],
  today: IsoDate,
): T[] {
  const pending = sortTasks(tasks.filter((task) => task.status === 'pending'));
  const doneToday = sortTasks(
    tasks.filter((task) => task.status === 'completed' && dueStatus(task, today) === 'today'),
  );
  return [...pending, ...doneToday].slice(0, DASHBOARD_TASKS_SHOWN);
}
