import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import type { Task, TaskCounts } from '@ps/contracts/tasks';

/**
 * GET /api/tasks as the server answers it, for tests: narrowed to `status` and `dueDate` when
 * asked; without `limit` the whole array, with it a page in the list's order, `limit` at a time
 * (the cursor here is simply the offset).
 */
export function taskListAnswer(tasks: Task[], url: string) {
  const query = new URL(url, 'http://test').searchParams;
  const status = query.get('status');
  const dueDate = query.get('dueDate');
  const text = query.get('q')?.trim().toLowerCase();
  const narrowed = tasks.filter(
    (t) =>
      (!status || t.status === status) &&
      (!dueDate || t.dueDate === dueDate) &&
      (!text || t.description.toLowerCase().includes(text)),
  );
  if (!query.has('limit')) return narrowed;
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('cursor') ?? 0);
  const ordered = status === 'completed' ? sortCompletedTasks(narrowed) : sortTasks(narrowed);
  const items = ordered.slice(offset, offset + limit);
  return { items, nextCursor: offset + limit < ordered.length ? String(offset + limit) : null };
}

/** GET /api/tasks/counts as the server answers it, for tests. */
export function taskCountsAnswer(tasks: Task[]): TaskCounts {
  return {
    pending: tasks.filter((t) => t.status === 'pending').length,
    completed: tasks.filter((t) => t.status === 'completed').length,
  };
}
