import { useSyncExternalStore } from 'react';
import { parseStoredSettings, type TimerSettings } from '@ps/contracts/timer-settings';
import { createPersistentStore } from '../storage/persistent-store';

export const SETTINGS_KEY = 'pomodoro.settings';

/**
 * The timer settings as this browser keeps them, validated on every read; the account holds the
 * same ones (see use-account-settings.ts).
 */
export const settingsStore = createPersistentStore<TimerSettings>(
  SETTINGS_KEY,
  parseStoredSettings,
);

export function useTimerSettings() {
  const settings = useSyncExternalStore(
    settingsStore.subscribe,
    settingsStore.get,
    settingsStore.get,
  );
  const change = (patch: Partial<TimerSettings>) =>
    settingsStore.update((current) => ({ ...current, ...patch }));
  return { settings, change };
}
