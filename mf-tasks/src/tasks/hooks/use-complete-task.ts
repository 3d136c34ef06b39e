import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { API } from '@ps/contracts/api';
import { TASK_COMPLETE_HIGHLIGHT_MS } from '@ps/contracts/constants';
import type { Task } from '@ps/contracts/tasks';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { refreshAfterChange } from '@ps/web/query-client';
import { completeTask } from '../api';

/**
 * Completes a task and keeps it highlighted for TASK_COMPLETE_HIGHLIGHT_MS, so the user sees
 * what they finished before it leaves the pending list; toasts '🎉 Task Completed!'.
 */
export function useCompleteTask() {
  const client = useQueryClient();
  const intl = useIntl();
  const onError = useChangeErrorHandler();
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const highlight = useCallback((id: number) => {
    setHighlighted((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHighlighted((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, TASK_COMPLETE_HIGHLIGHT_MS);
    timers.current.add(timer);
  }, []);

  const mutation = useMutation({
    mutationFn: (task: Task) => completeTask(task.id),
    onSuccess: (_answer, task) => {
      highlight(task.id);
      notify({
        title: intl.formatMessage({ id: 'tasks.toast.completedTitle' }),
        description: intl.formatMessage({ id: 'tasks.toast.completedDescription' }),
        variant: 'success',
      });
      void refreshAfterChange(client, API.tasks);
    },
    onError,
  });

  const isCompleting = (id: number) => mutation.isPending && mutation.variables?.id === id;
  return { complete: mutation.mutate, isCompleting, highlighted };
}
