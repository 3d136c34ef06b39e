import { screen, within } from '@testing-library/react';
import { mockApi } from '@ps/web/mock-api';
import { renderWithShell } from '@ps/web/test-utils';
import StatsRow from '../src/exposes/StatsRow';
import { stats } from './fixtures';

// The first render loads MUI into jsdom; on a busy machine that alone can take seconds.
jest.setTimeout(30_000);

function card(label: string) {
  return screen.getByRole('heading', { name: label }).closest('.MuiCard-root') as HTMLElement;
}

describe('the dashboard stats row', () => {
  it('shows the four figures from the stats, with the real change since yesterday', async () => {
    mockApi({ 'GET /api/analytics/stats': stats });
    renderWithShell(<StatsRow />);

    await screen.findByRole('region', { name: 'Today at a glance' });
    const habits = within(card('Habits Today'));
    expect(habits.getByText('3/4')).toBeInTheDocument();
    expect(habits.getByText('+2 from yesterday')).toBeInTheDocument();

    const streak = within(card('Current Streak'));
    expect(streak.getByText('6')).toBeInTheDocument();
    expect(streak.getByText('days in a row')).toBeInTheDocument();

    const tasks = within(card('Tasks Completed'));
    expect(tasks.getByText('2')).toBeInTheDocument();
    expect(tasks.getByText('this week')).toBeInTheDocument();

    // 3000 s today is 0.8 h, 4800 s yesterday 1.3 h.
    const focus = within(card('Focus Time'));
    expect(focus.getByText('0.8 h')).toBeInTheDocument();
    expect(focus.getByText('-0.5 h from yesterday')).toBeInTheDocument();
    expect(screen.queryByText(/12%/)).not.toBeInTheDocument();
  });

  it('says when nothing changed since yesterday, and uses the singular for one day', async () => {
    mockApi({
      'GET /api/analytics/stats': {
        ...stats,
        habits: { ...stats.habits, habitsCompletedYesterday: 3, currentStreak: 1 },
        pomodoro: { ...stats.pomodoro, totalFocusTimeYesterday: 3000 },
      },
    });
    renderWithShell(<StatsRow />);
    await screen.findByRole('region', { name: 'Today at a glance' });
    expect(screen.getAllByText('Same as yesterday')).toHaveLength(2);
    expect(screen.getByText('day in a row')).toBeInTheDocument();
  });

  it('shows the four cards with a placeholder for each figure while the stats load', async () => {
    mockApi({ 'GET /api/analytics/stats': () => new Promise(() => {}) });
    renderWithShell(<StatsRow />);
    const row = screen.getByRole('region', { name: 'Loading your stats' });
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(row.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4);
    // No figure, no dash and no change line is shown before the answer.
    expect(row).not.toHaveTextContent(/\d|—|yesterday/i);
  });

  it('keeps its height when the figures arrive', async () => {
    mockApi({ 'GET /api/analytics/stats': stats });
    renderWithShell(<StatsRow />);
    const loadingRow = screen.getByRole('region', { name: 'Loading your stats' });
    const linesWhileLoading = [...loadingRow.querySelectorAll('h2 ~ *')].length;
    const row = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(row).toHaveAttribute('aria-busy', 'false');
    expect([...row.querySelectorAll('h2 ~ *')].length).toBe(linesWhileLoading);
  });

  it.each([
    [
      'the call fails',
      { status: 500, body: { message: 'Internal server error', code: 'internal' } },
    ],
    [
      'the user is signed out',
      { status: 401, body: { message: 'Unauthorized', code: 'unauthorized' } },
    ],
  ])('shows dashes and no invented numbers when %s', async (_, answer) => {
    mockApi({ 'GET /api/analytics/stats': answer });
    const { container } = renderWithShell(<StatsRow />);
    expect(await screen.findAllByText('Not available')).toHaveLength(4);
    expect(screen.getAllByText('—')).toHaveLength(4);
    // None of the old fixed fallbacks (3, 7, 12, 4 h) nor any other digit, and no change line.
    expect(container.textContent).not.toMatch(/\d/);
    expect(screen.queryByText(/from yesterday/)).not.toBeInTheDocument();
  });

  it('formats numbers and the change in French and Arabic', async () => {
    mockApi({ 'GET /api/analytics/stats': stats });
    const { unmount } = renderWithShell(<StatsRow />, { language: 'fr' });
    expect(await screen.findByText('0,8 h')).toBeInTheDocument();
    expect(screen.getByText('-0,5 h par rapport à hier')).toBeInTheDocument();
    expect(screen.getByText("jours d'affilée")).toBeInTheDocument();
    unmount();

    renderWithShell(<StatsRow />, { language: 'ar' });
    await screen.findByRole('region', { name: 'يومك في لمحة' });
    const focus = within(card('وقت التركيز'));
    expect(
      focus.getByText(`${(0.8).toLocaleString('ar', { minimumFractionDigits: 1 })} س`),
    ).toBeInTheDocument();
  });
});
