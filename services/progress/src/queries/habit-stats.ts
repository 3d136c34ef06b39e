import type { Knex } from 'knex';
import { addDays, type IsoDate } from '@ps/contracts/dates';
import { dayStateOf, summarize } from '@ps/contracts/habit-rules';
import { habitHistories, userCalendar } from '@ps/db/habit-history';

export interface HabitStats {
  totalHabits: number;
  habitsCompletedToday: number;
  habitsCompletedYesterday: number;
  longestStreak: number;
  currentStreak: number;
}

/**
 * Habit figures for the user's today, by the habit rules of @ps/contracts, over the habits not
 * archived. The dashboard and progress cards say "days", so the streaks are those of the habits
 * counted in days (daily, chosen weekdays, every n days): the best current one and the best ever.
 */
export async function habitStats(knex: Knex, userId: number, today: IsoDate): Promise<HabitStats> {
  const [histories, calendar] = await Promise.all([
    habitHistories(knex, userId, today),
    userCalendar(knex, userId, today),
  ]);
  const habits = histories.filter((habit) => !habit.archived);
  const doneOn = (day: IsoDate) =>
    habits.filter(({ checkIns, plan }) => {
      const checkIn = checkIns.find((entry) => entry.date === day);
      return dayStateOf(checkIn, plan.target) === 'done';
    }).length;
  const inDays = habits
    .map(({ checkIns, plan }) => summarize(checkIns, plan, calendar))
    .filter((summary) => summary.unit === 'day');
  return {
    totalHabits: habits.length,
    habitsCompletedToday: doneOn(today),
    habitsCompletedYesterday: doneOn(addDays(today, -1)),
    longestStreak: Math.max(0, ...inDays.map((summary) => summary.bestStreak)),
    currentStreak: Math.max(0, ...inDays.map((summary) => summary.currentStreak)),
  };
}
