import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { Task } from '@ps/contracts/tasks';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { refreshAfterChange } from '@ps/web/query-client';
import { sendOrQueue, withdrawCreation, type Outcome } from '@ps/web/offline/changes';
import {
  createTaskChange,
  deleteTaskChange,
  reopenTaskChange,
  updateTask,
  type TaskBody,
} from '../api';
import { isPlaceholder, placeholderTask } from '../placeholder-task';
import {
  restoreTaskReads,
  showTaskAdded,
  showTaskMoved,
  type TaskReadsSnapshot,
} from './optimistic-task-pages';
import { useText } from '../../i18n/use-text';

/**
 * Adds a task. Online it is created at once and the lists refreshed. Offline (or when no answer
 * comes) its creation is queued and the task shown at once, under a temporary id, in the lists,
 * the counts and the dashboard; once the queue has sent it, the reads follow the server and the
 * real task takes its place. A refusal (an invalid habit) shows nothing and says why.
 */
export function useAddTask() {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: TaskBody): Promise<Task | null> => {
      const placeholder = placeholderTask(body);
      const label = t('tasks.change.add', { description: body.description });
      const outcome = await sendOrQueue(createTaskChange(body, label, placeholder.id));
      return outcome.sent ? null : placeholder;
    },
    onSuccess: async (kept) => {
      notify({ title: t('tasks.toast.created'), variant: 'success' });
      if (kept) {
        await client.cancelQueries({ queryKey: [API.tasks] });
        showTaskAdded(client, kept);
      } else void refreshAfterChange(client, API.tasks);
    },
    onError,
  });
}

/**
 * Saves the edit dialog's changes to a task the server knows (a task added offline cannot be
 * edited until it is sent): online only, as before the offline queue.
 */
export function useUpdateTask() {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TaskBody }) => updateTask(id, body),
    onSuccess: () => {
      notify({ title: t('tasks.toast.updated'), variant: 'success' });
      void refreshAfterChange(client, API.tasks);
    },
    onError,
  });
}

/** The creation of a task added offline was sent before deleting it could withdraw it. */
class SentBeforeWithdrawn extends Error {}

/**
 * Deleting a task added offline and not yet sent takes its creation out of the queue: the server
 * never hears of the task, and no request ever names its temporary id. Should the queue have
 * sent it meanwhile, the delete fails quietly and the lists follow the server, showing the real
 * task, to delete like any other.
 */
async function withdrawNewTask(task: Task): Promise<Outcome> {
  if (await withdrawCreation(task.id)) return { sent: false };
  throw new SentBeforeWithdrawn();
}

/**
 * Reopens or deletes a task: the lists and counts show it at once; offline the change is kept
 * and sent when the network is back (after the changes made before it); a refusal puts the
 * lists back and shows the 'Error' toast.
 */
function useQueuedTaskMove(to: 'pending' | 'deleted') {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation<Outcome, Error, Task, TaskReadsSnapshot>({
    networkMode: 'always',
    mutationFn: (task: Task) => {
      if (to === 'deleted' && isPlaceholder(task)) return withdrawNewTask(task);
      const change = to === 'pending' ? reopenTaskChange : deleteTaskChange;
      const label = to === 'pending' ? 'tasks.change.reopen' : 'tasks.change.delete';
      return sendOrQueue(change(task.id, t(label, { description: task.description })));
    },
    onMutate: async (task) => {
      await client.cancelQueries({ queryKey: [API.tasks] });
      return showTaskMoved(client, task, to);
    },
    onSuccess: (outcome) => {
      notify({
        title: t(to === 'pending' ? 'tasks.toast.updated' : 'tasks.toast.deleted'),
        variant: 'success',
      });
      // Kept offline, it is sent (and the lists refreshed) when the network is back.
      if (outcome.sent) void refreshAfterChange(client, API.tasks);
    },
    onError: (error, _task, snapshot) => {
      if (snapshot) restoreTaskReads(client, snapshot);
      if (error instanceof SentBeforeWithdrawn) void refreshAfterChange(client, API.tasks);
      else onError(error);
    },
  });
}

export const useReopenTask = () => useQueuedTaskMove('pending');

export const useDeleteTask = () => useQueuedTaskMove('deleted');
