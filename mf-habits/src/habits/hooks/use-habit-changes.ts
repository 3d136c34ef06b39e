import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { habitListSchema, type Habit } from '@ps/contracts/habits';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { refreshAfterChange } from '@ps/web/query-client';
import { queryKeys } from '@ps/web/query-keys';
import { createHabit, deleteHabit, reorderHabits, updateHabit, type HabitBody } from '../api';
import { useText } from '../../i18n/use-text';

/** Creates a habit, or updates `habit` when given; toasts and refreshes on success. */
export function useSaveHabit(habit: Habit | null) {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: (body: HabitBody) => (habit ? updateHabit(habit.id, body) : createHabit(body)),
    onSuccess: () => {
      notify({
        title: t(habit ? 'habits.toast.updated' : 'habits.toast.created'),
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
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: (habit: Habit) => deleteHabit(habit.id),
    onSuccess: () => {
      notify({ title: t('habits.toast.deleted'), variant: 'success' });
      void refreshAfterChange(client, API.habits, API.tasks);
    },
    onError,
  });
}

/** Archives a habit (it leaves today's lists, its history stays) or brings it back. */
export function useArchiveHabit() {
  const client = useQueryClient();
  const t = useText();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: ({ habit, archived }: { habit: Habit; archived: boolean }) =>
      updateHabit(habit.id, { archived }),
    onSuccess: (_answer, { archived }) => {
      notify({
        title: t(archived ? 'habits.toast.archived' : 'habits.toast.restored'),
        variant: 'success',
      });
      void refreshAfterChange(client, API.habits);
    },
    onError,
  });
}

/** Moves a habit one place up or down; the list changes at once and the server follows. */
export function useMoveHabit() {
  const client = useQueryClient();
  const onError = useChangeErrorHandler();
  return useMutation({
    mutationFn: (ids: number[]) => reorderHabits(ids),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: queryKeys.habits, exact: true });
      const previous = client.getQueryData(queryKeys.habits);
      const cached = habitListSchema.safeParse(previous);
      if (cached.success) {
        const byId = new Map(cached.data.map((habit) => [habit.id, habit]));
        client.setQueryData(
          queryKeys.habits,
          ids.map((id, index) => ({ ...byId.get(id)!, position: index + 1 })),
        );
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      client.setQueryData(queryKeys.habits, context?.previous);
      onError(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.habits, exact: true }),
  });
}

/**
 * Every habit's id after `habit` is dropped at place `to` among the habits shown (`shown`, in the
 * order of `all`): the shown habits take their new order in the slots they held in `all`, and
 * every habit not shown keeps its place.
 */
export function orderAfterDrop(
  all: readonly Habit[],
  shown: readonly Habit[],
  habit: Habit,
  to: number,
): number[] {
  const shownIds = shown.map((entry) => entry.id);
  const from = shownIds.indexOf(habit.id);
  if (from < 0 || to < 0 || to >= shownIds.length) return all.map((entry) => entry.id);
  shownIds.splice(from, 1);
  shownIds.splice(to, 0, habit.id);
  const isShown = new Set(shownIds);
  let next = 0;
  return all.map((entry) => (isShown.has(entry.id) ? shownIds[next++]! : entry.id));
}

/** Every habit's id after moving `habit` one place up or down among the habits shown. */
export function orderAfterMove(
  all: readonly Habit[],
  shown: readonly Habit[],
  habit: Habit,
  move: 'up' | 'down',
): number[] {
  const index = shown.findIndex((entry) => entry.id === habit.id);
  return orderAfterDrop(all, shown, habit, index + (move === 'up' ? -1 : 1));
}
