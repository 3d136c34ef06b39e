import { useRead } from '@ps/web/use-read';
import { DASHBOARD_TASKS_SHOWN } from '@ps/contracts/constants';
import type { IsoDate } from '@ps/contracts/dates';
import type { Task, TaskPage } from '@ps/contracts/tasks';
import { reads } from '@ps/web/reads';

const itemsOf = (page: TaskPage | null): Task[] => page?.items ?? [];

/**
 * What the dashboard's card needs, and no more of the list: the first DASHBOARD_TASKS_SHOWN
 * pending tasks in list order (pending pages come due date first), the tasks due `today`
 * already done (the most recently completed, as many as the card could show), and the exact
 * pending count. `tasks` holds both reads, each task once, as the latest answer has it.
 */
export function useTodayTasks(today: IsoDate) {
  const pending = useRead(
    reads.firstTaskPage({ status: 'pending', limit: DASHBOARD_TASKS_SHOWN }, itemsOf),
  );
  const doneToday = useRead(
    reads.firstTaskPage(
      { status: 'completed', dueDate: today, limit: DASHBOARD_TASKS_SHOWN },
      itemsOf,
    ),
  );
  const counts = useRead(reads.taskCounts());

  // A task completed or reopened may sit in both reads while one of them refreshes: the read
  // answered last knows its status.
  const latestLast = [pending, doneToday].sort((a, b) => a.dataUpdatedAt - b.dataUpdatedAt);
  const byId = new Map<number, Task>();
  for (const read of latestLast) for (const task of read.data ?? []) byId.set(task.id, task);

  return {
    tasks: [...byId.values()],
    isSuccess: pending.isSuccess && doneToday.isSuccess,
    pendingCount: counts.data?.pending,
  };
}
