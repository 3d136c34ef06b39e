import { API } from '@ps/contracts/api';
import type { FocusActionInput } from '@ps/contracts/focus';
import { accountSettingsOf } from '@ps/contracts/pomodoro-settings';
import type { TimerMode } from '@ps/contracts/timer';
import type { TimerSettings } from '@ps/contracts/timer-settings';
import { ApiError, apiRequest } from '@ps/web/api';

/**
 * The account's focus session follows this page's timer, so the blocker extension (in this
 * browser and on the user's other devices) blocks exactly while a work run goes on here. The
 * page's own timer stays the one on screen and records its sessions itself, so the server's copy
 * is started with `record: false`. Calls go out one after another, in the order of the clicks;
 * a failure (offline, signed out) leaves the page's timer as it is.
 */
let queue: Promise<unknown> = Promise.resolve();

function send(method: 'POST' | 'PUT', url: string, body: object): Promise<void> {
  const sent = queue.then(async () => {
    await apiRequest(method, url, body);
  });
  queue = sent.catch(() => undefined);
  return sent;
}

const act = (action: FocusActionInput) => send('POST', API.pomodoroFocus, action);

/** A run under way on the page, from the start or from a pause, with the time it has left. */
export function mirrorRun(mode: TimerMode, secondsLeft: number, taskId: number | null): void {
  const start = (task: number | null) =>
    act({ action: 'start', mode, durationSeconds: secondsLeft, taskId: task, record: false });
  void act({ action: 'reset' })
    .then(() => start(taskId))
    // A task deleted meanwhile is refused; blocking matters more than naming the task.
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400 && taskId !== null) return start(null);
    })
    .catch(() => undefined);
}

export function mirrorPause(): void {
  void act({ action: 'pause' }).catch(() => undefined);
}

/** The page's run ended, was reset, or the mode changed: the server's copy goes idle too. */
export function mirrorIdle(mode: TimerMode): void {
  void act({ action: 'switch', mode }).catch(() => undefined);
}

/** The account keeps the settings too: the blocked sites and switches the extension reads. */
export function mirrorSettings(settings: TimerSettings): Promise<void> {
  return send('PUT', API.pomodoroSettings, accountSettingsOf(settings));
}
