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
  // Both reads stay inside the (user_id, status, completed_at) index.
  const [byStatus, thisWeek] = await Promise.all([
    knex('tasks').where('user_id', userId).groupBy('status').select('status').count({ tasks: '*' }),
    knex('tasks')
      .where({ user_id: userId, status: 'completed' })
      .andWhere('completed_at', '>=', weekBegins)
      .count({ tasks: '*' })
      .first(),
  ]);
  const countOf = (status: string) =>
    Number(
      (byStatus as { status: string; tasks: number | string }[]).find(
        (row) => row.status === status,
      )?.tasks ?? 0,
    );
  const completed = countOf('completed');
  const pending = countOf('pending');
  return {
    totalTasks: completed + pending,
    completedTasks: completed,
    pendingTasks: pending,
    tasksCompletedThisWeek: Number(thisWeek?.tasks ?? 0),
  };
}
