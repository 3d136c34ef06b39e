import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as habitRules from '@ps/contracts/habit-rules';
import type { Completion } from '@ps/contracts/habits';
import { mockApi } from '@ps/web/mock-api';
import { queryKeys } from '@ps/web/queries';
import HabitsPage from '../src/exposes/HabitsPage';
import { completion, freezeToday, habit, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

// Each card's streak and score, a year of days each: counted per habit by its start date.
jest.mock('@ps/contracts/habit-rules', () => {
  const actual = jest.requireActual('@ps/contracts/habit-rules');
  return { ...actual, summarize: jest.fn(actual.summarize) };
});
const summarize = habitRules.summarize as jest.MockedFunction<typeof habitRules.summarize>;
const summariesStarting = (startDate: string) =>
  summarize.mock.calls.filter(([, plan]) => plan.startDate === startDate).length;

beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

describe('a check-in on the habits page', () => {
  it("draws the checked habit's card again, not the others'", async () => {
    const user = userEvent.setup({ delay: null });
    const read = habit({ name: 'Read', startDate: '2026-02-01' });
    const water = habit({ name: 'Water', startDate: '2026-02-02' });
    const completions: Completion[] = [completion(read.id, '2026-03-09')];
    const { calls } = mockApi({
      'GET /api/habits': [read, water],
      'GET /api/habits/completions': () => completions,
      'GET /api/analytics/stats': {},
      [`POST /api/habits/${water.id}/complete`]: () => {
        completions.push(completion(water.id, TODAY));
        return { status: 201, body: completions.at(-1) };
      },
    });
    const { queryClient } = renderRemote(<HabitsPage />);
    queryClient.setQueryData(queryKeys.stats, {});
    const waterCard = (await screen.findByRole('heading', { name: 'Water' })).closest('li')!;
    summarize.mockClear();

    await user.click(within(waterCard).getByRole('button', { name: 'Done today' }));
    // Shown at once, then the record the server saved in its place.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.stats)?.isInvalidated).toBe(true),
    );
    expect(calls.filter((call) => call.url.startsWith('/api/habits/completions'))).toHaveLength(1);
    await waitFor(() => expect(within(waterCard).getByText('1 day')).toBeInTheDocument());
    expect(summariesStarting(water.startDate)).toBeGreaterThan(0);
    expect(summariesStarting(read.startDate)).toBe(0);
  });
});
