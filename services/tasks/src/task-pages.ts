import type { Knex } from 'knex';
import * as z from 'zod/mini';
import type { TaskStatus } from '@ps/contracts/tasks';
import { apiError } from '@ps/service/errors';
import type { TaskRow } from './rows';

/**
 * Keyset paging of the task list, in the order the Tasks page shows it, so page after page
 * extends the list the user sees and no task moves between pages already loaded:
 * - pending (and the whole list): by due date, tasks without one last, then high before medium
 *   before low, then creation time, then id (compareTasks in @ps/contracts/task-order);
 * - completed: most recently completed first, then newest id first (sortCompletedTasks).
 * The cursor carries the last task's sort values rather than its id, so it stays valid when that
 * task is deleted or changed, and tasks added or removed elsewhere never make a page repeat or
 * skip one that was not itself changed.
 */

const PRIORITY_RANK_SQL = "case priority when 'high' then 0 when 'medium' then 1 else 2 end";

const listCursorSchema = z.tuple([
  z.literal('list'),
  z.nullable(z.string()),
  z.int().check(z.gte(0), z.lte(2)),
  z.string(),
  z.int(),
]);
const completedCursorSchema = z.tuple([z.literal('completed'), z.nullable(z.string()), z.int()]);
const cursorSchema = z.union([listCursorSchema, completedCursorSchema]);
type Cursor = z.infer<typeof cursorSchema>;

const rankOf = (priority: TaskRow['priority']) => ({ high: 0, medium: 1, low: 2 })[priority];

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** 400 taskCursorInvalid unless `text` is a cursor this order made. */
function decodeCursor(text: string, order: Cursor[0]): Cursor {
  try {
    const cursor = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (cursor[0] === order) return cursor;
  } catch {
    // not base64url JSON, or not a cursor: the same answer below
  }
  throw apiError(400, 'taskCursorInvalid');
}

/** Orders `query` in `status`'s display order and starts it after `cursorText`, if given. */
function applyListOrder(query: Knex.QueryBuilder, cursor: Cursor | undefined) {
  query
    .orderByRaw('case when due_date is null then 1 else 0 end')
    .orderBy('due_date', 'asc')
    .orderByRaw(PRIORITY_RANK_SQL)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  if (!cursor || cursor[0] !== 'list') return;
  const [, dueDate, rank, createdAt, id] = cursor;
  // Within the same due date: (rank, created_at, id) after the cursor's.
  const laterInSameDay = (q: Knex.QueryBuilder) =>
    q
      .whereRaw(`${PRIORITY_RANK_SQL} > ?`, [rank])
      .orWhere((same) =>
        same
          .whereRaw(`${PRIORITY_RANK_SQL} = ?`, [rank])
          .andWhere((q2) =>
            q2
              .where('created_at', '>', createdAt)
              .orWhere((q3) => q3.where('created_at', createdAt).andWhere('id', '>', id)),
          ),
      );
  query.andWhere((after) => {
    if (dueDate === null) {
      after.whereNull('due_date').andWhere(laterInSameDay);
    } else {
      after
        .whereNull('due_date')
        .orWhere('due_date', '>', dueDate)
        .orWhere((same) => same.where('due_date', dueDate).andWhere(laterInSameDay));
    }
  });
}

function applyCompletedOrder(query: Knex.QueryBuilder, cursor: Cursor | undefined) {
  query.orderBy('completed_at', 'desc').orderBy('id', 'desc');
  if (!cursor || cursor[0] !== 'completed') return;
  const [, completedAt, id] = cursor;
  query.andWhere((after) => {
    if (completedAt === null) {
      after.whereNull('completed_at').andWhere('id', '<', id);
    } else {
      after
        .where('completed_at', '<', completedAt)
        .orWhereNull('completed_at')
        .orWhere((same) => same.where('completed_at', completedAt).andWhere('id', '<', id));
    }
  });
}

function cursorAfter(row: TaskRow, order: Cursor[0]): string {
  return encodeCursor(
    order === 'completed'
      ? ['completed', row.completed_at, row.id]
      : ['list', row.due_date, rankOf(row.priority), row.created_at, row.id],
  );
}

/**
 * One page of `query` (already narrowed to the user and status): at most `limit` rows after
 * `cursorText`, and the cursor of the page after it (null when this is the last).
 */
export async function readPage(
  query: Knex.QueryBuilder<TaskRow, TaskRow[]>,
  { status, limit, cursorText }: { status?: TaskStatus; limit: number; cursorText?: string },
): Promise<{ rows: TaskRow[]; nextCursor: string | null }> {
  const order: Cursor[0] = status === 'completed' ? 'completed' : 'list';
  const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, order);
  if (order === 'completed') applyCompletedOrder(query, cursor);
  else applyListOrder(query, cursor);
  // One row more than asked tells whether another page follows.
  const rows: TaskRow[] = await query.limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? cursorAfter(last, order) : null };
}
