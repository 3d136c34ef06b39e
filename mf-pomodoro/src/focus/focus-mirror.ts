import { API } from '@ps/contracts/api';
import type { FocusActionInput } from '@ps/contracts/focus';
import { accountSettingsOf } from '@ps/contracts/pomodoro-settings';
import type { TimerMode } from '@ps/contracts/timer';
import type { TimerSettings } from '@ps/contracts/timer-settings';
import { ApiError, apiRequest } from '@ps/web/api';

/**
 * The account's focus session is the one timer every tab, device and the blocker extension
 * follow. A click acts on this page's timer at once, and the same action goes to the server
 * here. Calls go out one after another, in the order of the clicks; while any is under way the
 * page does not take the server's word for the timer (it would be its own echo, half done). A
 * failure (offline, signed out) leaves the page's timer as it is.
 */
let queue: Promise<unknown> = Promise.resolve();
let underWay = 0;
const settledListeners = new Set<() => void>();

function enqueue(job: () => Promise<unknown>): Promise<void> {
  underWay += 1;
  const done = queue.then(job).finally(() => {
    underWay -= 1;
    if (underWay === 0) settledListeners.forEach((listener) => listener());
  });
  queue = done.catch(() => undefined);
  return done.then(() => undefined);
}

/** True while an action of this page has not been answered yet. */
export function mirrorBusy(): boolean {
  return underWay > 0;
}

/** Calls `listener` each time the last action under way is answered. */
export function onMirrorSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

const act = (action: FocusActionInput) => apiRequest('POST', API.pomodoroFocus, action);
const refusedAs = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

export interface MirroredRun {
  mode: TimerMode;
  durationSeconds: number;
  taskId: number | null;
  runKey: string;
}

/**
 * A new run on the page. A server still showing another run (a missed reset) is reset first; a
 * task deleted meanwhile is dropped, since blocking matters more than naming the task.
 */
export function mirrorStart(run: MirroredRun): void {
  void enqueue(() => startOnServer(run)).catch(() => undefined);
}

async function startOnServer(run: MirroredRun, resetFirst = false): Promise<void> {
  const start = (taskId: number | null) =>
    act({
      action: 'start',
      mode: run.mode,
      durationSeconds: run.durationSeconds,
      taskId,
      runKey: run.runKey,
    });
  if (resetFirst) await act({ action: 'reset' });
  try {
    await start(run.taskId);
  } catch (error) {
    if (refusedAs(error, 409) && !resetFirst) return startOnServer(run, true);
    if (refusedAs(error, 400) && run.taskId !== null) return void (await start(null));
    throw error;
  }
}

/**
 * A paused run goes on. A server that no longer holds it paused (it was reset there meanwhile)
 * is given the rest of it, `run.durationSeconds` being what is left.
 */
export function mirrorResume(run: MirroredRun): void {
  void enqueue(async () => {
    try {
      await act({ action: 'resume' });
    } catch (error) {
      if (!refusedAs(error, 409)) throw error;
      await startOnServer(run, true);
    }
  }).catch(() => undefined);
}

export function mirrorPause(): void {
  void enqueue(() => act({ action: 'pause' })).catch(() => undefined);
}

/** The page's run ended, was reset, or the mode changed: the server's copy goes idle too. */
export function mirrorIdle(mode: TimerMode): void {
  void enqueue(() => act({ action: 'switch', mode })).catch(() => undefined);
}

/** The account keeps the settings too: the blocked sites and switches the extension reads. */
export function mirrorSettings(settings: TimerSettings): Promise<void> {
  return enqueue(() => apiRequest('PUT', API.pomodoroSettings, accountSettingsOf(settings)));
}
