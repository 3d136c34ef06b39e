import { useIntl, type IntlShape } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import { meetsTarget } from '@ps/contracts/habit-schedule';
import type { Habit } from '@ps/contracts/habits';
import { useChangeErrorHandler } from '@ps/web/errors';
import { sendOrQueue } from '@ps/web/offline/changes';
import { refreshAfterChange } from '@ps/web/query-client';
import { queryKeys } from '@ps/web/query-keys';
import { dayChange, type DayAction } from '../api';
import { changedCompletions, type DayChange } from './optimistic-completions';
import { useText, type HabitsMessageId } from '../../i18n/use-text';

export interface DayEdit {
  habit: Pick<Habit, 'id' | 'target' | 'name'>;
  date: IsoDate;
  action: DayAction;
}

/** The record a day will hold after `action`, as the server will work it out. */
function recordAfter({ habit, action }: DayEdit): DayChange['record'] {
  if (action.kind === 'clear') return null;
  if (action.kind === 'skip') return { status: 'skipped', value: null, note: null, met: false };
  const value = action.value ?? null;
  const met = !habit.target || (value !== null && meetsTarget(habit.target, value));
  return { status: 'done', value, note: action.note ?? null, met };
}

const LABELS: Record<DayAction['kind'], HabitsMessageId> = {
  done: 'habits.change.done',
  skip: 'habits.change.skip',
  clear: 'habits.change.clear',
};

/** "mark “Swim” done for Nov 25": the change named, for a toast if the server refuses it later. */
function labelOf(edit: DayEdit, t: ReturnType<typeof useText>, intl: IntlShape): string {
  const day = intl.formatDate(`${edit.date}T00:00:00Z`, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  });
  return t(LABELS[edit.action.kind], { name: edit.habit.name, date: day });
}

/**
 * Marks a habit's day done (with its amount), skips it or clears it. Every cached completions
 * read covering that day changes at once (cards, calendar, dashboard); a refusal puts them back
 * and shows the 'Error' toast; in both cases the habits, their days and the stats are read again.
 * Offline the change is kept (and shown) until the network is back, then sent; the reads follow
 * the server once it has it.
 */
export function useChangeDay() {
  const client = useQueryClient();
  const onChangeError = useChangeErrorHandler();
  const t = useText();
  const intl = useIntl();
  return useMutation({
    networkMode: 'always',
    mutationFn: (edit: DayEdit) =>
      sendOrQueue(dayChange(edit.habit.id, edit.date, edit.action, labelOf(edit, t, intl))),
    onMutate: async (edit) => {
      const filters = { queryKey: queryKeys.allCompletions };
      await client.cancelQueries(filters);
      const previous = client.getQueriesData(filters);
      const change = { habitId: edit.habit.id, date: edit.date, record: recordAfter(edit) };
      for (const [queryKey, data] of previous) {
        const next = changedCompletions(queryKey, data, change);
        if (next) client.setQueryData(queryKey, next);
      }
      return { previous };
    },
    onError: (error, _edit, context) => {
      for (const [queryKey, data] of context?.previous ?? []) client.setQueryData(queryKey, data);
      onChangeError(error);
    },
    onSettled: (outcome) =>
      outcome?.sent === false ? undefined : refreshAfterChange(client, API.habits),
  });
}
