import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { TASK_COMPLETE_HIGHLIGHT_MS } from '@ps/contracts/constants';
import type { Task } from '@ps/contracts/tasks';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { sendOrQueue, type Outcome } from '@ps/web/offline/changes';
import { refreshAfterChange } from '@ps/web/query-client';
import { completeTaskChange } from '../api';
import {
  restoreTaskReads,
  showTaskCompleted,
  type TaskReadsSnapshot,
} from './optimistic-task-pages';
import { useText } from '../../i18n/use-text';

/**
 * Completes a task and keeps it highlighted for TASK_COMPLETE_HIGHLIGHT_MS from the click, so
 * the user sees what they finished before it leaves the pending list; toasts '🎉 Task
 * Completed!'. The lists, counts and the dashboard show it completed at once; offline the change
 * is kept and sent when the network is back, and a refusal puts them back.
 */
export function useCompleteTask() {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  // The tasks highlighted, as they were shown: a read changed or refreshed meanwhile may no
  // longer hold them, and the screens show these copies until their moment is over.
  const [highlightedTasks, setHighlightedTasks] = useState<ReadonlyMap<number, Task>>(new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const unhighlight = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setHighlightedTasks((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const highlight = useCallback(
    (task: Task) => {
      clearTimeout(timers.current.get(task.id));
      setHighlightedTasks((current) => new Map(current).set(task.id, task));
      timers.current.set(
        task.id,
        setTimeout(() => unhighlight(task.id), TASK_COMPLETE_HIGHLIGHT_MS),
      );
    },
    [unhighlight],
  );

  const mutation = useMutation<Outcome, Error, Task, TaskReadsSnapshot>({
    networkMode: 'always',
    mutationFn: (task: Task) =>
      sendOrQueue(
        completeTaskChange(task.id, t('tasks.change.complete', { description: task.description })),
      ),
    onMutate: async (task) => {
      await client.cancelQueries({ queryKey: [API.tasks] });
      // Highlighted as it leaves the lists, not once the server answers: the row stays in place.
      highlight({ ...task, status: 'completed' });
      return showTaskCompleted(client, task);
    },
    onSuccess: (outcome) => {
      notify({
        title: t('tasks.toast.completedTitle'),
        description: t('tasks.toast.completedDescription'),
        variant: 'success',
      });
      // Kept offline, it is sent (and the lists refreshed) when the network is back.
      if (outcome.sent) void refreshAfterChange(client, API.tasks);
    },
    onError: (error, task, snapshot) => {
      unhighlight(task.id);
      if (snapshot) restoreTaskReads(client, snapshot);
      onError(error);
    },
  });

  const isCompleting = (id: number) => mutation.isPending && mutation.variables?.id === id;
  const highlighted: ReadonlySet<number> = new Set(highlightedTasks.keys());
  return { complete: mutation.mutate, isCompleting, highlighted, highlightedTasks };
}
