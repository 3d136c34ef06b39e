import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { localDayBounds } from '@ps/contracts/dates';
import { sessionInputSchema, sessionListQuerySchema } from '@ps/contracts/pomodoro';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { toDbTimestamp } from '@ps/service/timestamps';
import { userTimeZone } from '@ps/service/timezone';
import {
  SESSION_COLUMNS,
  recordSession,
  sessionTotals,
  toSession,
  type SessionRow,
} from '../sessions/session-store';

/**
 * Recorded focus sessions: all of them newest first, one local calendar day's, or those since an
 * instant; their all-time count and focus time; and a new one, recorded once per run.
 */
export function sessionsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  router.get(API.pomodoroSessions, async (ctx) => {
    const { date, since } = sessionListQuerySchema.parse(ctx.query);
    const userId = ctx.state.userId;
    const query = knex<SessionRow>('pomodoro_sessions')
      .select(SESSION_COLUMNS)
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
    // Sessions count on the day they were recorded (createdAt): the week's chart asks from there.
    if (since) query.andWhere('created_at', '>=', toDbTimestamp(new Date(since)));
    ctx.body = (await query).map(toSession);
  });

  router.get(API.pomodoroSessionTotals, async (ctx) => {
    ctx.body = await sessionTotals(knex, ctx.state.userId);
  });

  router.post(API.pomodoroSessions, async (ctx) => {
    const input = sessionInputSchema.parse(ctx.request.body);
    const userId = ctx.state.userId;
    if (input.taskId !== null) {
      const task = await knex('tasks').where({ id: input.taskId, user_id: userId }).first('id');
      if (!task) throw apiError(400, 'notYourTask');
    }
    const { session, created } = await recordSession(knex, userId, {
      taskId: input.taskId,
      duration: input.duration,
      completedAt: new Date(),
      runKey: input.runKey ?? null,
    });
    // The same run reported again answers the record its first report wrote.
    ctx.status = created ? 201 : 200;
    ctx.body = session;
  });

  return router;
}
