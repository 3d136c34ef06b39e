import { BAR_CAP_PERCENT, STREAK_TARGET_DAYS, WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import { addDays, lastDays, type IsoDate } from '@ps/contracts/dates';
import { MAX_RANGE_DAYS, type Completion, type DateRangeQuery } from '@ps/contracts/habits';

export interface WeekDay {
  date: IsoDate;
  completed: boolean;
}

export interface WeekView {
  /** The last seven days ending today, oldest first. */
  days: WeekDay[];
  /** How many of them are done: the 'n' of 'n/7'. */
  completedCount: number;
}

/** Per habit, the dashboard's weekly view: the last seven days and how many are done. */
export function weekView(completions: Iterable<IsoDate>, today: IsoDate): WeekView {
  const done = new Set(completions);
  const days = lastDays(today, WEEKLY_VIEW_DAYS).map((date) => ({
    date,
    completed: done.has(date),
  }));
  return { days, completedCount: days.filter((day) => day.completed).length };
}

/** The progress ring's fill: streak / 30 days, capped at 100 %. */
export function streakRingPercent(streak: number): number {
  return Math.min(Math.max(streak, 0) / STREAK_TARGET_DAYS, 1) * BAR_CAP_PERCENT;
}

/** The `days` calendar days ending today, as a completions query range. */
export function completionsRange(today: IsoDate, days: number): DateRangeQuery {
  return { startDate: addDays(today, 1 - days), endDate: today };
}

/** The widest range one completions read may cover: streaks come out exact up to a year. */
export const STREAK_HISTORY_DAYS = MAX_RANGE_DAYS;

/** One batched completions answer split per habit: habit id → its completion dates. */
export function completionDatesByHabit(
  completions: readonly Pick<Completion, 'habitId' | 'completedAt'>[],
): Map<number, IsoDate[]> {
  const byHabit = new Map<number, IsoDate[]>();
  for (const { habitId, completedAt } of completions) {
    const dates = byHabit.get(habitId);
    if (dates) dates.push(completedAt);
    else byHabit.set(habitId, [completedAt]);
  }
  return byHabit;
}
