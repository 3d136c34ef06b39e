import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@ps/contracts/dates';
import * as progressRules from '@ps/contracts/progress';
import { completions, daysEnding, habit, session, stats, task, today } from './fixtures';
import { renderWithShell } from '@ps/web/test-utils';
import ProgressPage from '../src/exposes/ProgressPage';
import { renderProgress } from './render-progress';

// The habit figures' rule, watched: a page opened again must not work them out again.
jest.mock('@ps/contracts/progress', () => {
  const actual =
    jest.requireActual<typeof import('@ps/contracts/progress')>('@ps/contracts/progress');
  return { ...actual, habitWindowStats: jest.fn(actual.habitWindowStats) };
});

// jsdom renders MUI slowly, more so on a busy machine: the defaults (1 s to find, 5 s a test)
// are too tight for a page of cards.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const habits = [
  habit(1, 'Meditate'),
  habit(2, 'Read'),
  habit(3, 'Journal'),
  habit(4, 'Weekly review', 'weekly'),
];
const history = [
  // 21 of the last 30 days, ending today: 70 %, a 21-day streak.
  ...completions(1, daysEnding(0, 21)),
  // 20 days ending yesterday: 67 %, and today not done yet leaves the 20-day streak alive.
  ...completions(2, daysEnding(-1, 20)),
  // 40 days in a row: the window holds 30 of them, the streak all 40.
  ...completions(3, daysEnding(0, 40)),
  // Once in each of the last three weeks (the current one included).
  ...completions(4, [today, addDays(today, -7), addDays(today, -14)]),
];

function card(name: string) {
  return screen.getByRole('article', { name });
}

function figure(label: string) {
  return within(
    screen.getByRole('heading', { name: label }).closest('.MuiCard-root') as HTMLElement,
  );
}

describe('the Progress page', () => {
  it('has the header and the three stat cards', async () => {
    renderProgress({ habits, completions: history, sessions: [session(1, 0), session(2, -1)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
    await waitFor(() => expect(figure('Total Habits').getByText('4')).toBeInTheDocument());
    expect(figure('Longest Streak').getByText('14')).toBeInTheDocument();
    expect(figure('Longest Streak').getByText('days')).toBeInTheDocument();
    expect(figure('Focus Sessions').getByText('2')).toBeInTheDocument();
  });

  it('shows per habit its rate, done days, streak and a 30-day grid, and the overall rate', async () => {
    renderProgress({ habits, completions: history });
    const meditate = within(await screen.findByRole('article', { name: 'Meditate' }));
    expect(meditate.getByText('70%')).toBeInTheDocument();
    expect(meditate.getByText('21/30 days')).toBeInTheDocument();
    expect(meditate.getByText('21 day streak')).toBeInTheDocument();
    expect(meditate.getByRole('img', { name: '21 of 30 days completed' })).toBeInTheDocument();

    const read = within(card('Read'));
    expect(read.getByText('67%')).toBeInTheDocument();
    expect(read.getByText('20/30 days')).toBeInTheDocument();
    expect(read.getByText('20 day streak')).toBeInTheDocument();

    // The streak runs on past the 30-day window, as on the habits page.
    const journal = within(card('Journal'));
    expect(journal.getByText('100%')).toBeInTheDocument();
    expect(journal.getByText('30/30 days')).toBeInTheDocument();
    expect(journal.getByText('40 day streak')).toBeInTheDocument();

    const weekly = within(card('Weekly review'));
    expect(weekly.getByText('Weekly')).toBeInTheDocument();
    expect(weekly.getByText('3 week streak')).toBeInTheDocument();
    // Rated in its own periods: three of the last four weeks, not 3 of 30 days.
    expect(weekly.getByText('3/4 weeks')).toBeInTheDocument();
    expect(weekly.getByText('75%')).toBeInTheDocument();

    // (70 + 67 + 100 + 75) / 4 = 78
    const overall = screen.getByRole('progressbar', { name: 'Overall completion rate' });
    expect(overall).toHaveAttribute('aria-valuenow', '78');
    expect(screen.getByText('78%')).toBeInTheDocument();
  });

  it('highlights a rate of 70 % but not 67 %', async () => {
    renderProgress({ habits, completions: history });
    const badge = async (name: string, rate: string) =>
      within(await screen.findByRole('article', { name }))
        .getByText(rate)
        .closest('.MuiChip-root');
    expect(await badge('Meditate', '70%')).toHaveAttribute('data-highlighted', 'true');
    expect(await badge('Read', '67%')).toHaveAttribute('data-highlighted', 'false');
  });

  it('colours the grid square by square, oldest first, with a dated tooltip', async () => {
    const user = userEvent.setup();
    renderProgress({ habits: [habit(1, 'Meditate')], completions: completions(1, [today]) });
    const grid = await screen.findByRole('img', { name: '1 of 30 days completed' });
    const squares = grid.querySelectorAll('[data-date]');
    expect(squares).toHaveLength(30);
    expect(squares[0]).toHaveAttribute('data-date', addDays(today, -29));
    expect(squares[29]).toHaveAttribute('data-date', today);
    expect(squares[29]).toHaveAttribute('data-completed', 'true');
    expect(squares[28]).toHaveAttribute('data-completed', 'false');

    await user.hover(squares[29] as HTMLElement);
    const tip = await screen.findByRole('tooltip');
    const date = new Date(`${today}T00:00:00Z`).toLocaleDateString('en', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    expect(tip).toHaveTextContent(`${date}: Completed`);
  });

  it('asks for the same six reads with 1 habit and with 50', async () => {
    const many = Array.from({ length: 50 }, (_, i) => habit(i + 1, `Habit ${i + 1}`));
    const countReads = async (list: typeof many) => {
      const { calls, unmount } = renderProgress({
        habits: list,
        completions: list.flatMap((h) => completions(h.id, daysEnding(0, 10))),
      });
      await screen.findAllByRole('img', { name: '10 of 30 days completed' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('tab', { name: 'Tasks' }));
      await screen.findByText('Weekly Task Completion');
      await user.click(screen.getByRole('tab', { name: 'Focus' }));
      await screen.findByText('Weekly Focus Sessions');
      const urls = calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
      unmount();
      return urls.sort();
    };
    const one = await countReads(many.slice(0, 1));
    const fifty = await countReads(many);
    expect(fifty).toEqual(one);
    expect(one).toEqual([
      'GET /api/analytics/stats',
      'GET /api/habits',
      'GET /api/habits/completions',
      'GET /api/pomodoro/sessions',
      'GET /api/pomodoro/sessions/totals',
      'GET /api/tasks',
      'GET /api/tasks/counts',
    ]);
  }, 30_000);

  it('reads all completions in one call, a year back to today', async () => {
    const { calls } = renderProgress({ habits, completions: history });
    await screen.findByRole('article', { name: 'Meditate' });
    const read = calls.find((call) => call.url.startsWith('/api/habits/completions'));
    const params = new URL(read!.url, 'http://localhost').searchParams;
    expect(params.get('endDate')).toBe(today);
    expect(params.get('startDate')).toBe(addDays(today, -365));
  });

  it("draws the overall rate's card before the rates arrive, its figure and bar to come", async () => {
    renderProgress({ habits, completions: history });
    // The first render, with no answer yet: the card's heading stands where the figure will be.
    const overall = figure('Overall completion rate');
    expect(overall.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(overall.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(overall.getByText('78%')).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Overall completion rate' })).toHaveAttribute(
      'aria-valuetext',
      '78%',
    );
  });

  it("opened again over the same reads, shows the habits' figures at once, without working them out again", async () => {
    const first = renderProgress({ habits, completions: history });
    expect(await screen.findByRole('article', { name: 'Meditate' })).toBeInTheDocument();
    first.unmount();
    const workedOut = jest.mocked(progressRules.habitWindowStats);
    workedOut.mockClear();

    // The same cached reads, as when the person comes back to the page within the session.
    renderWithShell(<ProgressPage />, { route: '/progress', queryClient: first.queryClient });
    expect(within(card('Meditate')).getByText('21 day streak')).toBeInTheDocument();
    expect(within(card('Journal')).getByText('40 day streak')).toBeInTheDocument();
    // A year of check-ins per habit is not gone through again: on a phone, that took slices of
    // the main thread and showed a spinner meanwhile.
    expect(workedOut).not.toHaveBeenCalled();
  });

  it('leads to the habits page when there are no habits', async () => {
    renderProgress({ habits: [] });
    expect(await screen.findByText('No habits to track yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Habits' })).toHaveAttribute('href', '/habits');
    expect(
      screen.queryByRole('progressbar', { name: 'Overall completion rate' }),
    ).not.toBeInTheDocument();
  });
});

describe('the Tasks tab', () => {
  it('counts completed and pending tasks, the rate, and the last seven days capped at 100 %', async () => {
    const tasks = [
      ...Array.from({ length: 6 }, (_, i) => task(i + 1, 0)), // six today: 120 % capped at 100
      task(7, -2),
      task(8, -6),
      task(9, -7), // eight days ago: outside the week
      task(10),
      task(11),
      task(12),
    ];
    renderProgress({ tasks }, { route: '/progress?tab=tasks' });
    expect(await screen.findByRole('tab', { name: 'Tasks', selected: true })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Weekly Task Completion' });
    expect(figure('Completed Tasks').getByText('9')).toBeInTheDocument();
    expect(figure('Pending Tasks').getByText('3')).toBeInTheDocument();
    expect(figure('Completion Rate').getByText('75%')).toBeInTheDocument();

    const bars = within(
      screen.getByRole('region', { name: 'Weekly Task Completion' }),
    ).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '20',
      '0',
      '0',
      '0',
      '20',
      '0',
      '100',
    ]);
    expect(bars[6]).toHaveAttribute('aria-valuetext', '6 tasks');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '1 task');
    const weekday = new Date(`${today}T00:00:00Z`).toLocaleDateString('en', {
      timeZone: 'UTC',
      weekday: 'short',
    });
    expect(bars[6].closest('li')).toHaveTextContent(weekday);
  });

  it('gives a rate of 0 % with no tasks, and leads to the tasks page', async () => {
    renderProgress({ tasks: [] }, { route: '/progress?tab=tasks' });
    await screen.findByRole('region', { name: 'Weekly Task Completion' });
    expect(figure('Completion Rate').getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Tasks' })).toHaveAttribute('href', '/tasks');
  });
});

describe('the Focus tab', () => {
  it('counts sessions and focus hours, today’s sessions and the last seven days', async () => {
    const sessions = [
      ...Array.from({ length: 9 }, (_, i) => session(i + 1, 0)), // nine today: capped at 100
      session(10, -1, 3000),
      session(11, -3),
      session(12, -30),
    ];
    const { calls } = renderProgress({ sessions }, { route: '/progress?tab=focus' });
    await screen.findByRole('region', { name: 'Weekly Focus Sessions' });
    // The all-time figures are the server's totals; the list read reaches back a week only.
    const listRead = calls.find((call) => call.url.startsWith('/api/pomodoro/sessions?'));
    expect(new URL(listRead!.url, 'http://localhost').searchParams.get('since')).toBe(
      `${addDays(today, -7)}T00:00:00.000Z`,
    );
    expect(calls.some((call) => call.url === '/api/pomodoro/sessions')).toBe(false);
    expect(figure('Total Sessions').getByText('12')).toBeInTheDocument();
    // 11 × 1500 s + 3000 s = 19500 s = 5.4 h
    expect(figure('Total Focus Time').getByText('5.4 h')).toBeInTheDocument();
    expect(figure("Today's Sessions").getByText('9')).toBeInTheDocument();
    const bars = within(screen.getByRole('region', { name: 'Weekly Focus Sessions' })).getAllByRole(
      'progressbar',
    );
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '0',
      '0',
      '12.5',
      '0',
      '12.5',
      '100',
    ]);
    expect(bars[6]).toHaveAttribute('aria-valuetext', '9 sessions');
  });
});

describe('tabs and failures', () => {
  it('switches tabs with the keyboard, each panel labelled by its tab', async () => {
    const user = userEvent.setup();
    renderProgress({ habits, completions: history });
    await screen.findByRole('article', { name: 'Meditate' });
    expect(screen.getByRole('tabpanel', { name: 'Habits' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Habits' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Tasks', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tabpanel', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Meditate' })).not.toBeInTheDocument();
  });

  it('shows a dash for a figure whose call failed, and a retry that reads again', async () => {
    let fail = true;
    const { calls } = renderProgress({
      stats: { status: 500, body: { message: 'Internal server error', code: 'internal' } },
      habits: () =>
        fail
          ? { status: 500, body: { message: 'Internal server error', code: 'internal' } }
          : habits,
      completions: history,
    });
    expect(await figure('Longest Streak').findByText('Not available')).toBeInTheDocument();
    expect(figure('Total Habits').getByText('—')).toBeInTheDocument();
    expect(
      await screen.findByText("We couldn't load this part of your progress."),
    ).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Meditate' })).toBeInTheDocument();
    expect(figure('Total Habits').getByText('4')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/habits')).toHaveLength(2);
  });
});

describe('languages', () => {
  it('formats numbers, dates and plurals in French', async () => {
    renderProgress({ habits, completions: history, stats }, { language: 'fr' });
    const meditate = within(await screen.findByRole('article', { name: 'Meditate' }));
    expect(meditate.getByText('70 %')).toBeInTheDocument();
    expect(meditate.getByText('21/30 jours')).toBeInTheDocument();
    expect(meditate.getByText('Série de 21 jours')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Progression' })).toBeInTheDocument();
  });

  it('writes Arabic numbers, weekday names and plurals', async () => {
    renderProgress({ tasks: [task(1, 0)] }, { language: 'ar', route: '/progress?tab=tasks' });
    const bars = await within(
      await screen.findByRole('region', { name: 'إكمال المهام خلال الأسبوع' }),
    ).findAllByRole('progressbar');
    const weekday = new Date(`${today}T00:00:00Z`).toLocaleDateString('ar', {
      timeZone: 'UTC',
      weekday: 'short',
    });
    expect(bars[6].closest('li')).toHaveTextContent(weekday);
    expect(bars[6]).toHaveAttribute('aria-valuetext', 'مهمة واحدة');
    const percent = new Intl.NumberFormat('ar', { style: 'percent' }).format(1);
    expect(figure('معدّل الإكمال').getByText(percent)).toBeInTheDocument();
  });
});

describe('the Tasks tab of a long history', () => {
  it('downloads the completions of the last week only, a page at a time, not the whole list', async () => {
    // Completed one a day for 400 days, most recent today; 30 pending.
    const done = Array.from({ length: 400 }, (_, i) => task(i + 1, -i));
    const pending = Array.from({ length: 30 }, (_, i) => task(401 + i));
    const { calls } = renderProgress(
      { tasks: [...pending, ...done] },
      { route: '/progress?tab=tasks' },
    );
    await screen.findByRole('region', { name: 'Weekly Task Completion' });
    expect(figure('Completed Tasks').getByText('400')).toBeInTheDocument();
    expect(figure('Pending Tasks').getByText('30')).toBeInTheDocument();
    const bars = within(
      screen.getByRole('region', { name: 'Weekly Task Completion' }),
    ).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual(
      Array.from({ length: 7 }, () => '1 task'),
    );
    // The first page (of 100) reaches back past the week; the whole list is never asked for.
    const taskReads = calls
      .filter((call) => call.url.startsWith('/api/tasks?'))
      .map((call) => new URL(call.url, 'http://test').searchParams);
    expect(taskReads).toHaveLength(1);
    expect(taskReads[0]!.get('status')).toBe('completed');
    expect(taskReads[0]!.has('limit')).toBe(true);
  });
});
