import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_TASKS_SHOWN } from '@ps/contracts/constants';
import type { Task } from '@ps/contracts/tasks';
import { mockApi } from '@ps/web/mock-api';
import TodayTasksCard from '../src/exposes/TodayTasksCard';
import { freezeToday, NOW, task, TODAY } from '@ps/web/test-fixtures';
import { renderRemote } from './support';

jest.setTimeout(60_000);
beforeEach(freezeToday);
afterEach(() => jest.useRealTimers());

const card = () => screen.getByRole('region', { name: "Today's Tasks" });

describe("the dashboard's today's tasks card", () => {
  it(`shows at most ${DASHBOARD_TASKS_SHOWN} tasks, the most urgent first, and links to /tasks`, async () => {
    const many = Array.from({ length: 7 }, (_, i) => task({ description: `Later ${i + 1}` }));
    mockApi({
      'GET /api/tasks': [
        ...many,
        task({ description: 'Due now', dueDate: TODAY, priority: 'high' }),
      ],
    });
    renderRemote(<TodayTasksCard />);
    expect(await screen.findByText('Due now')).toBeInTheDocument();
    const rows = within(card()).getAllByRole('listitem');
    expect(rows).toHaveLength(DASHBOARD_TASKS_SHOWN);
    expect(rows[0]).toHaveTextContent('Due nowHigh priorityDue Today');
    expect(screen.getByText('8 pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('completes a task in place, which stays struck through when it was due today', async () => {
    const user = userEvent.setup({ delay: null });
    const due = task({ description: 'Pay rent', dueDate: TODAY });
    let tasks: Task[] = [due];
    const { calls } = mockApi({
      'GET /api/tasks': () => tasks,
      'GET /api/analytics/stats': {},
      [`POST /api/tasks/${due.id}/complete`]: () => {
        tasks = [{ ...due, status: 'completed', completedAt: NOW.toISOString() }];
        return { status: 200, body: tasks[0] };
      },
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
    expect(screen.getByText('Pay rent')).toHaveStyle({ textDecoration: 'line-through' });
  });

  it('keeps a task completed from the card highlighted for 1500 ms before it leaves', async () => {
    jest.useFakeTimers({ now: NOW });
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const chore = task({ description: 'Water the plants' });
    let tasks: Task[] = [chore, task({ description: 'Call mum' })];
    mockApi({
      'GET /api/tasks': () => tasks,
      'GET /api/analytics/stats': {},
      [`POST /api/tasks/${chore.id}/complete`]: () => {
        tasks = tasks.map((t) =>
          t.id === chore.id ? { ...t, status: 'completed', completedAt: NOW.toISOString() } : t,
        );
        return { status: 200, body: tasks[0] };
      },
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
    mockApi({ 'GET /api/tasks': [] });
    renderRemote(<TodayTasksCard />);
    expect(await screen.findByText('No pending tasks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a task' })).toHaveAttribute('href', '/tasks');
  });
});
