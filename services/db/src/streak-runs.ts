import type { Knex } from 'knex';
import { addDays, daysBetween, type IsoDate } from '@ps/contracts/dates';
import { dayNumberSql } from '@ps/service/database';

/**
 * Streaks are kept as data so analytics never scan a user's history: every completion row carries
 * `run_start`, the first day of the unbroken run of days it belongs to, and every habit its
 * `longest_streak` in days. A current streak is then one row away (today's or yesterday's
 * completion: its date minus its run_start, plus one).
 */

/** Each date with the first day of its run, for rows about to be inserted. */
export function withRunStarts(dates: IsoDate[]): { date: IsoDate; runStart: IsoDate }[] {
  const sorted = [...new Set(dates)].sort();
  let runStart = sorted[0]!;
  return sorted.map((date, i) => {
    if (i > 0 && daysBetween(sorted[i - 1]!, date) !== 1) runStart = date;
    return { date, runStart };
  });
}

/** Longest run of consecutive days among `dates`. */
export function longestRun(dates: IsoDate[]): number {
  return withRunStarts(dates).reduce(
    (longest, { date, runStart }) => Math.max(longest, daysBetween(runStart, date) + 1),
    0,
  );
}

/**
 * Serialises writes to one habit's days: on MySQL a row lock that concurrent marks of the same
 * habit wait for; on SQLite the database write lock. Call first inside the transaction.
 */
export async function lockHabit(trx: Knex.Transaction, habitId: number): Promise<void> {
  await trx('habits')
    .where('id', habitId)
    .update({ longest_streak: trx.ref('longest_streak') });
}

/** Adds `date` to a habit's days (no-op if present). Returns whether a row was added. */
export async function markDay(
  trx: Knex.Transaction,
  habitId: number,
  date: IsoDate,
  createdAt: string,
) {
  const existing = await trx('habit_completions')
    .where({ habit_id: habitId, completed_at: date })
    .first('id');
  if (existing) return false;
  const before = await trx('habit_completions')
    .where({ habit_id: habitId, completed_at: addDays(date, -1) })
    .first('run_start');
  const runStart: IsoDate = before?.run_start ?? date;
  await trx('habit_completions').insert({
    habit_id: habitId,
    completed_at: date,
    run_start: runStart,
    created_at: createdAt,
  });
  // The run that began the day after now continues this one.
  await trx('habit_completions')
    .where({ habit_id: habitId, run_start: addDays(date, 1) })
    .update({ run_start: runStart });
  await refreshLongestStreak(trx, habitId);
  return true;
}

/** Removes `date` from a habit's days (no-op if absent), splitting its run in two. */
export async function unmarkDay(trx: Knex.Transaction, habitId: number, date: IsoDate) {
  const row = await trx('habit_completions')
    .where({ habit_id: habitId, completed_at: date })
    .first('run_start');
  if (!row) return false;
  await trx('habit_completions').where({ habit_id: habitId, completed_at: date }).delete();
  await trx('habit_completions')
    .where({ habit_id: habitId, run_start: row.run_start })
    .andWhere('completed_at', '>', date)
    .update({ run_start: addDays(date, 1) });
  await refreshLongestStreak(trx, habitId);
  return true;
}

async function refreshLongestStreak(trx: Knex.Transaction, habitId: number) {
  const span = `${dayNumberSql(trx, 'completed_at')} - ${dayNumberSql(trx, 'run_start')} + 1`;
  const row = await trx('habit_completions')
    .where('habit_id', habitId)
    .max({ longest: trx.raw(span) })
    .first();
  await trx('habits')
    .where('id', habitId)
    .update({ longest_streak: Number(row?.longest ?? 0) });
}
