import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { useChangeErrorHandler } from '@ps/web/errors';
import { refreshAfterChange } from '@ps/web/query-client';
import { markHabitDone, unmarkHabitDone } from '../api';
import { isCompletionsKey, toggledCompletions, type DayToggle } from './optimistic-completions';

/**
 * Marks or unmarks a habit for a day. Every cached completions read covering that day changes at
 * once (cards, dashboard, weekly view); a refusal puts them back and shows the 'Error' toast; in
 * both cases the habits, their completions and the stats are then read again.
 */
export function useToggleDay() {
  const client = useQueryClient();
  const onChangeError = useChangeErrorHandler();
  return useMutation({
    mutationFn: ({ habitId, date, done }: DayToggle) =>
      done ? markHabitDone(habitId, date) : unmarkHabitDone(habitId, date),
    onMutate: async (toggle) => {
      const filters = {
        queryKey: [API.habits],
        predicate: (query: { queryKey: QueryKey }) => isCompletionsKey(query.queryKey),
      };
      await client.cancelQueries(filters);
      const previous = client.getQueriesData(filters);
      for (const [queryKey, data] of previous) {
        const next = toggledCompletions(queryKey, data, toggle);
        if (next) client.setQueryData(queryKey, next);
      }
      return { previous };
    },
    onError: (error, _toggle, context) => {
      for (const [queryKey, data] of context?.previous ?? []) client.setQueryData(queryKey, data);
      onChangeError(error);
    },
    onSettled: () => refreshAfterChange(client, API.habits),
  });
}
