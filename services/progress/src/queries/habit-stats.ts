import type { Knex } from 'knex';
import { addDays, daysBetween, type IsoDate } from '@ps/contracts/dates';
import type { Frequency } from '@ps/contracts/habits';

export interface HabitStats {
  totalHabits: number;
  habitsCompletedToday: number;
  habitsCompletedYesterday: number;
  longestStreak: number;
  currentStreak: number;
}

/**
 * Habit figures for the user's today. Streaks are over DAILY habits and in days (the dashboard and
 * progress cards say "days"): the best current run among them, and the longest run ever. Both come
 * from the streak data kept with the rows (@ps/db streak-runs), so this reads one row per habit
 * and at most two completions per habit, however long the history.
 */
export async function habitStats(knex: Knex, userId: number, today: IsoDate): Promise<HabitStats> {
  const yesterday = addDays(today, -1);
  const [totals, recent] = await Promise.all([
    knex('habits')
      .where('user_id', userId)
      .select(
        knex.raw('count(*) as total'),
        knex.raw(
          "coalesce(max(case when frequency = 'daily' then longest_streak end), 0) as longest",
        ),
      )
      .first(),
    knex('habits as h')
      .join('habit_completions as c', 'c.habit_id', 'h.id')
      .where('h.user_id', userId)
      .whereIn('c.completed_at', [today, yesterday])
      .select('h.id', 'h.frequency', 'c.completed_at', 'c.run_start') as Promise<RecentRow[]>,
  ]);

  const doneOn = (day: IsoDate) => recent.filter((row) => row.completed_at === day).length;
  // Spec: a streak ends today, or yesterday while today is not done yet.
  const streakEnds = new Map<number, RecentRow>();
  for (const row of recent) {
    if (row.frequency !== 'daily') continue;
    const known = streakEnds.get(row.id);
    if (!known || row.completed_at > known.completed_at) streakEnds.set(row.id, row);
  }
  const currentStreak = Math.max(
    0,
    ...[...streakEnds.values()].map(
      (row) => daysBetween(row.run_start ?? row.completed_at, row.completed_at) + 1,
    ),
  );
  return {
    totalHabits: Number(totals?.total ?? 0),
    habitsCompletedToday: doneOn(today),
    habitsCompletedYesterday: doneOn(yesterday),
    longestStreak: Number(totals?.longest ?? 0),
    currentStreak,
  };
}

interface RecentRow {
  id: number;
  frequency: Frequency;
  completed_at: IsoDate;
  /** Null only for rows written by a service version older than the streak columns. */
  run_start: IsoDate | null;
}
