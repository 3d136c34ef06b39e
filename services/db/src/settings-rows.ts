import type { PomodoroSettings } from '@ps/contracts/pomodoro-settings';

/**
 * How a user's timer settings are stored (one `pomodoro_settings` row, created on first change):
 * read the same way by the pomodoro service, which keeps them, and the account's export.
 */
export interface SettingsRow {
  work_minutes: number;
  break_minutes: number;
  sound: number | boolean;
  auto_start: number | boolean;
  blocking: number | boolean;
  notifications: number | boolean;
  /** A JSON array of host names. */
  blocked_sites: string;
}

export function settingsOfRow(row: SettingsRow): PomodoroSettings {
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

export function settingsRowOf(settings: PomodoroSettings): SettingsRow {
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
