import { apiRouter } from '@ps/service/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { todayIn, type IsoDate } from '@ps/contracts/dates';
import type { CheckInStatus } from '@ps/contracts/habit-rules';
import type { Target } from '@ps/contracts/habit-schedule';
import {
  checkInBodySchema,
  checkInDateProblem,
  completeBodySchema,
  completionRow,
  completionsOptionsSchema,
  dateRangeQuerySchema,
} from '@ps/contracts/habits';
import {
  HABIT_PLAN_COLUMNS,
  targetColumns,
  targetOfRow,
  type HabitPlanRow,
} from '@ps/db/habit-history';
import { requireUser, type UserState } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId } from '@ps/service/params';
import { toDbTimestamp } from '@ps/service/timestamps';
import { userTimeZone } from '@ps/service/timezone';
import { COMPLETION_COLUMNS, toCompletion, type CompletionRow } from '../rows';
import { noteHabitsChanged } from '@ps/db/habits-version';

type UserContext = Context & { state: UserState };

/**
 * A habit's days: read by range; mark one done (with its amount and note), skip it, or clear it.
 * A read without `?include=all` gives only the days that count as done, as the original calls
 * did; with it, skipped days and amounts below target too. `?format=rows` sends each record as an
 * array, a third of the bytes of an object: the screens read a year of them at once.
 */
export function completionsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  /** The user's own habit named in the path, or 404. */
  const ownHabit = async (ctx: UserContext) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    const habit = await knex('habits')
      .where({ id, user_id: ctx.state.userId })
      .first<HabitPlanRow>(HABIT_PLAN_COLUMNS);
    if (!habit) throw apiError(404, 'habitNotFound');
    return { id: habit.id, startDate: habit.start_date, target: targetOfRow(habit) };
  };

  /** The habit and day a check-in names: 400 unless the day is between its start and today. */
  const checkInDay = async (ctx: UserContext, date: IsoDate) => {
    const habit = await ownHabit(ctx);
    const today = todayIn(await userTimeZone(ctx, knex, ctx.state.userId));
    const problem = checkInDateProblem(date, habit.startDate, today);
    if (problem) throw apiError(400, problem, { startDate: habit.startDate });
    return habit;
  };

  /**
   * The rows of a read, with `met` worked out from each habit's target: only the days that count
   * as done unless `?include=all`, as objects unless `?format=rows`.
   */
  const answer = (
    ctx: UserContext,
    rows: (CompletionRow & Parameters<typeof targetOfRow>[0])[],
  ) => {
    const { include, format } = completionsOptionsSchema.parse(ctx.query);
    const completions = rows.map((row) => toCompletion(row, targetOfRow(row)));
    const shown = include === 'all' ? completions : completions.filter(({ met }) => met);
    return format === 'rows' ? shown.map(completionRow) : shown;
  };

  // Every habit's completions in one answer, so no screen needs a request per habit.
  router.get(API.habitCompletions, async (ctx) => {
    const { startDate, endDate } = dateRangeQuerySchema.parse(ctx.query);
    const rows = await knex('habit_completions as c')
      .join('habits as h', 'h.id', 'c.habit_id')
      .select([
        ...COMPLETION_COLUMNS.map((column) => `c.${column}`),
        'h.target_amount',
        'h.target_unit',
        'h.target_direction',
      ])
      .where('h.user_id', ctx.state.userId)
      .whereBetween('c.completed_at', [startDate, endDate])
      .orderBy(['c.completed_at', 'c.habit_id']);
    ctx.body = answer(ctx, rows);
  });

  router.get(`${API.habits}/:id/completions`, async (ctx) => {
    const habit = await ownHabit(ctx);
    const { startDate, endDate } = dateRangeQuerySchema.parse(ctx.query);
    const rows = await knex<CompletionRow>('habit_completions')
      .select(COMPLETION_COLUMNS)
      .where('habit_id', habit.id)
      .whereBetween('completed_at', [startDate, endDate])
      .orderBy('completed_at');
    ctx.body = answer(
      ctx,
      rows.map((row) => ({ ...row, ...targetColumns(habit.target) })),
    );
  });

  /**
   * Writes the day's record, whatever it was: 201 when the day was empty, 200 when it changed or
   * repeated a record (the unique key (habit_id, completed_at) keeps one row whatever happens).
   * The answer is the row as this transaction left it: read after it, a concurrent clear of the
   * same day could already have removed it.
   */
  const record = async (
    ctx: UserContext,
    habit: { id: number; target: Target | null },
    date: IsoDate,
    fields: { status: CheckInStatus; value: number | null; note?: string | null },
  ) => {
    const { added, row } = await knex.transaction(async (trx) => {
      await lockHabit(trx, habit.id);
      const day = { habit_id: habit.id, completed_at: date };
      const existing = await trx('habit_completions').where(day).first('id');
      if (existing) await trx('habit_completions').where(day).update(fields);
      else
        await trx('habit_completions').insert({ ...day, ...fields, created_at: toDbTimestamp() });
      const row = await trx<CompletionRow>('habit_completions')
        .select(COMPLETION_COLUMNS)
        .where(day)
        .first();
      return { added: !existing, row: row! };
    });
    await noteHabitsChanged(knex, ctx.state.userId);
    ctx.status = added ? 201 : 200;
    ctx.body = toCompletion(row, habit.target);
  };

  router.post(`${API.habits}/:id/complete`, async (ctx) => {
    const { date, value, note } = checkInBodySchema.parse(ctx.request.body);
    const habit = await checkInDay(ctx, date);
    if (habit.target && value === null) throw apiError(400, 'valueRequired');
    await record(ctx, habit, date, {
      status: 'done',
      value: habit.target ? value : null,
      // A note left out keeps the one the day has.
      ...(note !== undefined && { note: note || null }),
    });
  });

  router.post(`${API.habits}/:id/skip`, async (ctx) => {
    const { date } = completeBodySchema.parse(ctx.request.body);
    const habit = await checkInDay(ctx, date);
    await record(ctx, habit, date, { status: 'skipped', value: null });
  });

  // Clearing a day that is empty succeeds and changes nothing.
  router.delete(`${API.habits}/:id/complete`, async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    // The date may come in the body (as the web app sends it) or, for clients that cannot send a
    // DELETE body, in the query.
    const { date } = completeBodySchema.parse(body && 'date' in body ? body : ctx.query);
    const habit = await checkInDay(ctx, date);
    await knex.transaction(async (trx) => {
      await lockHabit(trx, habit.id);
      await trx('habit_completions').where({ habit_id: habit.id, completed_at: date }).delete();
    });
    await noteHabitsChanged(knex, ctx.state.userId);
    ctx.status = 204;
  });

  return router;
}

/**
 * Serialises writes to one habit's days: on MySQL a row lock that concurrent check-ins of the
 * same habit wait for; on SQLite the database write lock. Call first inside the transaction.
 */
async function lockHabit(trx: Knex.Transaction, habitId: number): Promise<void> {
  await trx('habits')
    .where('id', habitId)
    .update({ position: trx.ref('position') });
}
