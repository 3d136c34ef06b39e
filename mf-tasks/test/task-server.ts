import type { Task } from '@ps/contracts/tasks';
import type { MockRoutes } from '@ps/web/mock-api';
import { taskCountsAnswer, taskListAnswer } from '@ps/web/mock-task-list';
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

/** GET /api/tasks (whole or paged) and GET /api/tasks/counts, answered from `store`. */
export function taskReadRoutes(store: TaskStore): MockRoutes {
  return {
    'GET /api/tasks': (_body: unknown, url: string) => taskListAnswer(store.list(), url),
    'GET /api/tasks/counts': () => taskCountsAnswer(store.list()),
  };
}
