import { apiRouter } from '@ps/service/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { todayIn, type IsoDate } from '@ps/contracts/dates';
import { checkInDateProblem, completeBodySchema, dateRangeQuerySchema } from '@ps/contracts/habits';
import { lockHabit, markDay, unmarkDay } from '@ps/db/streak-runs';
import { requireUser, type UserState } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId } from '@ps/service/params';
import { toDbTimestamp } from '@ps/service/timestamps';
import { userTimeZone } from '@ps/service/timezone';
import { COMPLETION_COLUMNS, toCompletion, type CompletionRow } from '../rows';

/** Which days a habit was done: read by range, mark and unmark one day. */
export function completionsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  /** The user's own habit named in the path, or 404. */
  const ownHabit = async (ctx: Context & { state: UserState }) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    const habit = await knex('habits')
      .where({ id, user_id: ctx.state.userId })
      .first<{ id: number; start_date: IsoDate }>('id', 'start_date');
    if (!habit) throw apiError(404, 'habitNotFound');
    return habit;
  };
  const ownHabitId = async (ctx: Context & { state: UserState }) => (await ownHabit(ctx)).id;

  /** The habit and day a check-in names: 400 unless the day is between its start and today. */
  const checkInDay = async (ctx: Context & { state: UserState }, body: unknown) => {
    const habit = await ownHabit(ctx);
    const { date } = completeBodySchema.parse(body);
    const today = todayIn(await userTimeZone(ctx, knex, ctx.state.userId));
    const problem = checkInDateProblem(date, habit.start_date, today);
    if (problem) throw apiError(400, problem, { startDate: habit.start_date });
    return { habitId: habit.id, date };
  };

  // Every habit's completions in one answer, so no screen needs a request per habit.
  router.get(API.habitCompletions, async (ctx) => {
    const { startDate, endDate } = dateRangeQuerySchema.parse(ctx.query);
    const rows = await knex<CompletionRow>('habit_completions as c')
      .join('habits as h', 'h.id', 'c.habit_id')
      .select(COMPLETION_COLUMNS.map((column) => `c.${column}`))
      .where('h.user_id', ctx.state.userId)
      .whereBetween('c.completed_at', [startDate, endDate])
      .orderBy(['c.completed_at', 'c.habit_id']);
    ctx.body = rows.map(toCompletion);
  });

  router.get(`${API.habits}/:id/completions`, async (ctx) => {
    const habitId = await ownHabitId(ctx);
    const { startDate, endDate } = dateRangeQuerySchema.parse(ctx.query);
    const rows = await knex<CompletionRow>('habit_completions')
      .select(COMPLETION_COLUMNS)
      .where('habit_id', habitId)
      .whereBetween('completed_at', [startDate, endDate])
      .orderBy('completed_at');
    ctx.body = rows.map(toCompletion);
  });

  // Marking a marked day changes nothing (and the unique key (habit_id, completed_at) keeps one
  // row whatever happens); the habit's streak data is updated in the same transaction.
  router.post(`${API.habits}/:id/complete`, async (ctx) => {
    const { habitId, date } = await checkInDay(ctx, ctx.request.body);
    // The answer is the row as this transaction left it: read after it, a concurrent unmark of
    // the same day could already have removed the mark that was saved.
    const { added, row } = await knex.transaction(async (trx) => {
      await lockHabit(trx, habitId);
      const added = await markDay(trx, habitId, date, toDbTimestamp());
      const row = await trx<CompletionRow>('habit_completions')
        .select(COMPLETION_COLUMNS)
        .where({ habit_id: habitId, completed_at: date })
        .first();
      return { added, row: row! };
    });
    ctx.status = added ? 201 : 200;
    ctx.body = toCompletion(row);
  });

  // Unmarking a day that is not marked succeeds and changes nothing.
  router.delete(`${API.habits}/:id/complete`, async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    // The date may come in the body (as the spec sends it) or, for clients that cannot send a
    // DELETE body, in the query.
    const { habitId, date } = await checkInDay(ctx, body && 'date' in body ? body : ctx.query);
    await knex.transaction(async (trx) => {
      await lockHabit(trx, habitId);
      await unmarkDay(trx, habitId, date);
    });
    ctx.status = 204;
  });

  return router;
}
