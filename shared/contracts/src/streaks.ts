import type { IsoDate } from '@ps/contracts/dates';
import { scheduleOfFrequency, type Frequency } from '@ps/contracts/habit-schedule';
import { dayStates, periods, streakRuns, summarize, type CheckIn } from '@ps/contracts/habit-rules';

/**
 * The current streak of a yes/no habit from its done days, in days for daily habits and in
 * (Monday-first) weeks for weekly ones, by the rules in ./habit-rules. `completions` are
 * calendar dates in any order, duplicates allowed; days after today are ignored.
 */
export function currentStreak(
  completions: Iterable<IsoDate>,
  today: IsoDate,
  frequency: Frequency = 'daily',
): number {
  const checkIns = doneDays(completions);
  if (checkIns.length === 0) return 0;
  return summarize(checkIns, planOf(checkIns, frequency), { today, weekStart: 'monday' })
    .currentStreak;
}

/** The longest run of done days (or weeks) among `completions`. */
export function longestStreak(
  completions: Iterable<IsoDate>,
  today: IsoDate,
  frequency: Frequency = 'daily',
): number {
  const checkIns = doneDays(completions);
  if (checkIns.length === 0) return 0;
  const plan = planOf(checkIns, frequency);
  const calendar = { today, weekStart: 'monday' as const };
  const runs = streakRuns(
    periods(dayStates(checkIns, plan, calendar), plan, calendar),
    plan,
    today,
  );
  return Math.max(0, ...runs.map((run) => run.length));
}

function doneDays(completions: Iterable<IsoDate>): CheckIn[] {
  return [...new Set(completions)].map((date) => ({ date, status: 'done', value: null }));
}

/** Counted from the first done day: nothing before it can break a streak. */
function planOf(checkIns: readonly CheckIn[], frequency: Frequency) {
  const startDate = checkIns.reduce(
    (first, { date }) => (date < first ? date : first),
    '9999-12-31',
  );
  return { schedule: scheduleOfFrequency(frequency), target: null, startDate };
}
