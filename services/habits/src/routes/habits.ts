import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import { habitInputSchema, habitUpdateSchema } from '@ps/contracts/habits';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId, sentFields } from '@ps/service/params';
import { toDbTimestamp } from '@ps/service/timestamps';
import { HABIT_COLUMNS, toHabit, type HabitRow } from '../rows';

/** List, create, update and delete the signed-in user's habits. */
export function habitsRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  router.get(API.habits, async (ctx) => {
    const rows = await knex<HabitRow>('habits')
      .select(HABIT_COLUMNS)
      .where('user_id', ctx.state.userId)
      .orderBy('id');
    ctx.body = rows.map(toHabit);
  });

  router.post(API.habits, async (ctx) => {
    const input = habitInputSchema.parse(ctx.request.body);
    const now = toDbTimestamp();
    const row = {
      name: input.name,
      description: input.description,
      frequency: input.frequency,
      start_date: input.startDate,
      is_active: true,
      created_at: now,
      updated_at: now,
    };
    const [id] = await knex('habits').insert({ ...row, user_id: ctx.state.userId });
    ctx.status = 201;
    ctx.body = toHabit({ id: id!, ...row });
  });

  router.put(`${API.habits}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    // Only the fields sent change, as with tasks: the schema fills defaults, sentFields drops them.
    const changes = sentFields(habitUpdateSchema.parse(ctx.request.body), ctx.request.body);
    const updated = await knex('habits')
      .where({ id, user_id: ctx.state.userId })
      .update({
        ...('name' in changes && { name: changes.name }),
        ...('description' in changes && { description: changes.description }),
        ...('frequency' in changes && { frequency: changes.frequency }),
        ...('startDate' in changes && { start_date: changes.startDate }),
        ...('isActive' in changes && { is_active: changes.isActive }),
        updated_at: toDbTimestamp(),
      });
    if (!updated) throw apiError(404, 'habitNotFound');
    const row = await knex<HabitRow>('habits').select(HABIT_COLUMNS).where('id', id).first();
    ctx.body = toHabit(row!);
  });

  router.delete(`${API.habits}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'habitNotFound');
    // Completions go with the habit; tasks tied to it keep existing with habitId null.
    const deleted = await knex('habits').where({ id, user_id: ctx.state.userId }).delete();
    if (!deleted) throw apiError(404, 'habitNotFound');
    ctx.status = 204;
  });

  return router;
}
