import type { Knex } from 'knex';
import { scheduleColumns, targetColumns } from '@ps/db/habit-history';
import { settingsRowOf } from '@ps/db/settings-rows';
import { DEFAULT_POMODORO_SETTINGS } from '@ps/contracts/pomodoro-settings';
import { toDbTimestamp } from '@ps/service/timestamps';

/**
 * An account with one of everything the export holds, written straight into the schema: three
 * habits (daily with notes and a skip, measurable, archived weekdays), tasks (one linked to a
 * habit, one completed), focus sessions, timer settings with blocked sites, and preferences.
 * Texts carry commas, quotes, line breaks and Arabic, for the CSV files.
 */
export async function seedAccount(knex: Knex, userId: number): Promise<void> {
  await knex('users').where('id', userId).update({
    first_name: 'Amal',
    last_name: 'Haddad, "Jr"',
    language: 'ar',
    timezone: 'Africa/Cairo',
    week_start: 'sunday',
    vacation_from: '2026-08-01',
    vacation_to: '2026-08-10',
  });
  const at = (iso: string) => toDbTimestamp(new Date(iso));
  const habit = async (row: Record<string, unknown>) => {
    const [id] = await knex('habits').insert({
      user_id: userId,
      created_at: at('2026-01-01T08:00:00Z'),
      updated_at: at('2026-01-02T08:00:00Z'),
      ...row,
    });
    return Number(id);
  };
  const read = await habit({
    name: 'قراءة, "daily"',
    description: 'Two pages\nevery day',
    ...scheduleColumns({ kind: 'daily' }),
    start_date: '2026-01-01',
    position: 0,
  });
  const water = await habit({
    name: 'Water',
    ...scheduleColumns({ kind: 'timesPerWeek', times: 5 }),
    ...targetColumns({ amount: 8, unit: 'glasses', direction: 'atLeast' }),
    start_date: '2026-01-03',
    is_active: false,
    position: 1,
  });
  const gym = await habit({
    name: '=Gym',
    ...scheduleColumns({ kind: 'weekdays', days: [1, 3, 5] }),
    start_date: '2026-01-05',
    archived: true,
    position: 2,
  });
  const checkIn = (habitId: number, date: string, fields: Record<string, unknown> = {}) =>
    knex('habit_completions').insert({
      habit_id: habitId,
      completed_at: date,
      created_at: at(`${date}T20:00:00Z`),
      ...fields,
    });
  await checkIn(read, '2026-01-01', { note: 'كتاب جميل' });
  await checkIn(read, '2026-01-02', { status: 'skipped' });
  await checkIn(read, '2026-01-03');
  await checkIn(water, '2026-01-03', { value: 6.5 });
  await checkIn(water, '2026-01-04', { value: 9, note: 'hot day' });
  await checkIn(gym, '2026-01-05');
  const task = async (row: Record<string, unknown>) => {
    const [id] = await knex('tasks').insert({
      user_id: userId,
      created_at: at('2026-01-02T09:00:00Z'),
      updated_at: at('2026-01-02T09:00:00Z'),
      ...row,
    });
    return Number(id);
  };
  const linked = await task({ description: 'Buy a book', habit_id: read, priority: 'high' });
  await task({
    description: 'File taxes',
    due_date: '2026-04-15',
    status: 'completed',
    completed_at: at('2026-01-10T10:30:00Z'),
    created_at: at('2026-01-03T09:00:00Z'),
  });
  await knex('pomodoro_sessions').insert(
    [
      {
        user_id: userId,
        task_id: linked,
        duration: 1500,
        completed_at: at('2026-01-02T10:00:00Z'),
      },
      { user_id: userId, task_id: null, duration: 600, completed_at: at('2026-01-03T11:00:00Z') },
    ].map((row) => ({ ...row, created_at: row.completed_at })),
  );
  await knex('pomodoro_settings').insert({
    user_id: userId,
    ...settingsRowOf({
      ...DEFAULT_POMODORO_SETTINGS,
      workMinutes: 50,
      blocking: true,
      blockedSites: ['youtube.com', 'x.com'],
    }),
    updated_at: toDbTimestamp(),
  });
}
