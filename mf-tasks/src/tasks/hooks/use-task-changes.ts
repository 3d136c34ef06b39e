import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { API } from '@ps/contracts/api';
import type { Task } from '@ps/contracts/tasks';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { refreshAfterChange } from '@ps/web/query-client';
import { createTask, deleteTask, reopenTask, updateTask, type TaskBody } from '../api';

/**
 * A change to tasks: on success the toast `toastId` and a refresh of the tasks and the stats;
 * on failure the 'Error' toast with the server's message.
 */
function useTaskChange<V>(mutationFn: (variables: V) => Promise<unknown>, toastId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notify({ title: intl.formatMessage({ id: toastId }), variant: 'success' });
      void refreshAfterChange(client, API.tasks);
    },
    onError,
  });
}

/** Creates a task, or updates `task` when given. */
export function useSaveTask(task: Task | null) {
  return useTaskChange(
    (body: TaskBody) => (task ? updateTask(task.id, body) : createTask(body)),
    task ? 'tasks.toast.updated' : 'tasks.toast.created',
  );
}

export function useReopenTask() {
  return useTaskChange((task: Task) => reopenTask(task.id), 'tasks.toast.updated');
}

export function useDeleteTask() {
  return useTaskChange((task: Task) => deleteTask(task.id), 'tasks.toast.deleted');
}
