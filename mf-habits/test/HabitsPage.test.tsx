import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Completion, Habit } from '@ps/contracts/habits';
import { mockApi } from '@ps/web/mock-api';
import { queryKeys } from '@ps/web/queries';
import { FIRST_STEP } from '@ps/web/use-shown-in-steps';
import HabitsPage from '../src/exposes/HabitsPage';
import { completion, deferred, freezeToday, habit, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

/** A stateful /api/habits: lists answer what the changes left behind. */
function habitsApi(habits: Habit[], completions: Completion[] = []) {
  return mockApi({
    'GET /api/habits': () => habits,
    'GET /api/habits/completions': () => completions,
    'GET /api/analytics/stats': {},
    'GET /api/tasks': [],
  });
}

const completionReads = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/habits/completions'));

describe('the habits page', () => {
  it('draws the cards a few at a time from the first, when the records come after the habits', async () => {
    const habits = Array.from({ length: 20 }, (_, i) => habit({ name: `Habit ${i + 1}` }));
    const records = deferred<Completion[]>();
    const { calls } = mockApi({
      'GET /api/habits': habits,
      'GET /api/habits/completions': () => records.promise,
      'GET /api/analytics/stats': {},
    });
    // How many cards each change of the page left on it.
    const drawn: number[] = [];
    const observer = new MutationObserver(() => {
      const cards = document.querySelectorAll('h2 a').length;
      if (cards !== drawn[drawn.length - 1]) drawn.push(cards);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRemote(<HabitsPage />);
    await waitFor(() => expect(calls.some((call) => call.url === '/api/habits')).toBe(true));
    // The habits are in; the steps would have time to run while the records are on their way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    records.resolve([]);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(20));
    observer.disconnect();
    expect(drawn.find((count) => count > 0)).toBe(FIRST_STEP);
  });

  it("shows 'No habits yet' with a button that opens the add dialog", async () => {
    const user = userEvent.setup({ delay: null });
    habitsApi([]);
    renderRemote(<HabitsPage />);
    expect(await screen.findByText('No habits yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Add Habit' });
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'Add Habit' })).toBeInTheDocument();
  });

  it('shows each habit with its schedule, start date and streak, from ONE completions read of a year', async () => {
    const read = habit({ name: 'Read', description: 'Twenty pages', startDate: '2026-02-01' });
    const gym = habit({ name: 'Gym', frequency: 'weekly' });
    const water = habit({ name: 'Water' });
    const { calls } = habitsApi(
      [read, gym, water],
      [
        completion(read.id, '2026-03-08'),
        completion(read.id, '2026-03-09'),
        completion(read.id, TODAY),
        // Weekly: the weeks of 23 Feb and 2 Mar are done, this week not yet.
        completion(gym.id, '2026-02-24'),
        completion(gym.id, '2026-03-05'),
      ],
    );
    renderRemote(<HabitsPage />);
    const readCard = (await screen.findByRole('heading', { name: 'Read' })).closest('li')!;
    expect(within(readCard).getByText('Twenty pages')).toBeInTheDocument();
    expect(within(readCard).getByText('Every day')).toBeInTheDocument();
    expect(within(readCard).getByText('Started Feb 1, 2026')).toBeInTheDocument();
    expect(within(readCard).getByText('3 days')).toBeInTheDocument();
    expect(
      within(readCard).getByRole('progressbar', {
        name: 'Current streak: 3 days, 10% of the 30-day goal',
      }),
    ).toHaveAttribute('aria-valuenow', '10');
    expect(within(readCard).getByRole('button', { name: 'Done today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const gymCard = screen.getByRole('heading', { name: 'Gym' }).closest('li')!;
    expect(within(gymCard).getByText('Once a week')).toBeInTheDocument();
    expect(within(gymCard).getByText('2 weeks')).toBeInTheDocument();

    const waterCard = screen.getByRole('heading', { name: 'Water' }).closest('li')!;
    expect(within(waterCard).getByText('0 days')).toBeInTheDocument();
    expect(within(waterCard).getByRole('button', { name: 'Done today' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(completionReads(calls)).toEqual([
      expect.objectContaining({
        url: '/api/habits/completions?startDate=2025-03-10&endDate=2026-03-10&include=all&format=rows',
      }),
    ]);
  });

  it('fills the ring to 100 % at 30 days and no further', async () => {
    const long = habit({ name: 'Meditate' });
    const dates = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2026, 2, 10 - i)).toISOString().slice(0, 10),
    );
    habitsApi(
      [long],
      dates.map((date) => completion(long.id, date)),
    );
    renderRemote(<HabitsPage />);
    expect(await screen.findByText('40 days')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Current streak: 40 days/ })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('marks today done at once, sends the day, shows the record saved, and reads only the stats again', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    const completions = [completion(read.id, '2026-03-09')];
    const answer = deferred<unknown>();
    const { calls } = mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': () => completions,
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${read.id}/complete`]: async () => {
        await answer.promise;
        completions.push(completion(read.id, TODAY));
        return { status: 201, body: completions[completions.length - 1] };
      },
    });
    const { queryClient } = renderRemote(<HabitsPage />);
    queryClient.setQueryData(queryKeys.stats, {});
    expect(await screen.findByText('1 day')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Done today' });
    await user.click(toggle);
    // Before the server has answered:
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `/api/habits/${read.id}/complete`,
      body: { date: TODAY },
    });
    answer.resolve(undefined);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.stats)?.isInvalidated).toBe(true),
    );
    // The year of days on screen is not downloaded again: the server's record takes the place of
    // the one shown.
    expect(completionReads(calls)).toHaveLength(1);
    const cached = queryClient
      .getQueriesData<Completion[]>({ queryKey: queryKeys.allCompletions })
      .flatMap(([, data]) => data ?? []);
    expect(cached.find((record) => record.completedAt === TODAY)).toEqual(completions.at(-1));
    expect(screen.getByText('2 days')).toBeInTheDocument();
  });

  it("puts the toggle back and shows the server's message when marking fails", async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': [],
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${read.id}/complete`]: {
        status: 400,
        body: {
          message: "That day is before the habit's start date (2026-01-01)",
          code: 'dateBeforeStart',
          params: { startDate: '2026-01-01' },
        },
      },
    });
    renderRemote(<HabitsPage />);
    const toggle = await screen.findByRole('button', { name: 'Done today' });
    await user.click(toggle);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText("That day is before the habit's start date (2026-01-01)"),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('0 days')).toBeInTheDocument();
  });

  it('unmarks today with a DELETE of the day', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    let completions = [completion(read.id, TODAY)];
    const { calls } = mockApi({
      'GET /api/habits': [read],
      'GET /api/habits/completions': () => completions,
      'GET /api/analytics/stats': {},
      [`DELETE /api/habits/${read.id}/complete`]: () => {
        completions = [];
        return { status: 204 };
      },
    });
    const { queryClient } = renderRemote(<HabitsPage />);
    queryClient.setQueryData(queryKeys.stats, {});
    const toggle = await screen.findByRole('button', { name: 'Done today' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      url: `/api/habits/${read.id}/complete`,
      body: { date: TODAY },
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.stats)?.isInvalidated).toBe(true),
    );
    expect(completionReads(calls)).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('edits a habit from its card', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    habitsApi([read]);
    renderRemote(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Habit' });
    expect(within(dialog).getByLabelText(/Habit name/)).toHaveValue('Read');
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read' });
    let habits = [read];
    const { calls } = mockApi({
      'GET /api/habits': () => habits,
      'GET /api/habits/completions': [],
      'GET /api/analytics/stats': {},
      'GET /api/tasks': [],
      [`DELETE /api/habits/${read.id}`]: () => {
        habits = [];
        return { status: 204 };
      },
    });
    renderRemote(<HabitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Read' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this habit?' });
    expect(confirm).toHaveTextContent('“Read” and its completion history will be removed.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Read' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this habit?' });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Habit deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No habits yet')).toBeInTheDocument();
  });

  it('speaks French and Arabic, with their plural rules', async () => {
    const read = habit({ name: 'Lire' });
    habitsApi([read], [completion(read.id, '2026-03-09'), completion(read.id, TODAY)]);
    const { unmount } = renderRemote(<HabitsPage />, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Habitudes' })).toBeInTheDocument();
    expect(await screen.findByText('2 jours')).toBeInTheDocument();
    expect(screen.getByText('Tous les jours')).toBeInTheDocument();
    unmount();

    renderRemote(<HabitsPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'العادات' })).toBeInTheDocument();
    expect(await screen.findByText('يومان')).toBeInTheDocument();
  });
});
