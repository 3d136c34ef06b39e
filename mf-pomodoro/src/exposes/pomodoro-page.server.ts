/**
 * For the server's drawing of the Pomodoro page with the person's data, never part of a
 * browser's download: the timer's lengths and the focus run live in this browser's stores, but
 * both are the account's, so the server knows them too. With them in place the page draws the
 * person's clock (what a phone sees first and largest) instead of keeping its place blank.
 */
import { API } from '@ps/contracts/api';
import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { focusViewSchema } from '@ps/contracts/focus';
import { pomodoroSettingsSchema, timerSettingsOf } from '@ps/contracts/pomodoro-settings';
import {
  DEFAULT_TIMER_SETTINGS,
  modeSeconds,
  type TimerSettings,
} from '@ps/contracts/timer-settings';
import type { TimerMode } from '@ps/contracts/timer';
import { apiJson } from '@ps/web/api';
import type { KnownOnServer } from '@ps/web/first-view-renderer';
import { adoptView } from '../focus/adopt-view';
import { settingsStore } from '../settings/settings-store';
import { focusTimerStore } from '../timer/focus-timer-store';
import { idleState, type TimerState } from '../timer/timer-state';

interface Known {
  settings: TimerSettings;
  timer: TimerState;
}

export const knownOnServer: KnownOnServer<Known> = {
  read: async () => {
    const [account, view] = await Promise.all([
      apiJson('GET', API.pomodoroSettings),
      apiJson('GET', API.pomodoroFocus),
    ]);
    const settings = timerSettingsOf(pomodoroSettingsSchema.parse(account));
    const lengthOf = (mode: TimerMode) => modeSeconds(settings, mode);
    // The run as a browser that knew nothing of it would take it from the server.
    const knownNothing = idleState('work', lengthOf('work'));
    const context = { now: Date.now(), lengthOf, endedHere: () => false };
    const timer = adoptView(knownNothing, focusViewSchema.parse(view), context) ?? knownNothing;
    return { settings, timer };
  },
  putInPlace: (known) => {
    settingsStore.set(known?.settings ?? DEFAULT_TIMER_SETTINGS);
    focusTimerStore.set(known?.timer ?? idleState('work', DEFAULT_SESSION_SECONDS));
  },
};
