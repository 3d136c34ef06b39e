import { useRead } from '@ps/web/use-read';
import type { IsoDate } from '@ps/contracts/dates';
import { completionsRange } from '@ps/contracts/habit-week';
import { recordsByHabit } from '@ps/contracts/habit-records';
import type { Completion } from '@ps/contracts/habits';
import { reads } from '@ps/web/reads';
import { sameFields } from '@ps/web/same-fields';

/** Whether two lists hold the same records, field for field, in the same order. */
const sameRecords = (a: readonly Completion[], b: readonly Completion[]) =>
  a.length === b.length && a.every((record, i) => sameFields(record, b[i]!));

let lastGrouping = new Map<number, Completion[]>();

/**
 * Each habit's records. A habit whose records did not change keeps the very list the last
 * grouping gave it: a check-in regroups a year of everyone's records, and the cards of the other
 * habits then see the same list and keep what they computed from it (a year's streak and score
 * each, most of a phone's work after a tap). Module-level so react-query keeps the grouping until
 * the answer changes.
 */
function byHabit(completions: Completion[] | null): Map<number, Completion[]> {
  const grouped = recordsByHabit(completions ?? []);
  for (const [habitId, records] of grouped) {
    const before = lastGrouping.get(habitId);
    if (before && sameRecords(before, records)) grouped.set(habitId, before);
  }
  lastGrouping = grouped;
  return grouped;
}

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
