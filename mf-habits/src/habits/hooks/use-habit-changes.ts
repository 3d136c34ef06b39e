import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { API } from '@ps/contracts/api';
import type { Habit } from '@ps/contracts/habits';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { refreshAfterChange } from '@ps/web/query-client';
import { createHabit, deleteHabit, updateHabit, type HabitBody } from '../api';

/** Creates a habit, or updates `habit` when given; toasts and refreshes on success. */
export function useSaveHabit(habit: Habit | null) {
  const client = useQueryClient();
  const intl = useIntl();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: (body: HabitBody) => (habit ? updateHabit(habit.id, body) : createHabit(body)),
    onSuccess: () => {
      notify({
        title: intl.formatMessage({ id: habit ? 'habits.toast.updated' : 'habits.toast.created' }),
        variant: 'success',
      });
      void refreshAfterChange(client, API.habits);
    },
    onError,
  });
}

/** Deleting a habit also unties its tasks (the server sets their habit to none), so tasks refresh too. */
export function useDeleteHabit() {
  const client = useQueryClient();
  const intl = useIntl();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: (habit: Habit) => deleteHabit(habit.id),
    onSuccess: () => {
      notify({ title: intl.formatMessage({ id: 'habits.toast.deleted' }), variant: 'success' });
      void refreshAfterChange(client, API.habits, API.tasks);
    },
    onError,
  });
}
