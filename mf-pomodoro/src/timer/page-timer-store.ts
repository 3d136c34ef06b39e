import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { createPersistentStore } from '../storage/persistent-store';
import { idleState, parseTimerState, type TimerState } from './timer-state';

/** The Pomodoro page's timer; the dashboard card keeps its own (see dashboard/). */
export const PAGE_TIMER_KEY = 'pomodoro.timer';

export const pageTimerStore = createPersistentStore<TimerState>(PAGE_TIMER_KEY, (stored) =>
  parseTimerState(stored, idleState('work', DEFAULT_SESSION_SECONDS)),
);
