import { DEFAULT_POMODORO_SETTINGS } from '@ps/contracts/pomodoro-settings';
import { DEFAULT_TIMER_SETTINGS } from '@ps/contracts/timer-settings';
import { firstViewRenderer } from '@ps/web/first-view-renderer';
import { mockApi } from '@ps/web/mock-api';
import { prerenderedUser, remotePageFirstView } from '@ps/web/prerender';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { knownOnServer } from '../src/exposes/pomodoro-page.server';
import { settingsStore } from '../src/settings/settings-store';
import { focusTimerStore } from '../src/timer/focus-timer-store';
import { runningView } from './focus-view-fixture';

/** The page's first view, as a document: the HTML every signed-in person is sent. */
function firstView(): Document {
  return new DOMParser().parseFromString(
    remotePageFirstView('en', '/pomodoro', PomodoroPage),
    'text/html',
  );
}

const shown = (element: Element | null) => {
  for (let node = element; node; node = node.parentElement) {
    if ((node as HTMLElement).style?.visibility === 'hidden') return false;
  }
  return element !== null;
};

describe("the Pomodoro page's first view", () => {
  it("draws the page but none of the values that are the person's own", () => {
    const view = firstView();
    expect(shown(view.querySelector('h1'))).toBe(true);
    expect(view.querySelector('h1')?.textContent).toBe('Pomodoro Timer');
    // Their timer's length, its state and their day: in place, not shown.
    const hiddenTexts = [
      '25:00',
      'Work (25 minutes)',
      'Break (5 minutes)',
      '25 min',
      'Focus Session',
    ];
    for (const text of hiddenTexts) {
      // The innermost element holding the text (descendants come after their ancestors).
      const holder = [...view.querySelectorAll('span, h2, button')]
        .reverse()
        .find((element) => element.textContent === text);
      expect(holder).toBeDefined();
      expect([text, shown(holder!)]).toEqual([text, false]);
    }
    expect(view.body.textContent).not.toMatch(/sessions? completed today/);
    expect(view.body.textContent).not.toContain('No sessions completed today');
  });
});

describe("the Pomodoro page drawn on the server with the person's data", () => {
  const drawPomodoroPage = firstViewRenderer('/pomodoro', PomodoroPage, knownOnServer);
  const asThePerson = {
    language: 'en',
    timeZone: 'Asia/Tokyo',
    send: (path: string, init?: RequestInit) => fetch(path, init),
  };
  const textHolder = (view: Document, text: string) =>
    [...view.querySelectorAll('span, h2, button, p')]
      .reverse()
      .find((element) => element.textContent === text) ?? null;

  beforeEach(() => localStorage.clear());

  const session = {
    id: 1,
    duration: 1500,
    taskId: null,
    completedAt: new Date(Date.now() - 60_000).toISOString(),
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  };
  /** The session's time as the person reads it, on their zone, not the server's. */
  const theirTime = new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(session.completedAt));

  function personalApi(settings: unknown) {
    const now = Date.now();
    return mockApi({
      'GET /api/auth/user': prerenderedUser('en', 'Ada'),
      'GET /api/pomodoro/settings': settings,
      // Their work run, 50 minutes long, started on another device: 20 minutes are left.
      'GET /api/pomodoro/focus': runningView(now, {
        runKey: 'run-on-the-laptop',
        durationSeconds: 3000,
        endsAt: new Date(now + 20 * 60_000).toISOString(),
      }),
      'GET /api/pomodoro/sessions': [session],
      'GET /api/tasks/counts': { pending: 0, completed: 0 },
    });
  }

  it('draws their clock and their lengths, and leaves nothing of theirs in the stores', async () => {
    personalApi({ ...DEFAULT_POMODORO_SETTINGS, workMinutes: 50 });

    const { html } = await drawPomodoroPage(asThePerson);
    const view = new DOMParser().parseFromString(html, 'text/html');

    for (const text of ['20:00', 'Work (50 minutes)', '50 min', theirTime]) {
      expect([text, shown(textHolder(view, text))]).toEqual([text, true]);
    }
    // The next request's drawing (someone else's) starts from nothing of theirs.
    expect(settingsStore.get()).toEqual(DEFAULT_TIMER_SETTINGS);
    expect(focusTimerStore.get()).toMatchObject({ status: 'idle', runId: null });
  });

  it("keeps the clock's place blank when the server cannot say what it shows", async () => {
    personalApi({ status: 500, body: { message: 'down', code: 'internal' } });

    const { html } = await drawPomodoroPage(asThePerson);
    const view = new DOMParser().parseFromString(html, 'text/html');

    expect(shown(textHolder(view, '25:00'))).toBe(false);
    expect(html).not.toContain('20:00');
  });
});
