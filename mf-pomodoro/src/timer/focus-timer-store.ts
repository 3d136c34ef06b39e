import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { createPersistentStore } from '../storage/persistent-store';
import { idleState, parseTimerState, type TimerState } from './timer-state';

/**
 * The account's focus run as this browser counts it down: the Pomodoro page and the dashboard
 * card both show it, and it follows the server (see focus/use-follow-focus.ts).
 */
export const FOCUS_TIMER_KEY = 'pomodoro.timer';

export const focusTimerStore = createPersistentStore<TimerState>(FOCUS_TIMER_KEY, (stored) =>
  parseTimerState(stored, idleState('work', DEFAULT_SESSION_SECONDS)),
);
