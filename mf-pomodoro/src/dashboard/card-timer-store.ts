import { DEFAULT_SESSION_SECONDS } from '@ps/contracts/constants';
import { createPersistentStore } from '../storage/persistent-store';
import { idleState, parseTimerState, type TimerState } from '../timer/timer-state';

/** The dashboard card's own 25-minute timer, separate from the Pomodoro page's. */
export const CARD_TIMER_KEY = 'pomodoro.cardTimer';

export const cardTimerStore = createPersistentStore<TimerState>(CARD_TIMER_KEY, (stored) =>
  parseTimerState(stored, idleState('work', DEFAULT_SESSION_SECONDS)),
);
