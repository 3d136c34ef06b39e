import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { todayIn } from '@ps/contracts/dates';
import type { Stats } from '@ps/contracts/stats';
import { requireUser } from '@ps/service/auth';
import { userTimeZone } from '@ps/service/timezone';
import { focusStats } from '../queries/focus-stats';
import { habitStats, habitStatsMemo } from '../queries/habit-stats';
import { readStats } from '../queries/stats-read';
import { taskStats } from '../queries/task-stats';

/** GET /api/analytics/stats: the dashboard and progress figures for the user's local today. */
export function statsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);
  const memo = habitStatsMemo();

  router.get(API.stats, async (ctx) => {
    const userId = ctx.state.userId;
    const timeZone = await userTimeZone(ctx, knex, userId);
    const today = todayIn(timeZone);
    const habits = habitStats(knex, userId, today, memo);
    const tasks = taskStats(userId, today, timeZone);
    const pomodoro = focusStats(userId, today, timeZone);
    const row = await readStats(knex, userId, [habits, tasks, pomodoro]);
    ctx.body = {
      habits: await habits.figures(row),
      tasks: await tasks.figures(row),
      pomodoro: await pomodoro.figures(row),
    } satisfies Stats;
  });

  return router;
}
