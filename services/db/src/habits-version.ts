import type { Knex } from 'knex';
import type { IsoDate } from '@ps/contracts/dates';
import type { Calendar } from '@ps/contracts/habit-rules';
import { calendarOfRow, CALENDAR_COLUMNS } from './habit-history';

/*
 * Each user's habits version: a counter raised after every change to their habits or check-ins,
 * so a reader may keep what it computed from the whole history until the counter moves. It is
 * raised once the change is committed (or in its transaction): a reader that sees the new count
 * then also sees the change, and one that computed from the change under the old count only
 * keeps it until the next read.
 */

/** Call after any write to the user's habits or check-ins. */
export async function noteHabitsChanged(knex: Knex, userId: number): Promise<void> {
  await knex('users').where('id', userId).increment('habits_version', 1);
}

/** The same, for a write known by its habit. */
export async function noteHabitChanged(knex: Knex, habitId: number): Promise<void> {
  await knex('users')
    .whereIn('id', knex('habits').select('user_id').where('id', habitId))
    .increment('habits_version', 1);
}

/** The columns of `users` that `calendarAndHabitsVersionOf` reads. */
export const CALENDAR_AND_VERSION_COLUMNS = [
  ...CALENDAR_COLUMNS,
  'habits_version',
  'created_at',
] as const;

type CalendarAndVersionRow = Parameters<typeof calendarOfRow>[0] & {
  habits_version?: number;
  created_at?: unknown;
};

/**
 * The user's calendar for `today` and their habits version, from their row: together they are
 * what figures computed from the habit history depend on besides the history itself. The
 * account's creation time is in the version, so an account that gets the id of a deleted one
 * never matches what was kept for that one.
 */
export function calendarAndHabitsVersionOf(
  row: CalendarAndVersionRow | undefined,
  today: IsoDate,
): { calendar: Calendar; version: string | undefined } {
  return {
    calendar: calendarOfRow(row, today),
    version:
      row?.habits_version === undefined
        ? undefined
        : `${row.habits_version}@${String(row.created_at)}`,
  };
}
