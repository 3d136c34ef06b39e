import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { habitStats } from '@ps/contracts/habit-rules';
import { scheduleOfFrequency } from '@ps/contracts/habit-schedule';
import { habitInputSchema, habitOrderSchema, habitUpdateSchema } from '@ps/contracts/habits';
import { todayIn } from '@ps/contracts/dates';
import { habitHistories, scheduleColumns, targetColumns, userCalendar } from '@ps/db/habit-history';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { fixedRead } from '@ps/service/fixed-reads';
import { parseId, sentFields } from '@ps/service/params';
import { toDbTimestamp } from '@ps/service/timestamps';
import { userTimeZone } from '@ps/service/timezone';
import { HABIT_COLUMNS, toHabit, type HabitRow } from '@ps/db/habit-rows';
import { noteHabitsChanged } from '@ps/db/habits-version';

/**
 * The list's SQL text, one for every user (the user's id is its binding): the dashboard reads the
 * list at every start, so it is a fixed read like the session, a statement prepared once instead
 * of a query built and prepared anew by knex for each request.
 */
function habitListSql(knex: Knex): string {
  return knex('habits')
    .select(HABIT_COLUMNS)
    .where('user_id', 0)
    .orderBy(['position', 'id'])
    .toSQL()
    .toNative().sql;
}

/** List, create, update, reorder and delete the signed-in user's habits, and one habit's stats. */
export function habitsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  const habitRow = (id: number) =>
    knex<HabitRow>('habits').select(HABIT_COLUMNS).where('id', id).first();
  const listSql = habitListSql(knex);

  router.get(API.habits, async (ctx) => {
    const rows = await fixedRead<HabitRow>(knex, listSql, [ctx.state.userId]);
    ctx.body = rows.map(toHabit);
  });

  router.post(API.habits, async (ctx) => {
    const input = habitInputSchema.parse(ctx.request.body);
    const now = toDbTimestamp();
    const last = await knex('habits')
      .where('user_id', ctx.state.userId)
      .max({ position: 'position' })
      .first();
    const [id] = await knex('habits').insert({
      user_id: ctx.state.userId,
      name: input.name,
      description: input.description,
      ...scheduleColumns(input.schedule ?? scheduleOfFrequency(input.frequency)),
      ...targetColumns(input.target),
      start_date: input.startDate,
      is_active: true,
      position: Number(last?.position ?? 0) + 1,
      created_at: now,
      updated_at: now,
    });
    await noteHabitsChanged(knex, ctx.state.userId);
    ctx.status = 201;
    ctx.body = toHabit((await habitRow(id!))!);
  });

  // Before /:id, which would read "order" as an id.
  router.put(API.habitOrder, async (ctx) => {
    const { ids } = habitOrderSchema.parse(ctx.request.body);
    await knex.transaction(async (trx) => {
      const own = await trx('habits').where('user_id', ctx.state.userId).pluck('id');
      const sameSet = ids.length === own.length && new Set(ids).size === ids.length;
      if (!sameSet || !ids.every((id) => own.includes(id))) {
        throw apiError(400, 'positionInvalid');
      }
      for (const [index, id] of ids.entries()) {
        await trx('habits')
          .where('id', id)
          .update({ position: index + 1 });
      }
    });
    ctx.status = 204;
  });

  router.put(`${API.habits}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    // Only the fields sent change, as with tasks: the schema fills defaults, sentFields drops them.
    const changes = sentFields(habitUpdateSchema.parse(ctx.request.body), ctx.request.body);
    const schedule =
      changes.schedule ?? (changes.frequency && scheduleOfFrequency(changes.frequency));
    const updated = await knex('habits')
      .where({ id, user_id: ctx.state.userId })
      .update({
        ...('name' in changes && { name: changes.name }),
        ...('description' in changes && { description: changes.description }),
        ...(schedule && scheduleColumns(schedule)),
        ...('target' in changes && targetColumns(changes.target ?? null)),
        ...('startDate' in changes && { start_date: changes.startDate }),
        ...('isActive' in changes && { is_active: changes.isActive }),
        ...('archived' in changes && { archived: changes.archived }),
        updated_at: toDbTimestamp(),
      });
    if (!updated) throw apiError(404, 'habitNotFound');
    await noteHabitsChanged(knex, ctx.state.userId);
    ctx.body = toHabit((await habitRow(id))!);
  });

  router.get(`${API.habits}/:id/stats`, async (ctx) => {
    const habitId = parseId(ctx.params.id, 'habitNotFound');
    const today = todayIn(await userTimeZone(ctx, knex, ctx.state.userId));
    const [habit] = await habitHistories(knex, ctx.state.userId, today, { habitId });
    if (!habit) throw apiError(404, 'habitNotFound');
    const calendar = await userCalendar(knex, ctx.state.userId, today);
    ctx.body = habitStats(habit.checkIns, habit.plan, calendar);
  });

  router.delete(`${API.habits}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    // Completions go with the habit; tasks tied to it keep existing with habitId null.
    const deleted = await knex('habits').where({ id, user_id: ctx.state.userId }).delete();
    if (!deleted) throw apiError(404, 'habitNotFound');
    await noteHabitsChanged(knex, ctx.state.userId);
    ctx.status = 204;
  });

  return router;
}
