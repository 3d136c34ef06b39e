import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import type { Task } from '@ps/contracts/tasks';
import type { MockRoutes } from '@ps/web/mock-api';
import { task } from '@ps/web/test-fixtures';

/** What POST /api/tasks is sent: the dialog's checked form. */
type NewTask = Pick<Task, 'description' | 'dueDate' | 'priority' | 'habitId'>;

/** A task list the changes act on; the list reads answer what they left behind. */
export function taskStore(initial: Task[]) {
  let tasks = initial;
  return {
    list: () => tasks,
    add: (body: NewTask) => {
      const created = task(body);
      tasks = [...tasks, created];
      return { status: 201, body: created };
    },
    replace: (id: number, changes: Partial<Task>) => {
      tasks = tasks.map((t) => (t.id === id ? { ...t, ...changes } : t));
      return { status: 200, body: tasks.find((t) => t.id === id) };
    },
    remove: (id: number) => {
      tasks = tasks.filter((t) => t.id !== id);
      return { status: 204 };
    },
  };
}

export type TaskStore = ReturnType<typeof taskStore>;

/**
 * The list as the server answers it: narrowed to `status` and `dueDate` when asked; without
 * `limit` the whole array, with it a page in the tab's order, `limit` at a time (the cursor here
 * is simply the offset).
 */
export function pageOf(tasks: Task[], url: string) {
  const query = new URL(url, 'http://test').searchParams;
  const status = query.get('status');
  const dueDate = query.get('dueDate');
  const narrowed = tasks.filter(
    (t) => (!status || t.status === status) && (!dueDate || t.dueDate === dueDate),
  );
  if (!query.has('limit')) return narrowed;
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('cursor') ?? 0);
  const ordered = status === 'completed' ? sortCompletedTasks(narrowed) : sortTasks(narrowed);
  const items = ordered.slice(offset, offset + limit);
  return { items, nextCursor: offset + limit < ordered.length ? String(offset + limit) : null };
}

/** GET /api/tasks (whole or paged) and GET /api/tasks/counts, answered from `store`. */
export function taskReadRoutes(store: TaskStore): MockRoutes {
  return {
    'GET /api/tasks': (_body: unknown, url: string) => pageOf(store.list(), url),
    'GET /api/tasks/counts': () => ({
      pending: store.list().filter((t) => t.status === 'pending').length,
      completed: store.list().filter((t) => t.status === 'completed').length,
    }),
  };
}
