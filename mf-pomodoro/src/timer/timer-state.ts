import { elapsedMs, type Countdown, type TimerMode } from '@ps/contracts/timer';
import {
  storedTimerStateSchema,
  type TimerState,
  type TimerStatus,
} from '@ps/contracts/timer-state';

export type { TimerState, TimerStatus };

export function idleState(
  mode: TimerMode,
  durationSeconds: number,
  taskId: number | null = null,
): TimerState {
  return {
    mode,
    status: 'idle',
    startedAt: null,
    elapsedBeforePauseMs: 0,
    durationSeconds,
    taskId,
    runId: null,
  };
}

/** A state read back from storage; anything unreadable starts afresh. */
export function parseTimerState(stored: unknown, fallback: TimerState): TimerState {
  const parsed = storedTimerStateSchema.safeParse(stored);
  if (!parsed.success) return fallback;
  const state = parsed.data;
  const consistent =
    (state.status === 'running') === (state.startedAt !== null) &&
    (state.status === 'idle') === (state.runId === null);
  return consistent ? state : fallback;
}

/**
 * The countdown on screen: an idle timer shows the configured length (which the user may
 * have changed), a started one the length it started with.
 */
export function countdownOf(state: TimerState, configuredSeconds: number): Countdown {
  return state.status === 'idle' ? { ...state, durationSeconds: configuredSeconds } : state;
}

/** Start an idle timer (a new run of the configured length) or resume a paused one. */
export function startTimer(
  state: TimerState,
  now: number,
  configuredSeconds: number,
  runId: string,
): TimerState {
  if (state.status === 'running') return state;
  if (state.status === 'paused') return { ...state, status: 'running', startedAt: now };
  return {
    ...state,
    status: 'running',
    startedAt: now,
    elapsedBeforePauseMs: 0,
    durationSeconds: configuredSeconds,
    runId,
  };
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  return {
    ...state,
    status: 'paused',
    startedAt: null,
    elapsedBeforePauseMs: elapsedMs(state, now),
  };
}

/** Reset and mode changes restore the mode's full length. */
export function resetTimer(state: TimerState, configuredSeconds: number): TimerState {
  return idleState(state.mode, configuredSeconds, state.taskId);
}

/** The mode can be switched only when the timer is not running. */
export function switchMode(
  state: TimerState,
  mode: TimerMode,
  configuredSeconds: number,
): TimerState {
  if (state.status === 'running') return state;
  return idleState(mode, configuredSeconds, state.taskId);
}

export function selectTask(state: TimerState, taskId: number | null): TimerState {
  return { ...state, taskId };
}
