import { useEffect, useRef } from 'react';
import { API } from '@ps/contracts/api';
import { pomodoroSettingsSchema, timerSettingsOf } from '@ps/contracts/pomodoro-settings';
import type { TimerSettings } from '@ps/contracts/timer-settings';
import { apiJson } from '@ps/web/api';
import { SETTINGS_KEY, settingsStore } from '../settings/settings-store';
import { mirrorSettings } from './focus-mirror';

/** Set once this browser's settings have moved to the account; from then on the account rules. */
export const SETTINGS_MOVED_KEY = 'pomodoro.settingsMoved';

/**
 * Keeps the page's settings and the account's as one. On the first load after the move, settings
 * this browser kept go up to the account; on every later load the account's come down (so a
 * change made on the phone shows on the laptop); each change on the page goes up at once.
 */
export function useAccountSettings(settings: TimerSettings): void {
  const lastSynced = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const firstMove =
      localStorage.getItem(SETTINGS_MOVED_KEY) === null &&
      localStorage.getItem(SETTINGS_KEY) !== null;
    const sync = firstMove
      ? mirrorSettings(settingsStore.get()).then(() => settingsStore.get())
      : apiJson('GET', API.pomodoroSettings).then((body) =>
          timerSettingsOf(pomodoroSettingsSchema.parse(body)),
        );
    sync
      .then((account) => {
        if (cancelled) return;
        localStorage.setItem(SETTINGS_MOVED_KEY, '1');
        lastSynced.current = JSON.stringify(account);
        if (JSON.stringify(settingsStore.get()) !== lastSynced.current) settingsStore.set(account);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const text = JSON.stringify(settings);
    if (lastSynced.current === null || text === lastSynced.current) return;
    lastSynced.current = text;
    void mirrorSettings(settings).catch(() => undefined);
  }, [settings]);
}
