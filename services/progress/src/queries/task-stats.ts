import type { Knex } from 'knex';
import { localDayBounds, weekStart, type IsoDate } from '@ps/contracts/dates';
import { toDbTimestamp } from '@ps/service/timestamps';

export interface TaskStats {
  totalTasks: number;
  completedTasks: number;
  pendingTasks: number;
  tasksCompletedThisWeek: number;
}

/** Task counts, and those completed since Monday of the user's local week. */
export async function taskStats(
  knex: Knex,
  userId: number,
  today: IsoDate,
  timeZone: string,
): Promise<TaskStats> {
  const weekBegins = toDbTimestamp(localDayBounds(weekStart(today), timeZone).start);
  const [counts, thisWeek] = await Promise.all([
    // Kept by triggers on tasks (migration 003): one row, however many tasks.
    knex('task_counts').where('user_id', userId).select('pending', 'completed').first(),
    // Stays inside the (user_id, status, completed_at) index.
    knex('tasks')
      .where({ user_id: userId, status: 'completed' })
      .andWhere('completed_at', '>=', weekBegins)
      .count({ tasks: '*' })
      .first(),
  ]);
  const completed = Number(counts?.completed ?? 0);
  const pending = Number(counts?.pending ?? 0);
  return {
    totalTasks: completed + pending,
    completedTasks: completed,
    pendingTasks: pending,
    tasksCompletedThisWeek: Number(thisWeek?.tasks ?? 0),
  };
}
