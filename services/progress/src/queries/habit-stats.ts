import type { Knex } from 'knex';
import { BoundedMap } from '@ps/contracts/bounded-map';
import { addDays, type IsoDate } from '@ps/contracts/dates';
import {
  dayStateOf,
  summarize,
  type Calendar,
  type CheckIn,
  type HabitPlan,
} from '@ps/contracts/habit-rules';
import { habitHistories } from '@ps/db/habit-history';
import { CALENDAR_AND_VERSION_COLUMNS, calendarAndHabitsVersionOf } from '@ps/db/habits-version';
import type { StatsPart } from './stats-read';

export interface HabitStats {
  totalHabits: number;
  habitsCompletedToday: number;
  habitsCompletedYesterday: number;
  longestStreak: number;
  currentStreak: number;
}

/**
 * The figures last computed for each user, with what they were computed from: the user's habits
 * version and calendar (today included). Reading a whole history is most of what the stats cost;
 * the next read with the same version and calendar answers from here.
 */
export type HabitStatsMemo = BoundedMap<number, { basis: string; stats: HabitStats }>;

/** One per app: users of different databases (tests, tenants) never share an entry. */
export function habitStatsMemo(maxUsers = 10_000): HabitStatsMemo {
  return new BoundedMap(maxUsers);
}

/**
 * Habit figures for the user's today, by the habit rules of @ps/contracts, over the habits not
 * archived. The dashboard and progress cards say "days", so the streaks are those of the habits
 * counted in days (daily, chosen weekdays, every n days): the best current one and the best ever.
 * The stats read brings the user's calendar and habits version; the history is read only when
 * the memo holds nothing computed from those.
 */
export function habitStats(
  knex: Knex,
  userId: number,
  today: IsoDate,
  memo: HabitStatsMemo,
): StatsPart<HabitStats> {
  return {
    columns: USER_COLUMNS,
    joins: '',
    bindings: [],
    figures: async (row) => {
      const { calendar, version } = calendarAndHabitsVersionOf(row, today);
      const basis = JSON.stringify([version, calendar]);
      const kept = memo.get(userId);
      if (kept?.basis === basis) return kept.stats;
      const stats = figuresOf(await habitHistories(knex, userId, today), calendar);
      memo.set(userId, { basis, stats });
      return stats;
    },
  };
}

/** The user's calendar and habits version, as the stats read selects them. */
const USER_COLUMNS = CALENDAR_AND_VERSION_COLUMNS.map((column) => `users.${column} as ${column}`);

type History = { archived: boolean; plan: HabitPlan; checkIns: CheckIn[] };

function figuresOf(histories: History[], calendar: Calendar): HabitStats {
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
    habitsCompletedToday: doneOn(calendar.today),
    habitsCompletedYesterday: doneOn(addDays(calendar.today, -1)),
    longestStreak: Math.max(0, ...inDays.map((summary) => summary.bestStreak)),
    currentStreak: Math.max(0, ...inDays.map((summary) => summary.currentStreak)),
  };
}
