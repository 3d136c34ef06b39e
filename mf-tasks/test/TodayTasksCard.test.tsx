import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_TASKS_SHOWN } from '@ps/contracts/constants';
import { mockApi } from '@ps/web/mock-api';
import type { Task } from '@ps/contracts/tasks';
import AddTaskDialog from '../src/exposes/AddTaskDialog';
import TodayTasksCard from '../src/exposes/TodayTasksCard';
import { freezeToday, NOW, task, TODAY } from '@ps/web/test-fixtures';
import { goOffline, queuedCount } from './offline';
import { isStruckThrough, renderRemote } from './support';
import { taskReadRoutes, taskStore } from './task-server';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

const card = () => screen.getByRole('region', { name: "Today's Tasks" });

/** The card with the add-task dialog the shell's quick action opens beside it, open. */
function DashboardWithAddTask() {
  const [adding, setAdding] = useState(true);
  return (
    <>
      <TodayTasksCard />
      <AddTaskDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

describe("the dashboard's today's tasks card", () => {
  it(`shows at most ${DASHBOARD_TASKS_SHOWN} tasks, the most urgent first, and links to /tasks`, async () => {
    const many = Array.from({ length: 7 }, (_, i) => task({ description: `Later ${i + 1}` }));
    const { calls } = mockApi(
      taskReadRoutes(
        taskStore([...many, task({ description: 'Due now', dueDate: TODAY, priority: 'high' })]),
      ),
    );
    renderRemote(<TodayTasksCard />);
    expect(await screen.findByText('Due now')).toBeInTheDocument();
    const rows = within(card()).getAllByRole('listitem');
    expect(rows).toHaveLength(DASHBOARD_TASKS_SHOWN);
    expect(rows[0]).toHaveTextContent('Due nowHigh priorityDue Today');
    expect(screen.getByText('8 pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', '/tasks');
    // Only the first few of each list are read, never the whole list.
    const listReads = calls.filter((call) => call.url.split('?')[0] === '/api/tasks');
    expect(listReads.map((call) => call.url).sort()).toEqual([
      `/api/tasks?status=completed&dueDate=${TODAY}&limit=${DASHBOARD_TASKS_SHOWN}`,
      `/api/tasks?status=pending&limit=${DASHBOARD_TASKS_SHOWN}`,
    ]);
  });

  it('completes a task in place, which stays struck through when it was due today', async () => {
    const user = userEvent.setup({ delay: null });
    const due = task({ description: 'Pay rent', dueDate: TODAY });
    const store = taskStore([due]);
    const { calls } = mockApi({
      ...taskReadRoutes(store),
      'GET /api/analytics/stats': {},
      [`POST /api/tasks/${due.id}/complete`]: () =>
        store.replace(due.id, { status: 'completed', completedAt: NOW.toISOString() }),
    });
    renderRemote(<TodayTasksCard />);
    await user.click(await screen.findByRole('checkbox', { name: 'Complete “Pay rent”' }));
    expect(await screen.findByText('🎉 Task Completed!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    const reopen = await screen.findByRole(
      'checkbox',
      { name: 'Reopen “Pay rent”' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(reopen).toBeEnabled(), { timeout: 5000 });
    expect(reopen).toBeChecked();
    expect(isStruckThrough(screen.getByText('Pay rent'))).toBe(true);
  });

  it('keeps a task completed from the card highlighted for 1500 ms before it leaves', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const chore = task({ description: 'Water the plants' });
    const store = taskStore([chore, task({ description: 'Call mum' })]);
    mockApi({
      ...taskReadRoutes(store),
      'GET /api/analytics/stats': {},
      [`POST /api/tasks/${chore.id}/complete`]: () =>
        store.replace(chore.id, { status: 'completed', completedAt: NOW.toISOString() }),
    });
    renderRemote(<TodayTasksCard />);
    await user.click(await screen.findByRole('checkbox', { name: 'Complete “Water the plants”' }));
    expect(await screen.findByText('🎉 Task Completed!')).toBeInTheDocument();
    expect(await screen.findByText('1 pending')).toBeInTheDocument();
    const row = () => within(card()).queryByText('Water the plants');
    expect(row()?.closest('[data-highlighted="true"]')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(row()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(row()).not.toBeInTheDocument();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says there is nothing pending and links to the tasks page', async () => {
    mockApi(taskReadRoutes(taskStore([])));
    renderRemote(<TodayTasksCard />);
    expect(await screen.findByText('No pending tasks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a task' })).toHaveAttribute('href', '/tasks');
  });

  describe('offline', () => {
    let network: Awaited<ReturnType<typeof goOffline>>;
    beforeEach(async () => {
      network = await goOffline();
    });
    afterEach(() => network.restore());

    it('shows a task completed at once, and it stays struck through when due today', async () => {
      const user = userEvent.setup({ delay: null });
      const due = task({ description: 'Pay rent', dueDate: TODAY });
      const store = taskStore([due, task({ description: 'Call mum' })]);
      const complete = jest.fn(() =>
        store.replace(due.id, { status: 'completed', completedAt: NOW.toISOString() }),
      );
      mockApi({ ...taskReadRoutes(store), [`POST /api/tasks/${due.id}/complete`]: complete });
      renderRemote(<TodayTasksCard />);
      await user.click(await screen.findByRole('checkbox', { name: 'Complete “Pay rent”' }));
      expect(await screen.findByText('1 pending')).toBeInTheDocument();
      // Once its highlighted moment is over, it is still shown done, from the kept reads alone.
      const reopen = await screen.findByRole('checkbox', { name: 'Reopen “Pay rent”' });
      await waitFor(() => expect(reopen).toBeEnabled(), { timeout: 5000 });
      expect(reopen).toBeChecked();
      expect(isStruckThrough(within(card()).getByText('Pay rent'))).toBe(true);
      expect(complete).not.toHaveBeenCalled();
      expect(queuedCount()).toBe(1);

      await network.backOnline();
      expect(complete).toHaveBeenCalledTimes(1);
    });

    it('shows a task added from the quick action at once, not sent yet, until it is sent', async () => {
      const user = userEvent.setup({ delay: null });
      const store = taskStore([task({ description: 'Call mum' })]);
      const create = jest.fn((body: unknown) => store.add(body as Task));
      mockApi({ ...taskReadRoutes(store), 'GET /api/habits': [], 'POST /api/tasks': create });
      const { queryClient } = renderRemote(<DashboardWithAddTask />);
      network.followServer(queryClient);
      const dialog = screen.getByRole('dialog', { name: 'Add Task' });
      await user.type(within(dialog).getByLabelText(/Task description/), 'Call the bank');
      await user.click(within(dialog).getByRole('button', { name: 'Create Task' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());

      expect(await within(card()).findByText('Call the bank')).toBeInTheDocument();
      expect(within(card()).getByText('Not sent yet')).toBeInTheDocument();
      expect(screen.getByText('2 pending')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Complete “Call the bank”' })).toBeDisabled();
      expect(create).not.toHaveBeenCalled();

      await network.backOnline();
      expect(create).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(card()).queryByText('Not sent yet')).toBeNull());
      expect(within(card()).getAllByText('Call the bank')).toHaveLength(1);
      expect(screen.getByRole('checkbox', { name: 'Complete “Call the bank”' })).toBeEnabled();
    });
  });
});
