import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { localDayBounds } from '@ps/contracts/dates';
import {
  sessionInputSchema,
  sessionListQuerySchema,
  type PomodoroSession,
} from '@ps/contracts/pomodoro';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { toDbTimestamp, toIsoTimestamp } from '@ps/service/timestamps';
import { userTimeZone } from '@ps/service/timezone';

interface SessionRow {
  id: number;
  task_id: number | null;
  duration: number | null;
  completed_at: string;
  created_at: string;
}

const COLUMNS: (keyof SessionRow)[] = ['id', 'task_id', 'duration', 'completed_at', 'created_at'];

function toSession(row: SessionRow): PomodoroSession {
  return {
    id: row.id,
    taskId: row.task_id,
    // Spec: a missing duration counts as a full 25-minute session.
    duration: row.duration ?? 1500,
    completedAt: toIsoTimestamp(row.completed_at),
    createdAt: toIsoTimestamp(row.created_at),
  };
}

/** Recorded focus sessions: all of them newest first, or one local calendar day's. */
export function sessionsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  router.get(API.pomodoroSessions, async (ctx) => {
    const { date } = sessionListQuerySchema.parse(ctx.query);
    const userId = ctx.state.userId;
    const query = knex<SessionRow>('pomodoro_sessions')
      .select(COLUMNS)
      .where('user_id', userId)
      .orderBy([
        { column: 'completed_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (date) {
      const { start, end } = localDayBounds(date, await userTimeZone(ctx, knex, userId));
      query.andWhere('completed_at', '>=', toDbTimestamp(start));
      query.andWhere('completed_at', '<', toDbTimestamp(end));
    }
    ctx.body = (await query).map(toSession);
  });

  router.post(API.pomodoroSessions, async (ctx) => {
    const input = sessionInputSchema.parse(ctx.request.body);
    const userId = ctx.state.userId;
    const row = await knex.transaction(async (trx) => {
      if (input.taskId !== null) {
        const task = await trx('tasks').where({ id: input.taskId, user_id: userId }).first('id');
        if (!task) throw apiError(400, 'notYourTask');
      }
      const now = toDbTimestamp();
      const values = {
        task_id: input.taskId,
        duration: input.duration,
        completed_at: now,
        created_at: now,
      };
      const [id] = await trx('pomodoro_sessions').insert({ ...values, user_id: userId });
      return { id: id!, ...values };
    });
    ctx.status = 201;
    ctx.body = toSession(row);
  });

  return router;
}
