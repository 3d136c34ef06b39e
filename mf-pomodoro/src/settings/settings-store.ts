import { useSyncExternalStore } from 'react';
import { parseStoredSettings, type TimerSettings } from '@ps/contracts/timer-settings';
import { createPersistentStore } from '../storage/persistent-store';

export const SETTINGS_KEY = 'pomodoro.settings';

/** The timer settings, kept in the browser and validated on every read (spec section 3). */
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
