import { localDayBounds, weekStart, type IsoDate } from '@ps/contracts/dates';
import { toDbTimestamp } from '@ps/service/timestamps';
import type { StatsPart } from './stats-read';

export interface TaskStats {
  totalTasks: number;
  completedTasks: number;
  pendingTasks: number;
  tasksCompletedThisWeek: number;
}

/**
 * Task counts, kept by triggers on tasks (migration 003) in one row however many tasks there
 * are, and those completed since the start of the user's local week (Monday), counted inside the
 * (user_id, status, completed_at) index.
 */
export function taskStats(userId: number, today: IsoDate, timeZone: string): StatsPart<TaskStats> {
  const weekBegins = toDbTimestamp(localDayBounds(weekStart(today), timeZone).start);
  return {
    columns: [
      'task_counts.pending as tasks_pending',
      'task_counts.completed as tasks_completed',
      'tasks_this_week.completed as tasks_completed_this_week',
    ],
    joins:
      'left join task_counts on task_counts.user_id = users.id ' +
      'cross join (select count(*) as completed from tasks ' +
      "where user_id = ? and status = 'completed' and completed_at >= ?) as tasks_this_week",
    bindings: [userId, weekBegins],
    figures: (row) => {
      const completed = Number(row.tasks_completed ?? 0);
      const pending = Number(row.tasks_pending ?? 0);
      return {
        totalTasks: completed + pending,
        completedTasks: completed,
        pendingTasks: pending,
        tasksCompletedThisWeek: Number(row.tasks_completed_this_week ?? 0),
      };
    },
  };
}
