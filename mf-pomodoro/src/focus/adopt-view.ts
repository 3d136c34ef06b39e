import type { FocusView } from '@ps/contracts/focus';
import { remainingMs, type TimerMode } from '@ps/contracts/timer';
import { idleState, type TimerState } from '../timer/timer-state';

/**
 * A run this tab counts down and will end within this long is left to end here, so its end is
 * announced (toast, sound, notification) on this device too, even when the server's clock got
 * there a moment earlier.
 */
export const ENDING_HERE_MS = 2000;

interface Context {
  now: number;
  /** A mode's configured length, what an idle timer shows. */
  lengthOf: (mode: TimerMode) => number;
  /** Whether this browser already ended (and recorded) the run with this key. */
  endedHere: (runKey: string) => boolean;
}

/**
 * The page's timer after the server's view of the account's run, or null to keep it. The
 * server's run wins, except over a run about to end here and for a run already ended here.
 */
export function adoptView(local: TimerState, view: FocusView, context: Context): TimerState | null {
  const endingHere =
    local.status === 'running' && remainingMs(local, context.now) <= ENDING_HERE_MS;
  if (view.state === 'idle') {
    if (local.status === 'idle' && local.mode === view.mode) return null;
    if (endingHere) return null;
    return idleState(view.mode, context.lengthOf(view.mode), local.taskId);
  }
  const runKey = view.runKey;
  if (runKey === null || context.endedHere(runKey)) return null;
  if (local.runId === runKey) {
    if (local.status === view.state) return null;
  } else if (endingHere) {
    return null;
  }
  const durationMs = view.durationSeconds * 1000;
  const leftMs =
    view.state === 'running'
      ? Date.parse(view.endsAt!) - Date.parse(view.serverTime)
      : view.remainingSeconds * 1000;
  return {
    mode: view.mode,
    status: view.state,
    startedAt: view.state === 'running' ? context.now : null,
    elapsedBeforePauseMs: Math.min(durationMs, Math.max(0, durationMs - leftMs)),
    durationSeconds: view.durationSeconds,
    taskId: view.taskId,
    runId: runKey,
  };
}
