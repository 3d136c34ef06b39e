import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from '@ps/contracts/tasks';
import { mockApi, type MockRoutes } from '@ps/web/mock-api';
import TasksPage from '../src/exposes/TasksPage';
import { freezeToday, habit, NOW, task, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

/** A task list the changes act on; the list read answers what they left behind. */
function taskStore(initial: Task[]) {
  let tasks = initial;
  return {
    list: () => tasks,
    replace: (id: number, changes: Partial<Task>) => {
      tasks = tasks.map((t) => (t.id === id ? { ...t, ...changes } : t));
      return { status: 200, body: tasks.find((t) => t.id === id) };
    },
    remove: (id: number) => {
      tasks = tasks.filter((t) => t.id !== id);
      return { status: 204 };
    },
  };
}

function tasksApi(
  store: ReturnType<typeof taskStore>,
  habits = [habit({ name: 'Read' })],
  changes: MockRoutes = {},
) {
  return mockApi({
    'GET /api/tasks': store.list,
    'GET /api/habits': habits,
    'GET /api/analytics/stats': {},
    ...changes,
  });
}

const panel = () => screen.getByRole('tabpanel');
const rowTexts = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the tasks page', () => {
  it('counts the tabs and shows both empty states', async () => {
    const user = userEvent.setup({ delay: null });
    tasksApi(taskStore([]));
    renderRemote(<TasksPage />);
    expect(await screen.findByText('No pending tasks')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(screen.getByText('No completed tasks yet')).toBeInTheDocument();
  });

  it('lists pending tasks overdue first, then by due date, then priority, with their badges', async () => {
    const read = habit({ name: 'Read' });
    tasksApi(
      taskStore([
        task({ description: 'Someday', priority: 'high' }),
        task({
          description: 'Next week',
          dueDate: '2026-03-17',
          priority: 'low',
          habitId: read.id,
        }),
        task({ description: 'Today, low', dueDate: TODAY, priority: 'low' }),
        task({ description: 'Today, high', dueDate: TODAY, priority: 'high' }),
        task({ description: 'Late', dueDate: '2026-03-08' }),
        task({ description: 'Done', status: 'completed', completedAt: '2026-03-09T15:00:00.000Z' }),
      ]),
      [read],
    );
    renderRemote(<TasksPage />);
    expect(await screen.findByRole('tab', { name: 'Pending (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(await within(panel()).findByText('Read')).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      'LateMedium priorityOverdue · Mar 8, 2026Personal',
      'Today, highHigh priorityDue TodayPersonal',
      'Today, lowLow priorityDue TodayPersonal',
      'Next weekLow priorityDue Mar 17, 2026Read',
      'SomedayHigh priorityPersonal',
    ]);
  });

  it('highlights a completed task for 1500 ms with the 🎉 toast, then moves it to Completed', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const milk = task({ description: 'Buy milk' });
    const store = taskStore([milk]);
    tasksApi(store, [], {
      [`POST /api/tasks/${milk.id}/complete`]: () =>
        store.replace(milk.id, { status: 'completed', completedAt: NOW.toISOString() }),
    });
    renderRemote(<TasksPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Complete “Buy milk”' }));
    expect(await screen.findByText('🎉 Task Completed!')).toBeInTheDocument();
    expect(screen.getByText('Great job! Keep up the momentum.')).toBeInTheDocument();
    const row = () => screen.queryByText('Buy milk')?.closest('[data-highlighted="true"]');
    expect(row()).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(within(panel()).getByText('Buy milk')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(row()).toBeTruthy();
    act(() => jest.advanceTimersByTime(500));
    expect(within(panel()).queryByText('Buy milk')).not.toBeInTheDocument();
    expect(within(panel()).getByText('No pending tasks')).toBeInTheDocument();
  });

  it('shows completed tasks struck through with the badge and date, and reopens them', async () => {
    const user = userEvent.setup({ delay: null });
    const done = task({
      description: 'Send the report',
      status: 'completed',
      completedAt: '2026-03-09T15:00:00.000Z',
    });
    const store = taskStore([done]);
    const api = tasksApi(store, [], {
      [`PUT /api/tasks/${done.id}`]: () =>
        store.replace(done.id, { status: 'pending', completedAt: null }),
    });
    renderRemote(<TasksPage />);
    await user.click(await screen.findByRole('tab', { name: 'Completed (1)' }));
    const description = within(panel()).getByText('Send the report');
    expect(description).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(panel()).getByText('Completed')).toBeInTheDocument();
    expect(within(panel()).getByText('Completed Mar 9, 2026')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Reopen “Send the report”' }));
    expect(await screen.findByText('Task updated successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'pending',
      completedAt: null,
    });
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it('asks before deleting a task', async () => {
    const user = userEvent.setup({ delay: null });
    const walk = task({ description: 'Walk the dog' });
    const store = taskStore([walk]);
    const api = tasksApi(store, [], {
      [`DELETE /api/tasks/${walk.id}`]: () => store.remove(walk.id),
    });
    renderRemote(<TasksPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete “Walk the dog”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this task?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/tasks/${walk.id}`);
    expect(await screen.findByText('No pending tasks')).toBeInTheDocument();
  });

  it("shows the server's message when completing fails, and keeps the task pending", async () => {
    const user = userEvent.setup({ delay: null });
    const milk = task({ description: 'Buy milk' });
    mockApi({
      'GET /api/tasks': [milk],
      'GET /api/habits': [],
      [`POST /api/tasks/${milk.id}/complete`]: {
        status: 404,
        body: { message: 'Task not found', code: 'taskNotFound' },
      },
    });
    renderRemote(<TasksPage />);
    const checkbox = await screen.findByRole('checkbox', { name: 'Complete “Buy milk”' });
    await user.click(checkbox);
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
  });

  it('opens the edit dialog from a row', async () => {
    const user = userEvent.setup({ delay: null });
    tasksApi(taskStore([task({ description: 'Plan the trip' })]));
    renderRemote(<TasksPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit “Plan the trip”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Task' });
    expect(within(dialog).getByLabelText(/Task description/)).toHaveValue('Plan the trip');
  });

  it('speaks Arabic', async () => {
    tasksApi(taskStore([task({ description: 'مهمة', dueDate: TODAY })]));
    renderRemote(<TasksPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المهام' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'قيد الانتظار (1)' })).toBeInTheDocument();
    expect(screen.getByText('مستحقة اليوم')).toBeInTheDocument();
    expect(screen.getByText('شخصية')).toBeInTheDocument();
  });
});
