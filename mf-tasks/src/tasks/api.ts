import type { z } from 'zod';
import { API, taskCompletePath, taskPath } from '@ps/contracts/api';
import type { taskInputSchema, TaskUpdate } from '@ps/contracts/tasks';
import { apiJson } from '@ps/web/api';

/** What the dialog sends once taskInputSchema has checked it: empty due date and habit are null. */
export type TaskBody = z.output<typeof taskInputSchema>;

export const createTask = (body: TaskBody) => apiJson<unknown>('POST', API.tasks, body);

export const updateTask = (id: number, body: TaskBody | TaskUpdate) =>
  apiJson<unknown>('PUT', taskPath(id), body);

export const completeTask = (id: number) => apiJson<unknown>('POST', taskCompletePath(id));

/** Completed back to pending (spec section 4): status pending, completion time cleared. */
export const reopenTask = (id: number) => updateTask(id, { status: 'pending', completedAt: null });

export const deleteTask = (id: number) => apiJson<unknown>('DELETE', taskPath(id));
