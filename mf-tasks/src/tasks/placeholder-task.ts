import type { Task } from '@ps/contracts/tasks';
import type { TaskBody } from './api';

/**
 * A task added offline, as the screens show it until the queue has sent its creation and the
 * reads bring the real task. Its id is negative, so it can never be taken for a server's id, and
 * made of the time and a random part, so two tasks added in a row never share one.
 */
export function placeholderTask(body: TaskBody, now = new Date()): Task {
  const at = now.toISOString();
  return {
    id: -(now.getTime() * 1000 + Math.floor(Math.random() * 1000)),
    description: body.description,
    dueDate: body.dueDate,
    priority: body.priority,
    habitId: body.habitId,
    status: 'pending',
    completedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** A task only added offline so far: the server does not know it yet. */
export const isPlaceholder = (task: Pick<Task, 'id'>): boolean => task.id < 0;
