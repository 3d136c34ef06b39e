import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { IsoDate } from '@ps/contracts/dates';
import { completionDatesByHabit, completionsRange } from '@ps/contracts/habit-week';
import { completionSchema } from '@ps/contracts/habits';
import { queryKeys } from '@ps/web/queries';

const completionListSchema = z.array(completionSchema);

/** Module-level so react-query keeps the grouping until the answer changes. */
function byHabit(data: unknown): Map<number, IsoDate[]> {
  return completionDatesByHabit(data ? completionListSchema.parse(data) : []);
}

/**
 * Every habit's completions over the `days` ending today, in ONE batched read whatever the number
 * of habits; screens asking for the same window share the request and the cache.
 */
export function useCompletionsByHabit(today: IsoDate, days: number) {
  return useQuery({
    queryKey: queryKeys.completions(completionsRange(today, days)),
    select: byHabit,
  });
}
