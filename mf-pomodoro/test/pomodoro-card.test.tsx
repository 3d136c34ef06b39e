import { screen } from '@testing-library/react';
import { renderWithShell } from '@ps/web/test-utils';
import PomodoroCard from '../src/exposes/PomodoroCard';
import { FOCUS_TIMER_KEY } from '../src/timer/focus-timer-store';
import {
  MINUTE,
  advance,
  fakePomodoroApi,
  passTime,
  sleepFor,
  useFakeClock,
  user,
} from './helpers';

jest.setTimeout(30_000);

const timer = () => screen.getByRole('timer');

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('the dashboard pomodoro card', () => {
  it('is a small 25:00 timer with start, pause and reset', async () => {
    fakePomodoroApi();
    renderWithShell(<PomodoroCard />);
    expect(screen.getByRole('region', { name: 'Pomodoro Timer' })).toBeInTheDocument();
    expect(timer()).toHaveAccessibleName('Focus session: 25:00 remaining');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Start timer' }));
    await passTime(90_000);
    expect(timer()).toHaveTextContent('23:30');
    await u.click(screen.getByRole('button', { name: 'Pause timer' }));
    await passTime(MINUTE);
    expect(timer()).toHaveTextContent('23:30');
    await u.click(screen.getByRole('button', { name: 'Resume timer' }));
    await passTime(30_000);
    expect(timer()).toHaveTextContent('23:00');
    await u.click(screen.getByRole('button', { name: 'Reset timer' }));
    expect(timer()).toHaveTextContent('25:00');
  });

  it('at zero records 1500 seconds with no task, resets to 25:00 and says so', async () => {
    const api = fakePomodoroApi();
    renderWithShell(<PomodoroCard />);
    await user().click(screen.getByRole('button', { name: 'Start timer' }));
    await passTime(25 * MINUTE - 250);
    expect(api.posts()).toHaveLength(0);
    await advance(250);
    expect(api.posts().map((call) => call.body)).toEqual([
      { duration: 1500, taskId: null, runKey: expect.any(String) },
    ]);
    expect(await screen.findByText('🍅 Pomodoro completed!')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('25:00');
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeInTheDocument();
    await passTime(30 * MINUTE);
    expect(api.posts()).toHaveLength(1);
  });

  it('starts a 25-minute run with no task whatever the page is set to, and tells the account', async () => {
    localStorage.setItem('pomodoro.settings', JSON.stringify({ workMinutes: 50 }));
    const api = fakePomodoroApi();
    renderWithShell(<PomodoroCard />);
    expect(timer()).toHaveTextContent('25:00');
    await user().click(screen.getByRole('button', { name: 'Start timer' }));
    const stored = JSON.parse(localStorage.getItem(FOCUS_TIMER_KEY)!);
    expect(stored).toMatchObject({ status: 'running', mode: 'work', durationSeconds: 1500 });
    await advance(0);
    expect(api.mirrored()).toEqual([
      {
        action: 'start',
        mode: 'work',
        durationSeconds: 1500,
        taskId: null,
        runKey: stored.runId,
      },
    ]);
  });

  it('shows the run the Pomodoro page (or another device) has under way, and pauses that one', async () => {
    const startedAt = Date.now() - 2 * MINUTE;
    localStorage.setItem(
      FOCUS_TIMER_KEY,
      JSON.stringify({
        mode: 'break',
        status: 'running',
        startedAt,
        elapsedBeforePauseMs: 0,
        durationSeconds: 600,
        taskId: null,
        runId: 'page-run',
      }),
    );
    const api = fakePomodoroApi();
    renderWithShell(<PomodoroCard />);
    expect(timer()).toHaveTextContent('08:00');
    await user().click(screen.getByRole('button', { name: 'Pause timer' }));
    expect(JSON.parse(localStorage.getItem(FOCUS_TIMER_KEY)!)).toMatchObject({
      status: 'paused',
      runId: 'page-run',
    });
    await advance(0);
    expect(api.mirrored()).toEqual([{ action: 'pause' }]);
  });

  it('finishes on time after the tab slept, recording once across two tabs', async () => {
    const api = fakePomodoroApi();
    renderWithShell(<PomodoroCard />);
    renderWithShell(<PomodoroCard />);
    await user().click(screen.getAllByRole('button', { name: 'Start timer' })[0]!);
    await sleepFor(2 * 60 * MINUTE);
    await advance(1000);
    expect(api.posts()).toHaveLength(1);
    expect(screen.getAllByRole('timer').map((t) => t.textContent)).toEqual(['25:00', '25:00']);
  });
});
