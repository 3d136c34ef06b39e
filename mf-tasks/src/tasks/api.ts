import type * as z from 'zod/mini';
import { API, taskCompletePath, taskPath } from '@ps/contracts/api';
import type { taskInputSchema, TaskUpdate } from '@ps/contracts/tasks';
import { apiJson } from '@ps/web/api';
import type { OfflineChange } from '@ps/web/offline/changes';
import { isPlaceholder } from './placeholder-task';

/** What the dialog sends once taskInputSchema has checked it: empty due date and habit are null. */
export type TaskBody = z.output<typeof taskInputSchema>;

/**
 * The id of a task the server knows. A task added offline has a temporary negative id until its
 * creation is sent; no request may name it (the screens offer no change to such a task but
 * deleting it, which withdraws its creation), and this stops one that slipped through.
 */
function serverId(id: number): number {
  if (isPlaceholder({ id }))
    throw new Error(`Task ${id} exists only on this device until it is sent`);
  return id;
}

/** Adding a task as a change sent now or kept until the network is back. */
export const createTaskChange = (
  body: TaskBody,
  label: string,
  placeholderId: number,
): OfflineChange => ({
  method: 'POST',
  url: API.tasks,
  body,
  label,
  refresh: [API.tasks],
  placeholderId,
});

export const updateTask = (id: number, body: TaskBody | TaskUpdate) =>
  apiJson('PUT', taskPath(serverId(id)), body);

/** Completing a task as a change sent now or kept until the network is back. */
export const completeTaskChange = (id: number, label: string): OfflineChange => ({
  method: 'POST',
  url: taskCompletePath(serverId(id)),
  label,
  refresh: [API.tasks],
});

/** Completed back to pending (status pending, completion time cleared), sent now or kept. */
export const reopenTaskChange = (id: number, label: string): OfflineChange => ({
  method: 'PUT',
  url: taskPath(serverId(id)),
  body: { status: 'pending', completedAt: null },
  label,
  refresh: [API.tasks],
});

/** Deleting a task as a change sent now or kept until the network is back. */
export const deleteTaskChange = (id: number, label: string): OfflineChange => ({
  method: 'DELETE',
  url: taskPath(serverId(id)),
  label,
  refresh: [API.tasks],
});
