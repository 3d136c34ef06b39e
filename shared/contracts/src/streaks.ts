import { addDays, weekStart, type IsoDate } from './dates';
import type { Frequency } from './habits';

/**
 * Streak rules of spec section 4, for daily habits in days and for weekly habits in weeks.
 * A streak is the run of consecutive completed periods ending with the current one, or
 * ending with the previous one while the current one is not done yet.
 * `completions` are calendar dates in any order, duplicates allowed.
 */
export function currentStreak(
  completions: Iterable<IsoDate>,
  today: IsoDate,
  frequency: Frequency = 'daily',
): number {
  const periods = toPeriods(completions, frequency);
  const step = frequency === 'weekly' ? 7 : 1;
  let period = periodOf(today, frequency);
  if (!periods.has(period)) period = addDays(period, -step);
  let streak = 0;
  while (periods.has(period)) {
    streak += 1;
    period = addDays(period, -step);
  }
  return streak;
}

function periodOf(date: IsoDate, frequency: Frequency): IsoDate {
  return frequency === 'weekly' ? weekStart(date) : date;
}

function toPeriods(completions: Iterable<IsoDate>, frequency: Frequency): Set<IsoDate> {
  const periods = new Set<IsoDate>();
  for (const date of completions) periods.add(periodOf(date, frequency));
  return periods;
}
