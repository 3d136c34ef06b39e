import { act, screen, within } from '@testing-library/react';
import { useLocation } from '@ps/web/router';
import { DEFAULT_BLOCKED_SITES } from '@ps/contracts/constants';
import { renderWithShell, toastsLoaded } from '@ps/web/test-utils';
import PomodoroPage from '../src/exposes/PomodoroPage';
import { FOCUS_MODE_KEY } from '../src/focus-mode/focus-flags';
import { SESSIONS_CHANGED_KEY } from '../src/sessions/api';
import { SETTINGS_MOVED_KEY } from '../src/focus/use-account-settings';
import { SETTINGS_KEY } from '../src/settings/settings-store';
import { FOCUS_TIMER_KEY } from '../src/timer/focus-timer-store';
import {
  MINUTE,
  T0,
  advance,
  passTime,
  fakeAudio,
  fakeBlockerExtension,
  fakeNotifications,
  fakePomodoroApi,
  removeNotifications,
  sleepFor,
  task,
  useFakeClock,
  user,
} from './helpers';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(options: { route?: string; language?: 'en' | 'fr' | 'ar' } = {}) {
  return renderWithShell(
    <>
      <PomodoroPage />
      <Location />
    </>,
    { route: options.route ?? '/pomodoro', language: options.language },
  );
}

const saveSettings = (patch: object) => localStorage.setItem(SETTINGS_KEY, JSON.stringify(patch));
const timer = () => screen.getByRole('timer');
const clock = () => timer().textContent ?? '';
const startButton = () => screen.getByRole('button', { name: /^(Start|Resume) timer$/ });

jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  removeNotifications();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  document.title = '';
});

describe('the Pomodoro page at rest', () => {
  it('shows the title, the day so far, the modes, the timer and the side cards', async () => {
    fakePomodoroApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pomodoro Timer' })).toBeInTheDocument();
    expect(await screen.findByText('0 sessions completed today!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Work (25 minutes)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Break (5 minutes)' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Focus Session' })).toBeInTheDocument();
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(timer()).toHaveAccessibleName('Focus Session: 25:00 remaining');
    expect(clock()).toContain('25:00');
    expect(screen.getByText('Ready to focus? Press start when you are.')).toBeInTheDocument();
    expect(screen.getByTestId('timer-ring')).toHaveAttribute('stroke-dasharray', '283');
    expect(screen.getByRole('button', { name: 'Reset timer' })).toBeInTheDocument();
    expect(screen.getByText('No sessions completed today')).toBeInTheDocument();
    expect(screen.getByText('0/8 sessions')).toBeInTheDocument();
    expect(screen.getByText('0.0h')).toBeInTheDocument();
    expect(screen.getByText('Take a longer break after 4 sessions.')).toBeInTheDocument();
    expect(
      screen.getByText("Every great day starts with one focused session. You've got this!"),
    ).toBeInTheDocument();
    expect(screen.queryByText('Focus Mode', { exact: false })).not.toBeInTheDocument();
  });

  it("says nothing of the day until today's sessions are known, never a false 0", async () => {
    const done = { id: 1, taskId: null, duration: 1500 };
    const at = new Date(Date.now() - MINUTE).toISOString();
    fakePomodoroApi({ sessions: [{ ...done, completedAt: at, createdAt: at }] });
    renderPage();
    expect(screen.queryByText(/sessions? completed today!/)).not.toBeInTheDocument();
    expect(screen.queryByText('0/8 sessions')).not.toBeInTheDocument();
    expect(screen.queryByText('0.0h')).not.toBeInTheDocument();
    expect(screen.queryByText(/Every great day starts/)).not.toBeInTheDocument();
    expect(await screen.findByText('1 session completed today!')).toBeInTheDocument();
    expect(screen.getByText('1/8 sessions')).toBeInTheDocument();
  });

  it('loads /focus-blocker.js once, in a task after the one that draws the page', async () => {
    fakePomodoroApi();
    const blockers = () => document.querySelectorAll('script[src="/focus-blocker.js"]');
    // An earlier test's page added it to this document already.
    blockers().forEach((script) => script.remove());
    const { unmount } = renderPage();
    expect(blockers()).toHaveLength(0);
    await advance(0);
    expect(blockers()).toHaveLength(1);
    unmount();
    renderPage();
    await advance(0);
    expect(blockers()).toHaveLength(1);
  });

  it('shows the configured lengths on the buttons and the badge', async () => {
    saveSettings({ workMinutes: 50, breakMinutes: 1 });
    fakePomodoroApi();
    renderPage();
    expect(screen.getByRole('button', { name: 'Work (50 minutes)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Break (1 minute)' })).toBeInTheDocument();
    expect(screen.getByText('50 min')).toBeInTheDocument();
    expect(clock()).toContain('50:00');
    await user().click(screen.getByRole('button', { name: 'Break (1 minute)' }));
    expect(screen.getByRole('heading', { name: 'Break Time' })).toBeInTheDocument();
    expect(screen.getByText('1 min')).toBeInTheDocument();
    expect(clock()).toContain('01:00');
  });

  it("summarises today's sessions, latest five first, and the goal at 8", async () => {
    const sessions = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      taskId: null,
      duration: i === 7 ? 600 : 1500,
      completedAt: new Date(Date.now() - (8 - i) * MINUTE).toISOString(),
      createdAt: new Date(Date.now() - (8 - i) * MINUTE).toISOString(),
    }));
    fakePomodoroApi({ sessions });
    renderPage();
    expect(await screen.findByText('8 sessions completed today!')).toBeInTheDocument();
    expect(screen.getByText('8/8 sessions')).toBeInTheDocument();
    expect(screen.getByText('Goal Achieved!')).toBeInTheDocument();
    expect(screen.getByText('3.1h')).toBeInTheDocument();
    const recent = within(screen.getByRole('region', { name: 'Recent Sessions' }));
    const items = recent.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Session 8');
    expect(items[0]).toHaveTextContent('10 min');
    expect(items[4]).toHaveTextContent('Session 4');
    expect(screen.getByText('Daily goal reached! Amazing focus today.')).toBeInTheDocument();
  });

  it('asks for today on the user calendar', async () => {
    const api = fakePomodoroApi();
    renderPage();
    await screen.findByText('0 sessions completed today!');
    expect(api.calls.map((call) => call.url)).toContain('/api/pomodoro/sessions?date=2026-03-10');
  });
});

describe('running a session', () => {
  it('counts down from the clock, pauses, resumes and resets', async () => {
    fakePomodoroApi();
    renderPage();
    const u = user();
    await u.click(startButton());
    await passTime(61_000);
    expect(clock()).toContain('23:59');
    expect(screen.getByRole('button', { name: 'Work (25 minutes)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Break (5 minutes)' })).toBeDisabled();
    expect(document.title).toBe('23:59 · Focus Session');

    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await passTime(10 * MINUTE);
    expect(clock()).toContain('23:59');
    expect(screen.getByRole('button', { name: 'Break (5 minutes)' })).toBeEnabled();

    await u.click(screen.getByRole('button', { name: 'Resume timer' }));
    await passTime(59_000);
    expect(clock()).toContain('23:00');

    await u.click(screen.getByRole('button', { name: 'Reset timer' }));
    expect(clock()).toContain('25:00');
    expect(document.title).toBe('');
  });

  it('records a finished work session once, congratulates and switches to the break', async () => {
    const api = fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(25 * MINUTE - 250);
    expect(api.posts()).toHaveLength(0);
    expect(clock()).toContain('00:01');
    await advance(250);
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      duration: 1500,
      taskId: null,
      runKey: expect.any(String),
    });
    expect(
      await screen.findByText(/Great job!|Well done!|Session complete!|Fantastic focus!/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Break Time' })).toBeInTheDocument();
    expect(clock()).toContain('05:00');
    expect(await screen.findByText('1 session completed today!')).toBeInTheDocument();
    await passTime(10 * MINUTE);
    expect(api.posts()).toHaveLength(1);
    expect(clock()).toContain('05:00');
  });

  it('records a finished break with its own length, says so and goes back to work', async () => {
    saveSettings({ breakMinutes: 3 });
    const api = fakePomodoroApi();
    renderPage();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Break (3 minutes)' }));
    await u.click(startButton());
    await passTime(3 * MINUTE);
    expect(api.posts()[0]!.body).toEqual({
      duration: 180,
      taskId: null,
      runKey: expect.any(String),
    });
    expect(await screen.findByText('Break completed!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Focus Session' })).toBeInTheDocument();
    expect(clock()).toContain('25:00');
  });

  it('auto-starts the next session 2000 ms after the end when asked to', async () => {
    saveSettings({ workMinutes: 1, autoStart: true, blockingEnabled: false });
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(MINUTE);
    expect(screen.getByRole('heading', { name: 'Break Time' })).toBeInTheDocument();
    await advance(1999);
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Pause timer' })).toBeInTheDocument();
    await passTime(MINUTE);
    expect(clock()).toContain('04:00');
  });

  it('does not auto-start when the setting is off', async () => {
    saveSettings({ workMinutes: 1 });
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(MINUTE + 5000);
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
  });

  it('records the chosen task with a work session', async () => {
    const api = fakePomodoroApi({ tasks: [task(4, 'Write the report'), task(9, 'Read mail')] });
    renderPage();
    const u = user();
    const selector = await screen.findByRole('combobox', { name: 'Focus on a specific task' });
    // The tasks are counted to show the selector, and listed only once it is opened.
    expect(api.calls.some((call) => call.url === '/api/tasks/counts')).toBe(true);
    expect(api.calls.some((call) => call.url.startsWith('/api/tasks?'))).toBe(false);
    await u.click(selector);
    expect(screen.getByRole('option', { name: 'No specific task' })).toBeInTheDocument();
    await u.click(await screen.findByRole('option', { name: 'Read mail' }));
    await u.click(startButton());
    await passTime(25 * MINUTE);
    expect(api.posts()[0]!.body).toEqual({ duration: 1500, taskId: 9, runKey: expect.any(String) });
    expect(
      screen.queryByRole('combobox', { name: 'Focus on a specific task' }),
    ).not.toBeInTheDocument();
  });

  it('hides the task selector when there are no tasks', async () => {
    const api = fakePomodoroApi();
    renderPage();
    await screen.findByText('0 sessions completed today!');
    expect(api.calls.some((call) => call.url === '/api/tasks/counts')).toBe(true);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('plays a beep at the end when sound is on, and not when off', async () => {
    const beeps = fakeAudio();
    saveSettings({ workMinutes: 1, soundEnabled: false });
    fakePomodoroApi();
    const { unmount } = renderPage();
    await user().click(startButton());
    await passTime(MINUTE);
    expect(beeps).not.toHaveBeenCalled();
    unmount();

    // The account's settings rule once this browser's have moved there: sound is on there now.
    fakePomodoroApi({ settings: { workMinutes: 1, sound: true } });
    renderPage();
    await user().click(screen.getByRole('button', { name: 'Work (1 minute)' }));
    await user().click(startButton());
    await passTime(MINUTE);
    expect(beeps).toHaveBeenCalledTimes(1);
  });
});

describe("the account's settings", () => {
  it('take the settings this browser kept, on the first load after the move', async () => {
    saveSettings({ workMinutes: 40, blockedSites: ['distract.test'] });
    const api = fakePomodoroApi();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Work (40 minutes)' })).toBeInTheDocument();
    await advance(100);
    expect(api.serverSettings()).toMatchObject({
      workMinutes: 40,
      blockedSites: ['distract.test'],
    });
    expect(localStorage.getItem(SETTINGS_MOVED_KEY)).toBe('1');
  });

  it('rule from then on: a change made on another device shows here', async () => {
    saveSettings({ workMinutes: 40 });
    localStorage.setItem(SETTINGS_MOVED_KEY, '1');
    const api = fakePomodoroApi({ settings: { workMinutes: 50, breakMinutes: 10 } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Work (50 minutes)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Break (10 minutes)' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('the clock, not the ticks, decides', () => {
  it('a tab that slept through the end finishes as soon as it wakes, recording the set length', async () => {
    const api = fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(MINUTE);
    await sleepFor(3 * 60 * MINUTE);
    expect(api.posts()).toHaveLength(1);
    expect(api.posts()[0]!.body).toEqual({
      duration: 1500,
      taskId: null,
      runKey: expect.any(String),
    });
    expect(screen.getByRole('heading', { name: 'Break Time' })).toBeInTheDocument();
  });

  it('a tab that slept part of the session shows the true time left on waking', async () => {
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await sleepFor(20 * MINUTE);
    expect(clock()).toContain('05:00');
    await advance(1000);
    expect(clock()).toContain('04:59');
  });

  it('a session keeps running while the user is on another page', async () => {
    fakePomodoroApi();
    const first = renderPage();
    await user().click(startButton());
    first.unmount();
    jest.setSystemTime(Date.now() + 7 * MINUTE);
    renderPage();
    await advance(250);
    expect(clock()).toContain('18:00');
    await advance(1000);
    expect(clock()).toContain('17:59');
    expect(screen.getByRole('button', { name: 'Pause timer' })).toBeInTheDocument();
  });

  it('a session that ended while away is recorded on return', async () => {
    const api = fakePomodoroApi();
    const first = renderPage();
    await user().click(startButton());
    first.unmount();
    jest.setSystemTime(Date.now() + 40 * MINUTE);
    renderPage();
    await advance(250);
    expect(api.posts()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Break Time' })).toBeInTheDocument();
  });
});

describe('two tabs', () => {
  it('record a finished session once', async () => {
    const api = fakePomodoroApi();
    renderPage();
    renderPage();
    await user().click(screen.getAllByRole('button', { name: 'Start timer' })[0]!);
    await passTime(25 * MINUTE);
    await passTime(5000);
    expect(api.posts()).toHaveLength(1);
    expect(screen.getAllByRole('heading', { name: 'Break Time' })).toHaveLength(2);
  });

  it("refresh today's sessions when the other tab recorded one", async () => {
    const api = fakePomodoroApi();
    renderPage();
    await advance(100);
    expect(screen.getByText('0 sessions completed today!')).toBeInTheDocument();
    api.sessions.push({
      id: 1,
      taskId: null,
      duration: 1500,
      completedAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: SESSIONS_CHANGED_KEY, newValue: 'other-tab' }),
      );
    });
    expect(await screen.findByText('1 session completed today!')).toBeInTheDocument();
  });

  it('follow each other through the storage event', async () => {
    fakePomodoroApi();
    renderPage();
    const otherTab = JSON.stringify({
      mode: 'work',
      status: 'running',
      startedAt: Date.now() - 5 * MINUTE,
      elapsedBeforePauseMs: 0,
      durationSeconds: 1500,
      taskId: null,
      runId: 'started-in-another-tab',
    });
    act(() => {
      localStorage.setItem(FOCUS_TIMER_KEY, otherTab);
      window.dispatchEvent(
        new StorageEvent('storage', { key: FOCUS_TIMER_KEY, newValue: otherTab }),
      );
    });
    await advance(250);
    expect(clock()).toContain('20:00');
    expect(screen.getByRole('button', { name: 'Pause timer' })).toBeInTheDocument();
  });
});

describe('reminders', () => {
  it('come at exactly 10:00 and 5:00 remaining during work, and close after 4 s', async () => {
    const { shown } = fakeNotifications('granted');
    saveSettings({ notificationsEnabled: true });
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(15 * MINUTE - 250);
    expect(shown).toHaveLength(0);
    await advance(250);
    expect(shown.map((n) => n.title)).toEqual(['10 minutes remaining']);
    await advance(3999);
    expect(shown[0]!.closed).toBe(false);
    await advance(1);
    expect(shown[0]!.closed).toBe(true);
    await passTime(5 * MINUTE - 4250);
    expect(shown).toHaveLength(1);
    await advance(250);
    expect(shown.map((n) => n.title)).toEqual(['10 minutes remaining', '5 minutes remaining']);
  });

  it('a completion notification closes after 10 s', async () => {
    const { shown } = fakeNotifications('granted');
    saveSettings({ notificationsEnabled: true, workMinutes: 1 });
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(MINUTE);
    expect(shown.map((n) => n.title)).toEqual(['Focus session complete!']);
    expect(shown[0]!.body).toBe('Time for a 5-minute break.');
    await advance(9999);
    expect(shown[0]!.closed).toBe(false);
    await advance(1);
    expect(shown[0]!.closed).toBe(true);
  });

  it('never come during a break', async () => {
    const { shown } = fakeNotifications('granted');
    saveSettings({ notificationsEnabled: true, breakMinutes: 30 });
    fakePomodoroApi();
    renderPage();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Break (30 minutes)' }));
    await u.click(startButton());
    await passTime(25 * MINUTE + 250);
    expect(shown).toHaveLength(0);
  });

  it('stay silent when the user has not turned notifications on', async () => {
    const { shown } = fakeNotifications('granted');
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    await passTime(25 * MINUTE);
    expect(shown).toHaveLength(0);
  });
});

describe('focus mode', () => {
  const flags = () => JSON.parse(localStorage.getItem(FOCUS_MODE_KEY) ?? 'null');

  it('blocks the listed sites on its own pages while work runs, and says only there', async () => {
    fakePomodoroApi();
    renderPage();
    const u = user();
    await u.click(startButton());
    const startedAt = Date.now();
    // The toast's queue loads with the first notice: the clock moves on while it does.
    expect(await screen.findByText('Focus Mode On')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only this app’s pages are covered. Connect the blocker extension to block these 6 websites in your other tabs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Blocking on this app only')).toBeInTheDocument();
    expect(screen.queryByText('Website blocking active')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Focus Mode on: 6 websites blocked')).toHaveTextContent(
      'Focus Mode · 6',
    );
    expect(flags()).toEqual({
      active: true,
      sites: [...DEFAULT_BLOCKED_SITES],
      until: startedAt + 25 * MINUTE,
    });

    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(flags()).toBeNull();
    expect(screen.queryByText('Blocking on this app only')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Resume timer' }));
    expect(flags()).not.toBeNull();
    await u.click(screen.getByRole('button', { name: 'Reset timer' }));
    expect(flags()).toBeNull();
  });

  it('says "Website blocking active" only with a connected blocker extension', async () => {
    const remove = fakeBlockerExtension(true);
    try {
      fakePomodoroApi();
      renderPage();
      expect(await screen.findByText('Blocking in every tab')).toBeInTheDocument();
      await user().click(startButton());
      expect(await screen.findByText('Website Blocking Active')).toBeInTheDocument();
      expect(
        screen.getByText('6 websites are blocked during this focus session.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Website blocking active')).toBeInTheDocument();
    } finally {
      remove();
    }
  });

  it('offers the extension for download when none answers', async () => {
    const api = fakePomodoroApi();
    renderPage();
    await advance(1500);
    expect(await screen.findByText('Download for Chrome, Edge and Brave')).toHaveAttribute(
      'href',
      '/remotes/mf-pomodoro/extension/chromium.zip',
    );
    expect(screen.getByText('Download for Firefox')).toHaveAttribute(
      'href',
      '/remotes/mf-pomodoro/extension/firefox.zip',
    );
    expect(screen.queryByRole('button', { name: 'Connect the blocker' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.includes('/blocker/pairings'))).toBe(false);
  });

  it('lists the connected browsers and disconnects one', async () => {
    const createdAt = new Date(T0 - 86_400_000).toISOString();
    const api = fakePomodoroApi({ devices: [{ id: 1, createdAt, lastSeenAt: null }] });
    renderPage();
    await advance(1500);
    expect(await screen.findByRole('heading', { name: 'Connected browsers' })).toBeInTheDocument();
    expect(screen.getByText(/^Connected on /)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Disconnect' }));
    await advance(100);
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Connected browsers' })).not.toBeInTheDocument();
  });

  it("acts on the account's focus session as on the page, under the page's run key", async () => {
    const api = fakePomodoroApi({ tasks: [task(7, 'Write the report')] });
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('combobox', { name: 'Focus on a specific task' }));
    await u.click(await screen.findByRole('option', { name: 'Write the report' }));
    await u.click(startButton());
    await advance(100);
    const runKey = JSON.parse(localStorage.getItem(FOCUS_TIMER_KEY)!).runId;
    expect(api.mirrored()).toEqual([
      { action: 'start', mode: 'work', durationSeconds: 1500, taskId: 7, runKey },
    ]);
    await passTime(5 * MINUTE);
    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    await u.click(screen.getByRole('button', { name: 'Resume timer' }));
    await advance(100);
    expect(api.mirrored().slice(1)).toEqual([{ action: 'pause' }, { action: 'resume' }]);
    await u.click(screen.getByRole('button', { name: 'Reset timer' }));
    await advance(100);
    expect(api.mirrored().at(-1)).toEqual({ action: 'switch', mode: 'work' });
    expect(api.serverSettings().blockedSites).toEqual([...DEFAULT_BLOCKED_SITES]);
  });

  it('ends with the session, on leaving the page and on pagehide', async () => {
    saveSettings({ workMinutes: 1 });
    fakePomodoroApi();
    const first = renderPage();
    await user().click(startButton());
    expect(flags()).not.toBeNull();
    await passTime(MINUTE);
    expect(flags()).toBeNull();

    await user().click(screen.getByRole('button', { name: 'Work (1 minute)' }));
    await user().click(startButton());
    expect(flags()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(flags()).toBeNull();
    first.unmount();
    renderPage();
    expect(flags()).not.toBeNull();
    expect(screen.getByText('Blocking on this app only')).toBeInTheDocument();
  });

  it('is off during breaks and when blocking is switched off', async () => {
    saveSettings({ blockingEnabled: false });
    fakePomodoroApi();
    renderPage();
    await user().click(startButton());
    expect(flags()).toBeNull();
    expect(screen.queryByText('Blocking on this app only')).not.toBeInTheDocument();
    expect(screen.queryByText('Focus Mode On')).not.toBeInTheDocument();
  });
});

describe('the shell quick action', () => {
  it('/pomodoro?start=1 starts a work session and drops the parameter', async () => {
    fakePomodoroApi();
    localStorage.setItem(
      FOCUS_TIMER_KEY,
      JSON.stringify({
        mode: 'break',
        status: 'idle',
        startedAt: null,
        elapsedBeforePauseMs: 0,
        durationSeconds: 300,
        taskId: null,
        runId: null,
      }),
    );
    renderPage({ route: '/pomodoro?start=1' });
    expect(screen.getByRole('button', { name: 'Pause timer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Focus Session' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pomodoro$/);
    // The start's notice brings the toasts' code.
    await toastsLoaded();
  });
});

describe('languages', () => {
  it('speaks French', async () => {
    fakePomodoroApi();
    renderPage({ language: 'fr' });
    expect(await screen.findByText('0 session terminée aujourd’hui !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Travail (25 minutes)' })).toBeInTheDocument();
  });

  it('speaks Arabic with the clock digits left to right', async () => {
    fakePomodoroApi();
    renderPage({ language: 'ar' });
    expect(await screen.findByText('مؤقت بومودورو')).toBeInTheDocument();
    expect(within(timer()).getByText('25:00')).toHaveAttribute('dir', 'ltr');
  });
});
