import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as placeholders from '../src/tasks/placeholder-task';
import { mockApi } from '@ps/web/mock-api';
import TasksPage from '../src/exposes/TasksPage';
import { freezeToday, NOW, task } from '@ps/web/test-fixtures';
import { renderRemote } from './support';
import { taskReadRoutes, taskStore } from './task-server';

// Every card asks once per drawing whether its task is still unsent: counted per task.
jest.mock('../src/tasks/placeholder-task', () => {
  const actual = jest.requireActual('../src/tasks/placeholder-task');
  return { ...actual, isPlaceholder: jest.fn(actual.isPlaceholder) };
});
const isPlaceholder = placeholders.isPlaceholder as jest.MockedFunction<
  typeof placeholders.isPlaceholder
>;
const drawingsOf = (id: number) =>
  isPlaceholder.mock.calls.filter(([drawn]) => drawn.id === id).length;

beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

describe('completing a task on the tasks page', () => {
  it("draws that task's card again, not the others'", async () => {
    const user = userEvent.setup({ delay: null });
    const milk = task({ description: 'Buy milk' });
    const bank = task({ description: 'Call the bank' });
    const store = taskStore([milk, bank]);
    const { calls } = mockApi({
      ...taskReadRoutes(store),
      'GET /api/habits': [],
      'GET /api/analytics/stats': {},
      [`POST /api/tasks/${milk.id}/complete`]: () =>
        store.replace(milk.id, { status: 'completed', completedAt: NOW.toISOString() }),
    });
    renderRemote(<TasksPage />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Complete “Buy milk”' });
    await screen.findByRole('tab', { name: 'Pending (2)' });
    isPlaceholder.mockClear();

    await user.click(checkbox);
    expect(await screen.findByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(drawingsOf(milk.id)).toBeGreaterThan(0);
    expect(drawingsOf(bank.id)).toBe(0);
  });
});
