import { apiRouter } from '@ps/service/router';
import type { Knex } from 'knex';
import { API } from '@ps/contracts/api';
import {
  TASK_PAGE_SIZE,
  taskInputSchema,
  taskListQuerySchema,
  taskUpdateSchema,
} from '@ps/contracts/tasks';
import { requireUser } from '@ps/service/auth';
import { apiError } from '@ps/service/errors';
import { parseId, sentFields } from '@ps/service/params';
import { toDbTimestamp } from '@ps/service/timestamps';
import { TASK_COLUMNS, toTask, type TaskRow } from '../rows';
import { readPage } from '../task-pages';

/**
 * Narrows `query` to the tasks whose description contains `text`: LIKE, ignoring case (SQLite's
 * lower() folds only ASCII letters, MySQL's every letter), with the text's own `%` and `_` taken
 * as they are (escaped with `!`, which both databases accept).
 */
function whereDescriptionContains(query: Knex.QueryBuilder<TaskRow, TaskRow[]>, text: string) {
  const pattern = `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
  query.whereRaw("lower(description) like lower(?) escape '!'", [pattern]);
}

/** The signed-in user's task list: list, create, update, complete, reopen and delete. */
export function tasksRouter(knex: Knex) {
  const router = apiRouter();
  router.use(requireUser);

  /** 400 unless `habitId` is null or one of the user's own habits. */
  const checkHabit = async (
    db: Knex | Knex.Transaction,
    userId: number,
    habitId: number | null | undefined,
  ) => {
    if (habitId == null) return;
    const habit = await db('habits').where({ id: habitId, user_id: userId }).first('id');
    if (!habit) throw apiError(400, 'notYourHabit');
  };

  const findTask = (db: Knex | Knex.Transaction, id: number, userId: number) =>
    db<TaskRow>('tasks').select(TASK_COLUMNS).where('id', id).andWhere('user_id', userId).first();

  /**
   * Paging is opt-in: a client that sends neither `limit` nor `cursor` gets every task as a plain
   * array, newest first, as the API always answered; one that sends either gets the envelope
   * `{items, nextCursor}`, a page in display order. An envelope rather than Link headers, so the
   * cursor travels with the data through caches and the browser's fetch alike.
   */
  router.get(API.tasks, async (ctx) => {
    const { status, dueDate, q, limit, cursor } = taskListQuerySchema.parse(ctx.query);
    const query = knex<TaskRow>('tasks')
      .select(TASK_COLUMNS)
      .where('user_id', ctx.state.userId)
      .modify((narrowed) => {
        if (status) narrowed.andWhere('status', status);
        if (dueDate) narrowed.andWhere('due_date', dueDate);
        if (q) whereDescriptionContains(narrowed, q);
      });
    if (limit === undefined && cursor === undefined) {
      ctx.body = (await query.orderBy('id', 'desc')).map(toTask);
      return;
    }
    const page = await readPage(query, {
      status,
      limit: limit ?? TASK_PAGE_SIZE,
      cursorText: cursor,
    });
    ctx.body = { items: page.rows.map(toTask), nextCursor: page.nextCursor };
  });

  /** Exact counts per status, for tabs that show them while only some pages are loaded. */
  router.get(API.taskCounts, async (ctx) => {
    // task_counts is kept by triggers on every write to tasks; no row yet means no tasks.
    const row = await knex('task_counts')
      .where('user_id', ctx.state.userId)
      .first<{ pending: number | string; completed: number | string } | undefined>(
        'pending',
        'completed',
      );
    ctx.body = { pending: Number(row?.pending ?? 0), completed: Number(row?.completed ?? 0) };
  });

  router.post(API.tasks, async (ctx) => {
    const input = taskInputSchema.parse(ctx.request.body);
    const userId = ctx.state.userId;
    const task = await knex.transaction(async (trx) => {
      await checkHabit(trx, userId, input.habitId);
      const now = toDbTimestamp();
      const [id] = await trx('tasks').insert({
        user_id: userId,
        habit_id: input.habitId,
        description: input.description,
        due_date: input.dueDate,
        priority: input.priority,
        status: 'pending',
        created_at: now,
        updated_at: now,
      });
      return findTask(trx, id!, userId);
    });
    ctx.status = 201;
    ctx.body = toTask(task!);
  });

  // The full form body, or the reopen body {status: 'pending', completedAt: null}.
  router.put(`${API.tasks}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'taskNotFound');
    const changes = sentFields(taskUpdateSchema.parse(ctx.request.body), ctx.request.body);
    const userId = ctx.state.userId;
    const task = await knex.transaction(async (trx) => {
      const current = await findTask(trx, id, userId);
      if (!current) throw apiError(404, 'taskNotFound');
      if ('habitId' in changes) await checkHabit(trx, userId, changes.habitId);
      const now = toDbTimestamp();
      await trx('tasks')
        .where({ id, user_id: userId })
        .update({
          ...(changes.description !== undefined && { description: changes.description }),
          ...('dueDate' in changes && { due_date: changes.dueDate }),
          ...(changes.priority !== undefined && { priority: changes.priority }),
          ...('habitId' in changes && { habit_id: changes.habitId ?? null }),
          ...(changes.status !== undefined && {
            status: changes.status,
            // Completing keeps the first completion time; reopening clears it.
            completed_at: changes.status === 'completed' ? (current.completed_at ?? now) : null,
          }),
          updated_at: now,
        });
      return findTask(trx, id, userId);
    });
    ctx.body = toTask(task!);
  });

  router.post(`${API.tasks}/:id/complete`, async (ctx) => {
    const id = parseId(ctx.params.id, 'taskNotFound');
    const userId = ctx.state.userId;
    const now = toDbTimestamp();
    // Completing a completed task keeps its original completion time.
    const updated = await knex('tasks')
      .where({ id, user_id: userId })
      .update({
        status: 'completed',
        completed_at: knex.raw('coalesce(completed_at, ?)', [now]),
        updated_at: now,
      });
    if (!updated) throw apiError(404, 'taskNotFound');
    ctx.body = toTask((await findTask(knex, id, userId))!);
  });

  router.delete(`${API.tasks}/:id`, async (ctx) => {
    const id = parseId(ctx.params.id, 'taskNotFound');
    // Focus sessions recorded against the task keep existing with taskId null.
    const deleted = await knex('tasks').where({ id, user_id: ctx.state.userId }).delete();
    if (!deleted) throw apiError(404, 'taskNotFound');
    ctx.status = 204;
  });

  return router;
}
