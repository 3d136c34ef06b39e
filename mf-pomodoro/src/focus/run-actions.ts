import { newRunKey } from '@ps/contracts/focus';
import { remainingSeconds } from '@ps/contracts/timer';
import { focusTimerStore } from '../timer/focus-timer-store';
import { pauseTimer, type TimerState } from '../timer/timer-state';
import { mirrorIdle, mirrorPause, mirrorResume, mirrorStart } from './focus-mirror';

/**
 * What the timer's buttons do, wherever they are (the Pomodoro page, the dashboard card): change
 * this browser's copy of the run at once, and send the same action to the account's run.
 */

/**
 * Starts a run: `change` turns the current state into a running one, given a key for a new run.
 * A paused run that goes on keeps its key and is resumed on the server; anything else is a new
 * run there. The state after the change is returned.
 */
export function startRun(change: (state: TimerState, runKey: string) => TimerState): TimerState {
  const before = focusTimerStore.get();
  focusTimerStore.update((state) => change(state, newRunKey()));
  const started = focusTimerStore.get();
  if (started.status !== 'running' || started.runId === null) return started;
  const run = { mode: started.mode, taskId: started.taskId, runKey: started.runId };
  if (before.status === 'paused' && before.runId === started.runId) {
    mirrorResume({ ...run, durationSeconds: remainingSeconds(started, Date.now()) });
  } else {
    mirrorStart({ ...run, durationSeconds: started.durationSeconds });
  }
  return started;
}

export function pauseRun(): void {
  focusTimerStore.update((state) => pauseTimer(state, Date.now()));
  mirrorPause();
}

/** Reset, a mode change, a new length: the run goes idle here and on the server. */
export function idleRun(change: (state: TimerState) => TimerState): void {
  focusTimerStore.update(change);
  mirrorIdle(focusTimerStore.get().mode);
}
