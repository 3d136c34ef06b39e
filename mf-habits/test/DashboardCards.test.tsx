import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@ps/web/mock-api';
import TodayHabitsCard from '../src/exposes/TodayHabitsCard';
import WeeklyProgressCard from '../src/exposes/WeeklyProgressCard';
import { completion, freezeToday, habit, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

const completionReads = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/habits/completions'));

function Dashboard() {
  return (
    <>
      <TodayHabitsCard />
      <WeeklyProgressCard />
    </>
  );
}

describe("the dashboard's habit cards", () => {
  it('lists the first five habits, counts them all, and shows the rest in place on Show all', async () => {
    const user = userEvent.setup({ delay: null });
    const habits = Array.from({ length: 8 }, (_, i) => habit({ name: `Habit ${i + 1}` }));
    mockApi({ 'GET /api/habits': habits, 'GET /api/habits/completions': [] });
    renderRemote(<TodayHabitsCard />);
    // While loading, as many placeholders as rows will show.
    expect(
      within(screen.getByLabelText('Loading…')).getAllByText('', { selector: '.MuiSkeleton-root' }),
    ).toHaveLength(5);
    expect(await screen.findByRole('checkbox', { name: 'Habit 5' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Habit 6' })).not.toBeInTheDocument();
    expect(screen.getByText('0/8 done')).toBeInTheDocument();

    const showAll = screen.getByRole('button', { name: 'Show all 8' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(screen.getByRole('checkbox', { name: 'Habit 8' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByRole('checkbox', { name: 'Habit 8' })).not.toBeInTheDocument();
  });

  it('shows the week of the first five habits, and the rest on Show all', async () => {
    const user = userEvent.setup({ delay: null });
    const habits = Array.from({ length: 7 }, (_, i) => habit({ name: `Habit ${i + 1}` }));
    mockApi({ 'GET /api/habits': habits, 'GET /api/habits/completions': [] });
    renderRemote(<WeeklyProgressCard />);
    expect(await screen.findByRole('list', { name: 'Habit 5' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Habit 6' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 7' }));
    expect(screen.getByRole('list', { name: 'Habit 7' })).toBeInTheDocument();
  });

  it('offers no Show all when every habit fits, nor to hide a single one', async () => {
    const habits = Array.from({ length: 6 }, (_, i) => habit({ name: `Habit ${i + 1}` }));
    mockApi({ 'GET /api/habits': habits, 'GET /api/habits/completions': [] });
    renderRemote(<TodayHabitsCard />);
    expect(await screen.findByRole('checkbox', { name: 'Habit 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('share ONE completions read of a month whatever the number of habits', async () => {
    const habits = [habit({ name: 'Read' }), habit({ name: 'Walk' }), habit({ name: 'Gym' })];
    const { calls } = mockApi({ 'GET /api/habits': habits, 'GET /api/habits/completions': [] });
    renderRemote(<Dashboard />);
    expect(await screen.findByRole('checkbox', { name: 'Gym' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Gym' })).toBeInTheDocument();
    expect(completionReads(calls)).toEqual([
      expect.objectContaining({
        url: '/api/habits/completions?startDate=2026-02-08&endDate=2026-03-10&include=all&format=rows',
      }),
    ]);
    expect(calls.filter((call) => call.url === '/api/habits')).toHaveLength(1);
  });

  it('marks and unmarks today from the checkbox, and the weekly card follows at once', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    let completions = [completion(read.id, '2026-03-09')];
    const { calls } = mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': () => completions,
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${read.id}/complete`]: () => {
        completions = [...completions, completion(read.id, TODAY)];
        return { status: 201, body: completions[completions.length - 1] };
      },
      [`DELETE /api/habits/${read.id}/complete`]: () => {
        completions = completions.filter((c) => c.completedAt !== TODAY);
        return { status: 204 };
      },
    });
    renderRemote(<Dashboard />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Read' });
    expect(checkbox).not.toBeChecked();
    expect(await screen.findByText('0/1 done')).toBeInTheDocument();
    expect(screen.getByText('1/7')).toBeInTheDocument();

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByText('2/7')).toBeInTheDocument();
    expect(screen.getByText('1/1 done')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: TODAY });

    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(screen.getByText('1/7')).toBeInTheDocument();
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ date: TODAY });
    // Both taps went to the server, and the month of days on the cards was not read again.
    expect(completionReads(calls)).toHaveLength(1);
    expect(screen.getByText('1/7')).toBeInTheDocument();
  });

  it('ticks and unticks the box the moment it is clicked, before the change is saved', async () => {
    const read = habit({ name: 'Read' });
    mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': [],
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${read.id}/complete`]: () => ({
        status: 201,
        body: completion(read.id, TODAY),
      }),
      [`DELETE /api/habits/${read.id}/complete`]: { status: 204 },
    });
    renderRemote(<TodayHabitsCard />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Read' });

    // Checked in the click's own task: nothing asynchronous has run yet.
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(checkbox).toBeChecked();

    fireEvent.click(checkbox);
    expect(checkbox).not.toBeChecked();
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(checkbox).not.toBeChecked();
  });

  it("unticks again and shows the 'Error' toast when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': [],
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${read.id}/complete`]: {
        status: 500,
        body: { message: 'Internal server error', code: 'internal' },
      },
    });
    renderRemote(<TodayHabitsCard />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Read' });
    await user.click(checkbox);
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(checkbox).not.toBeChecked());
  });

  it('shows the seven days with short weekday names, done or not, and n/7', async () => {
    const read = habit({ name: 'Read' });
    mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': [
        completion(read.id, '2026-03-05'),
        completion(read.id, '2026-03-09'),
        completion(read.id, TODAY),
      ],
    });
    renderRemote(<WeeklyProgressCard />);
    const week = await screen.findByRole('list', { name: 'Read' });
    const days = within(week).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Wed4Not completed',
      'Thu5Completed',
      'Fri6Not completed',
      'Sat7Not completed',
      'Sun8Not completed',
      'Mon9Completed',
      'Tue10Completed',
    ]);
    expect(screen.getByText('3/7')).toBeInTheDocument();
    expect(screen.getByText('3 of 7 days done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View progress' })).toHaveAttribute(
      'href',
      '/progress',
    );
  });

  it('names the weekdays in French and Arabic', async () => {
    const read = habit({ name: 'Lire' });
    mockApi({ 'GET /api/habits': [read], 'GET /api/habits/completions': [] });
    const { unmount } = renderRemote(<WeeklyProgressCard />, { language: 'fr' });
    const week = await screen.findByRole('list', { name: 'Lire' });
    expect(within(week).getAllByRole('listitem')[6]).toHaveTextContent(/^mar\./);
    expect(screen.getByRole('heading', { name: 'Progression de la semaine' })).toBeInTheDocument();
    unmount();
    renderRemote(<WeeklyProgressCard />, { language: 'ar' });
    const arabicWeek = await screen.findByRole('list', { name: 'Lire' });
    expect(within(arabicWeek).getAllByRole('listitem')[6]).toHaveTextContent(/^الثلاثاء/);
  });

  it('leaves paused habits out of the dashboard', async () => {
    mockApi({
      'GET /api/habits': [habit({ name: 'Read' }), habit({ name: 'Paused', isActive: false })],
      'GET /api/habits/completions': [],
    });
    renderRemote(<Dashboard />);
    expect(await screen.findByRole('checkbox', { name: 'Read' })).toBeInTheDocument();
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('counts weekly habits in their week, and lists only the habits due today', async () => {
    // Tuesday 10 March: the week began on Monday the 9th.
    const weekly = habit({ name: 'Swim', schedule: { kind: 'timesPerWeek', times: 1 } });
    const twice = habit({ name: 'Yoga', schedule: { kind: 'timesPerWeek', times: 2 } });
    const weekends = habit({ name: 'Hike', schedule: { kind: 'weekdays', days: [6, 7] } });
    const archived = habit({ name: 'Old', archived: true });
    mockApi({
      'GET /api/habits': [weekly, twice, weekends, archived],
      'GET /api/habits/completions': [
        completion(weekly.id, '2026-03-09'),
        completion(twice.id, TODAY),
      ],
    });
    renderRemote(<Dashboard />);
    expect(await screen.findByText('1/1 this week')).toBeInTheDocument();
    expect(screen.getByText('1/2 this week')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Swim' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Hike' })).not.toBeInTheDocument();
    expect(screen.queryByText('Old')).not.toBeInTheDocument();
  });

  it('says there are no habits yet and links to the habits page', async () => {
    mockApi({ 'GET /api/habits': [], 'GET /api/habits/completions': [] });
    renderRemote(<Dashboard />);
    expect(await screen.findAllByText('No habits yet')).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: 'Add a habit' })) {
      expect(link).toHaveAttribute('href', '/habits');
    }
    expect(screen.getByRole('link', { name: 'View all habits' })).toHaveAttribute(
      'href',
      '/habits',
    );
  });
});
