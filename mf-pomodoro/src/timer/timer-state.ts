import { z } from 'zod';
import { elapsedMs, type Countdown, type TimerMode } from '@ps/contracts/timer';

export type TimerStatus = 'idle' | 'running' | 'paused';

/**
 * What the browser keeps of a timer, so it survives leaving the page, a reload and a second
 * tab. `runId` names one countdown from its start to its end, and is the account's run key: the
 * session it produces is recorded once per runId, whichever tab or device sees the end first.
 */
export interface TimerState extends Countdown {
  mode: TimerMode;
  status: TimerStatus;
  taskId: number | null;
  runId: string | null;
}

const timerStateSchema = z.object({
  mode: z.enum(['work', 'break']),
  status: z.enum(['idle', 'running', 'paused']),
  startedAt: z.number().nullable(),
  elapsedBeforePauseMs: z.number().min(0),
  durationSeconds: z.number().int().positive(),
  taskId: z.number().int().positive().nullable(),
  runId: z.string().min(1).nullable(),
});

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
  const parsed = timerStateSchema.safeParse(stored);
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
