import { useRead } from '@ps/web/use-read';
import type { IsoDate } from '@ps/contracts/dates';
import { completionsRange } from '@ps/contracts/habit-week';
import { recordsByHabit } from '@ps/contracts/habit-records';
import type { Completion } from '@ps/contracts/habits';
import { reads } from '@ps/web/reads';

/** Module-level so react-query keeps the grouping until the answer changes. */
const byHabit = (completions: Completion[] | null) => recordsByHabit(completions ?? []);

function doneDatesByHabit(completions: Completion[] | null): Map<number, IsoDate[]> {
  const doneDates = new Map<number, IsoDate[]>();
  for (const [habitId, records] of byHabit(completions)) {
    doneDates.set(
      habitId,
      records.filter((record) => record.met).map((record) => record.completedAt),
    );
  }
  return doneDates;
}

const everyRecord = (today: IsoDate, days: number) => ({
  ...completionsRange(today, days),
  include: 'all' as const,
});

/**
 * Every habit's records (done, skipped, amounts, notes) over the `days` ending today, in ONE
 * batched read whatever the number of habits; screens asking for the same window share the
 * request and the cache.
 */
export function useHabitDays(today: IsoDate, days: number) {
  return useRead(reads.completions(everyRecord(today, days), byHabit));
}

/** The same read, as each habit's days that count as done. */
export function useCompletionsByHabit(today: IsoDate, days: number) {
  return useRead(reads.completions(everyRecord(today, days), doneDatesByHabit));
}
