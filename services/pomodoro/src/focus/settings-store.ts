import type { Knex } from 'knex';
import { DEFAULT_POMODORO_SETTINGS, type PomodoroSettings } from '@ps/contracts/pomodoro-settings';
import type { ModeLengths } from '@ps/contracts/focus';
import { toDbTimestamp } from '@ps/service/timestamps';

interface SettingsRow {
  work_minutes: number;
  break_minutes: number;
  sound: number | boolean;
  auto_start: number | boolean;
  blocking: number | boolean;
  notifications: number | boolean;
  blocked_sites: string;
}

function toSettings(row: SettingsRow): PomodoroSettings {
  return {
    workMinutes: row.work_minutes,
    breakMinutes: row.break_minutes,
    sound: Boolean(row.sound),
    autoStart: Boolean(row.auto_start),
    blocking: Boolean(row.blocking),
    notifications: Boolean(row.notifications),
    blockedSites: JSON.parse(row.blocked_sites) as string[],
  };
}

function toRow(settings: PomodoroSettings): SettingsRow {
  return {
    work_minutes: settings.workMinutes,
    break_minutes: settings.breakMinutes,
    sound: settings.sound,
    auto_start: settings.autoStart,
    blocking: settings.blocking,
    notifications: settings.notifications,
    blocked_sites: JSON.stringify(settings.blockedSites),
  };
}

/** A user's timer settings; the defaults until they first change one. */
export async function readSettings(db: Knex, userId: number): Promise<PomodoroSettings> {
  const row = await db<SettingsRow & { user_id: number }>('pomodoro_settings')
    .where('user_id', userId)
    .first();
  return row ? toSettings(row) : { ...DEFAULT_POMODORO_SETTINGS };
}

/** Writes the whole settings row (created on first write). */
export async function writeSettings(
  db: Knex,
  userId: number,
  settings: PomodoroSettings,
): Promise<void> {
  const values = { ...toRow(settings), updated_at: toDbTimestamp() };
  await db('pomodoro_settings')
    .insert({ user_id: userId, ...values })
    .onConflict('user_id')
    .merge(values);
}

export function modeLengths(settings: PomodoroSettings): ModeLengths {
  return { work: settings.workMinutes * 60, break: settings.breakMinutes * 60 };
}
