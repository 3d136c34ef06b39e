import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_SCREEN_PAGE_SIZE, type Task } from '@ps/contracts/tasks';
import { mockApi, type MockRoutes } from '@ps/web/mock-api';
import TasksPage from '../src/exposes/TasksPage';
import { freezeToday, habit, NOW, task, TODAY } from '@ps/web/test-fixtures';
import { goOffline, queuedCount } from './offline';
import { isStruckThrough, renderRemote } from './support';
import { taskReadRoutes, taskStore, type TaskStore } from './task-server';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

function tasksApi(store: TaskStore, habits = [habit({ name: 'Read' })], changes: MockRoutes = {}) {
  return mockApi({
    ...taskReadRoutes(store),
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
    // Before the counts arrive the tabs give none, rather than a count of zero.
    expect(screen.getByRole('tab', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toBeInTheDocument();
    expect(await screen.findByText('No pending tasks')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Completed (0)' }));
    expect(await screen.findByText('No completed tasks yet')).toBeInTheDocument();
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

  it('shows a page at a time, Load more (from the keyboard too) adding the next; the tabs count every task', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = Array.from({ length: 130 }, (_, i) =>
      task({ description: `Pending ${i + 1}`, dueDate: i < 10 ? TODAY : null }),
    );
    const done = Array.from({ length: 3 }, (_, i) =>
      task({ description: `Done ${i + 1}`, status: 'completed', completedAt: NOW.toISOString() }),
    );
    const api = tasksApi(taskStore([...pending, ...done]));
    renderRemote(<TasksPage />);
    expect(await screen.findByRole('tab', { name: 'Pending (130)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (3)' })).toBeInTheDocument();
    await within(panel()).findByText('Pending 1');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(TASK_SCREEN_PAGE_SIZE);
    expect(within(panel()).queryByText('Pending 130')).not.toBeInTheDocument();

    // Load more, from the keyboard, until the list ends.
    const pages = Math.ceil(130 / TASK_SCREEN_PAGE_SIZE);
    for (let shown = 1; shown < pages; shown += 1) {
      act(() => screen.getByRole('button', { name: 'Load more tasks' }).focus());
      await user.keyboard('{Enter}');
      const expected = Math.min(130, (shown + 1) * TASK_SCREEN_PAGE_SIZE);
      await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(expected));
    }
    expect(await within(panel()).findByText('Pending 130')).toBeInTheDocument();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(130);
    expect(screen.queryByRole('button', { name: 'Load more tasks' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (130)' })).toBeInTheDocument();
    const pageReads = api.calls.filter((call) => call.url.startsWith('/api/tasks?'));
    expect(
      pageReads.map((call) => new URL(call.url, 'http://test').searchParams.get('cursor')),
    ).toEqual(
      Array.from({ length: pages }, (_, page) =>
        page === 0 ? null : String(page * TASK_SCREEN_PAGE_SIZE),
      ),
    );
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
    const description = await within(panel()).findByText('Send the report');
    expect(isStruckThrough(description)).toBe(true);
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
    tasksApi(taskStore([milk]), [], {
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

  describe('offline', () => {
    let network: Awaited<ReturnType<typeof goOffline>>;
    beforeEach(async () => {
      network = await goOffline();
    });
    afterEach(() => network.restore());

    const rowOf = (description: string) =>
      within(panel()).getByText(description).closest('li') as HTMLElement;

    async function addTask(user: ReturnType<typeof userEvent.setup>, description: string) {
      await user.click(await screen.findByRole('button', { name: 'Add Task' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Task' });
      await user.type(within(dialog).getByLabelText(/Task description/), description);
      await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }

    it('shows a completion at once in the lists and counts, and sends it once online', async () => {
      const user = userEvent.setup({ delay: null });
      const milk = task({ description: 'Buy milk' });
      const store = taskStore([milk]);
      const complete = jest.fn(() =>
        store.replace(milk.id, { status: 'completed', completedAt: NOW.toISOString() }),
      );
      tasksApi(store, [], { [`POST /api/tasks/${milk.id}/complete`]: complete });
      renderRemote(<TasksPage />);
      await user.click(await screen.findByRole('checkbox', { name: 'Complete “Buy milk”' }));
      expect(await screen.findByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
      expect(complete).not.toHaveBeenCalled();
      expect(queuedCount()).toBe(1);

      await network.backOnline();
      expect(complete).toHaveBeenCalledTimes(1);
      expect(queuedCount()).toBe(0);
    });

    it('shows a task added at once, not sent yet, and creates it once when back online', async () => {
      const user = userEvent.setup({ delay: null });
      const store = taskStore([task({ description: 'Buy milk' })]);
      const create = jest.fn((body: unknown) => store.add(body as Task));
      tasksApi(store, [], { 'POST /api/tasks': create });
      const { queryClient } = renderRemote(<TasksPage />);
      network.followServer(queryClient);
      await addTask(user, 'Call the bank');

      expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
      expect(rowOf('Call the bank')).toHaveTextContent('Not sent yet');
      expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
      // Until the server has it, it has no id to complete or edit it by.
      expect(screen.getByRole('checkbox', { name: 'Complete “Call the bank”' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Edit “Call the bank”' })).toBeNull();
      expect(create).not.toHaveBeenCalled();
      expect(queuedCount()).toBe(1);

      await network.backOnline();
      expect(create).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledWith(
        { description: 'Call the bank', dueDate: null, priority: 'medium', habitId: null },
        '/api/tasks',
      );
      await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
      expect(within(panel()).getAllByText('Call the bank')).toHaveLength(1);
      expect(screen.getByRole('checkbox', { name: 'Complete “Call the bank”' })).toBeEnabled();
      expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    });

    it('deleting a task added offline takes it back: nothing reaches the server', async () => {
      const user = userEvent.setup({ delay: null });
      const api = tasksApi(taskStore([task({ description: 'Buy milk' })]));
      renderRemote(<TasksPage />);
      await addTask(user, 'Call the bank');
      expect(await screen.findByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Delete “Call the bank”' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete this task?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Task deleted successfully')).toBeInTheDocument();
      expect(within(panel()).queryByText('Call the bank')).toBeNull();
      expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
      expect(queuedCount()).toBe(0);

      await network.backOnline();
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    });
  });
});
