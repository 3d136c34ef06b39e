import { act } from '@testing-library/react';
import { runningView } from './focus-view-fixture';
import userEvent from '@testing-library/user-event';
import { BLOCKER_PAGE_CHANNEL, type BlockerDevice } from '@ps/contracts/blocker';
import type { FocusView } from '@ps/contracts/focus';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import { DEFAULT_POMODORO_SETTINGS, type PomodoroSettings } from '@ps/contracts/pomodoro-settings';
import type { Task } from '@ps/contracts/tasks';
import { mockApi } from '@ps/web/mock-api';
import { taskCountsAnswer, taskListAnswer } from '@ps/web/mock-task-list';

export const T0 = Date.UTC(2026, 2, 10, 9, 0, 0);
export const MINUTE = 60_000;

/** A fake clock and fake timers; the browser's microtasks stay real so promises settle. */
export function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  jest.setSystemTime(T0);
}

/** Moves the clock and runs every timer due meanwhile, letting promises settle in between. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The tab slept: the clock jumps without any timer having run, then one tick comes. */
export async function sleepFor(ms: number) {
  jest.setSystemTime(Date.now() + ms);
  await advance(250);
}

export function user() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

export const task = (id: number, description: string): Task => ({
  id,
  description,
  dueDate: null,
  priority: 'medium',
  status: 'pending',
  habitId: null,
  completedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

/** A focus view as the server answers it; the page's tests only look at what it was sent. */
function focusView(settings: PomodoroSettings): FocusView {
  return runningView(Date.now(), {
    state: 'idle',
    endsAt: null,
    remainingSeconds: settings.workMinutes * 60,
    durationSeconds: settings.workMinutes * 60,
    blocking: false,
    blockedSites: settings.blockedSites,
    version: 0,
  });
}

/**
 * An in-memory /api for the Pomodoro remote: sessions recorded by POST are listed by GET; the
 * account's focus session and settings take what the page mirrors to them.
 */
export function fakePomodoroApi(
  options: {
    tasks?: Task[];
    sessions?: PomodoroSession[];
    settings?: Partial<PomodoroSettings>;
    devices?: BlockerDevice[];
  } = {},
) {
  const sessions: PomodoroSession[] = [...(options.sessions ?? [])];
  let settings: PomodoroSettings = { ...DEFAULT_POMODORO_SETTINGS, ...options.settings };
  let devices: BlockerDevice[] = options.devices ?? [];
  const api = mockApi({
    'POST /api/pomodoro/focus': () => focusView(settings),
    'GET /api/pomodoro/settings': () => settings,
    'GET /api/pomodoro/blocker/devices': () => devices,
    'DELETE /api/pomodoro/blocker/devices/1': () => {
      devices = devices.filter((device) => device.id !== 1);
      return { status: 204 };
    },
    'PUT /api/pomodoro/settings': (body: unknown) => {
      settings = { ...settings, ...(body as Partial<PomodoroSettings>) };
      return settings;
    },
    'GET /api/pomodoro/sessions': () => [...sessions].reverse(),
    'POST /api/pomodoro/sessions': (body: unknown) => {
      const input = body as { duration: number; taskId: number | null };
      const now = new Date().toISOString();
      const session = { id: sessions.length + 1, ...input, completedAt: now, createdAt: now };
      sessions.push(session);
      return { status: 201, body: session };
    },
    'GET /api/tasks': (_body: unknown, url: string) => taskListAnswer(options.tasks ?? [], url),
    'GET /api/tasks/counts': () => taskCountsAnswer(options.tasks ?? []),
    'GET /api/analytics/stats': () => ({}),
  });
  /** The sessions the page recorded. */
  const posts = () =>
    api.calls.filter((call) => call.method === 'POST' && call.url === '/api/pomodoro/sessions');
  /** What the page told the account's focus session, in order. */
  const mirrored = () =>
    api.calls
      .filter((call) => call.url === '/api/pomodoro/focus')
      .map((call) => call.body as Record<string, unknown>);
  const serverSettings = () => settings;
  return { ...api, sessions, posts, mirrored, serverSettings };
}

/** A browser Notification API whose permission the test decides. */
export function fakeNotifications(permission: NotificationPermission, answer = permission) {
  const shown: { title: string; body?: string; closed: boolean }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    private entry: (typeof shown)[number];
    constructor(title: string, options: NotificationOptions = {}) {
      this.entry = { title, body: options.body, closed: false };
      shown.push(this.entry);
    }
    close() {
      this.entry.closed = true;
    }
  }
  Object.defineProperty(window, 'Notification', {
    value: FakeNotification,
    configurable: true,
    writable: true,
  });
  return { shown, FakeNotification };
}

export function removeNotifications() {
  delete (window as { Notification?: unknown }).Notification;
}

/** Web Audio that records the beeps it was asked to play. */
export function fakeAudio() {
  const beeps = jest.fn();
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: jest.fn(),
        start: beeps,
        stop: jest.fn(),
        onended: null,
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() },
        connect: jest.fn(),
      };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }
  Object.defineProperty(window, 'AudioContext', {
    value: FakeAudioContext,
    configurable: true,
    writable: true,
  });
  return beeps;
}

/**
 * Lets `ms` pass quickly: the clock jumps to one second before the end (as it does for a
 * throttled background tab), then the last second runs tick by tick.
 */
export async function passTime(ms: number) {
  if (ms > 1000) jest.setSystemTime(Date.now() + ms - 1000);
  await advance(Math.min(ms, 1000));
}

/**
 * The blocker extension's content script, as the page meets it: it answers the page's window
 * messages, connected to this origin or not, `answerAfterMs` after each. Returns a function that
 * removes it.
 */
export function fakeBlockerExtension(connected: boolean, answerAfterMs = 0): () => void {
  const answer = (event: MessageEvent) => {
    const data = event.data as { channel?: string; type?: string } | null;
    if (data?.channel !== BLOCKER_PAGE_CHANNEL || data.type === 'status') return;
    const status = {
      channel: BLOCKER_PAGE_CHANNEL,
      type: 'status',
      connected: connected || data.type === 'connect',
    };
    // jsdom's postMessage leaves out the source and origin a browser gives the page.
    const origin = window.location.origin;
    setTimeout(
      () =>
        window.dispatchEvent(new MessageEvent('message', { data: status, source: window, origin })),
      answerAfterMs,
    );
  };
  window.addEventListener('message', answer);
  return () => window.removeEventListener('message', answer);
}
