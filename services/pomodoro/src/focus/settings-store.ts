import type { Knex } from 'knex';
import { DEFAULT_POMODORO_SETTINGS, type PomodoroSettings } from '@ps/contracts/pomodoro-settings';
import type { ModeLengths } from '@ps/contracts/focus';
import { settingsOfRow, settingsRowOf, type SettingsRow } from '@ps/db/settings-rows';
import { toDbTimestamp } from '@ps/service/timestamps';

/** A user's timer settings; the defaults until they first change one. */
export async function readSettings(db: Knex, userId: number): Promise<PomodoroSettings> {
  const row = await db<SettingsRow & { user_id: number }>('pomodoro_settings')
    .where('user_id', userId)
    .first();
  return row ? settingsOfRow(row) : { ...DEFAULT_POMODORO_SETTINGS };
}

/** Writes the whole settings row (created on first write). */
export async function writeSettings(
  db: Knex,
  userId: number,
  settings: PomodoroSettings,
): Promise<void> {
  const values = { ...settingsRowOf(settings), updated_at: toDbTimestamp() };
  await db('pomodoro_settings')
    .insert({ user_id: userId, ...values })
    .onConflict('user_id')
    .merge(values);
}

export function modeLengths(settings: PomodoroSettings): ModeLengths {
  return { work: settings.workMinutes * 60, break: settings.breakMinutes * 60 };
}
