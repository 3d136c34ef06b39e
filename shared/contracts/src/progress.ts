import { BAR_CAP_PERCENT, HISTORY_WINDOW_DAYS, WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import { lastDays, localDate, type IsoDate } from '@ps/contracts/dates';
import {
  dayStates,
  streakAndRate,
  type Calendar,
  type CheckIn,
  type HabitPlan,
  type HabitRate,
} from '@ps/contracts/habit-rules';
import type { StreakUnit } from '@ps/contracts/habit-schedule';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import type { Task } from '@ps/contracts/tasks';

/**
 * The figures of the Progress page and the dashboard's stats row.
 * Dates are the user's calendar days; instants from the API are turned into them with the
 * user's time zone before anything is counted, so no figure depends on the server's zone.
 */

/** `part` of `whole` as a whole percentage; 0 when there is nothing to take a share of. */
function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export interface ActivityDay {
  date: IsoDate;
  completed: boolean;
}

export interface HabitWindowStats {
  /** The window's days ending today, oldest first: the squares of the activity grid. */
  days: ActivityDay[];
  /** Done days among them. */
  completedDays: number;
  /** Met periods over the periods that asked for something: "21/30 days", "3/4 weeks". */
  rate: HabitRate;
  /** The rate as a whole percent. */
  ratePercent: number;
  /** In the habit's own unit, as the habits page counts it. */
  currentStreak: number;
  unit: StreakUnit;
}

/**
 * One habit over the history window, by the habit rules. `checkIns` may reach further back than
 * the window (and should, so the streak is not cut off at 30 days); the grid shows the window.
 */
export function habitWindowStats(
  checkIns: readonly CheckIn[],
  plan: HabitPlan,
  calendar: Calendar,
  windowDays = HISTORY_WINDOW_DAYS,
): HabitWindowStats {
  const states = dayStates(checkIns, plan, calendar);
  const days = lastDays(calendar.today, windowDays).map((date) => ({
    date,
    completed: states.get(date) === 'done',
  }));
  const { rate, currentStreak, unit } = streakAndRate(states, plan, calendar);
  return {
    days,
    completedDays: days.filter((day) => day.completed).length,
    rate,
    ratePercent: percentOf(rate.done, rate.of),
    currentStreak,
    unit,
  };
}

/** The average of the per-habit rates, rounded; 0 when there are no habits. */
export function overallCompletionRate(perHabitRates: readonly number[]): number {
  if (perHabitRates.length === 0) return 0;
  const sum = perHabitRates.reduce((total, rate) => total + rate, 0);
  return Math.round(sum / perHabitRates.length);
}

/** Completed over all tasks as a whole percent; 0 when there are no tasks. */
export function taskCompletionRate(completed: number, total: number): number {
  return percentOf(completed, total);
}

export interface DayCount {
  date: IsoDate;
  count: number;
}

/** How many of `dates` fall on each of the `days` days ending today, oldest first. */
export function weeklyBuckets(
  dates: Iterable<IsoDate>,
  today: IsoDate,
  days: number = WEEKLY_VIEW_DAYS,
): DayCount[] {
  const counts = new Map<IsoDate, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  return lastDays(today, days).map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** The calendar day, in the user's zone, each completed task was completed on. */
export function taskCompletionDates(
  tasks: readonly Pick<Task, 'status' | 'completedAt'>[],
  timeZone: string,
): IsoDate[] {
  return tasks.flatMap((task) =>
    task.status === 'completed' && task.completedAt
      ? [localDate(new Date(task.completedAt), timeZone)]
      : [],
  );
}

/** The calendar day, in the user's zone, each focus session was recorded on (spec: createdAt). */
export function sessionDates(
  sessions: readonly Pick<PomodoroSession, 'createdAt'>[],
  timeZone: string,
): IsoDate[] {
  return sessions.map((session) => localDate(new Date(session.createdAt), timeZone));
}

/** A weekly bar's width: `perItem` percent for each item, never beyond `cap`. */
export function barWidthPercent(
  count: number,
  perItem: number,
  cap: number = BAR_CAP_PERCENT,
): number {
  return Math.min(cap, Math.max(0, count * perItem));
}

/** Seconds as hours with one decimal, as every focus-time figure is shown. */
export function focusHours(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}

/**
 * Today's figure minus yesterday's, for the stats row. Rounded to one decimal so hours shown
 * as 1.2 and 0.9 differ by exactly 0.3, never by a floating-point 0.29999999999999993.
 */
export function changeSinceYesterday(today: number, yesterday: number): number {
  return Math.round((today - yesterday) * 10) / 10;
}
