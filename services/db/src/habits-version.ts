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

/**
 * The user's calendar for `today` and their habits version, from one read of their row: together
 * they are what figures computed from the habit history depend on besides the history itself.
 * The account's creation time is in the version, so an account that gets the id of a deleted one
 * never matches what was kept for that one.
 */
export async function calendarAndHabitsVersion(
  knex: Knex,
  userId: number,
  today: IsoDate,
): Promise<{ calendar: Calendar; version: string | undefined }> {
  const row = await knex('users')
    .select([...CALENDAR_COLUMNS, 'habits_version', 'created_at'])
    .where('id', userId)
    .first();
  return {
    calendar: calendarOfRow(row, today),
    version: row && `${row.habits_version}@${String(row.created_at)}`,
  };
}
