import { useIntl, type IntlShape } from 'react-intl';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import { meetsTarget } from '@ps/contracts/habit-schedule';
import { completionSchema, type Completion, type Habit } from '@ps/contracts/habits';
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
 * read covering that day changes at once (cards, calendar, dashboard). Once the server has it,
 * the record it saved takes the place of the one shown, and only the stats are read again: the
 * days were already on screen, and reading a year of them again after each tap cost a phone a
 * few hundred KB. A refusal puts them back, shows the 'Error' toast, and reads the habits and
 * their days again. Offline the change is kept (and shown) until the network is back, then sent;
 * the reads follow the server once it has it.
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
      showInCachedReads(client, {
        habitId: edit.habit.id,
        date: edit.date,
        record: recordAfter(edit),
      });
      return { previous };
    },
    onSuccess: (outcome, edit) => {
      // Kept to send later: the queue reads the habits again once the server has it.
      if (!outcome.sent) return;
      const record = savedRecord(edit, outcome.answer);
      // An answer that is not a record: the habits and their days are read again instead.
      if (record === undefined) return void refreshAfterChange(client, API.habits);
      showInCachedReads(client, { habitId: edit.habit.id, date: edit.date, record });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
    },
    onError: (error, _edit, context) => {
      for (const [queryKey, data] of context?.previous ?? []) client.setQueryData(queryKey, data);
      onChangeError(error);
      void refreshAfterChange(client, API.habits);
    },
  });
}

/** The day's record as the server saved it: null once cleared, undefined when it did not say. */
function savedRecord(edit: DayEdit, answer: unknown): Completion | null | undefined {
  if (edit.action.kind === 'clear') return null;
  const saved = completionSchema.safeParse(answer);
  return saved.success ? saved.data : undefined;
}

/** Every cached completions read covering the day, as it is after `change`. */
function showInCachedReads(client: QueryClient, change: DayChange): void {
  for (const [queryKey, data] of client.getQueriesData({ queryKey: queryKeys.allCompletions })) {
    const next = changedCompletions(queryKey, data, change);
    if (next) client.setQueryData(queryKey, next);
  }
}
