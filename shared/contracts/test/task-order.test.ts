import { DASHBOARD_TASKS_SHOWN } from '../src/constants';
import { dashboardTasks, dueStatus, sortCompletedTasks, sortTasks } from '../src/task-order';
import type { Task } from '../src/tasks';

const TODAY = '2026-03-10';
let nextId = 1;

function task(overrides: Partial<Task>): Task {
  const id = nextId++;
  return {
    id,
    description: `task ${id}`,
    dueDate: null,
    priority: 'medium',
    status: 'pending',
    habitId: null,
    completedAt: null,
    createdAt: `2026-03-01T00:00:${String(id).padStart(2, '0')}.000Z`,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('dueStatus', () => {
  it('compares the due date with the user’s today', () => {
    expect(dueStatus({ dueDate: '2026-03-09' }, TODAY)).toBe('overdue');
    expect(dueStatus({ dueDate: TODAY }, TODAY)).toBe('today');
    expect(dueStatus({ dueDate: '2026-03-11' }, TODAY)).toBe('upcoming');
    expect(dueStatus({ dueDate: null }, TODAY)).toBe('none');
  });
});

describe('sortTasks', () => {
  it('puts overdue first, then by due date, undated last, then by priority', () => {
    const undatedHigh = task({ description: 'undated high', priority: 'high' });
    const upcomingLow = task({
      description: 'upcoming low',
      dueDate: '2026-03-12',
      priority: 'low',
    });
    const todayLow = task({ description: 'today low', dueDate: TODAY, priority: 'low' });
    const todayHigh = task({ description: 'today high', dueDate: TODAY, priority: 'high' });
    const overdue = task({ description: 'overdue', dueDate: '2026-02-01', priority: 'low' });
    const undatedLow = task({ description: 'undated low', priority: 'low' });
    const sorted = sortTasks([undatedHigh, upcomingLow, todayLow, todayHigh, overdue, undatedLow]);
    expect(sorted.map((t) => t.description)).toEqual([
      'overdue',
      'today high',
      'today low',
      'upcoming low',
      'undated high',
      'undated low',
    ]);
  });

  it('keeps creation order between otherwise equal tasks and leaves the input untouched', () => {
    const first = task({ description: 'first' });
    const second = task({ description: 'second' });
    const input = [second, first];
    expect(sortTasks(input).map((t) => t.description)).toEqual(['first', 'second']);
    expect(input[0]).toBe(second);
  });
});

describe('sortCompletedTasks', () => {
  it('shows the most recently completed first', () => {
    const older = task({ status: 'completed', completedAt: '2026-03-08T10:00:00.000Z' });
    const newer = task({ status: 'completed', completedAt: '2026-03-09T10:00:00.000Z' });
    expect(sortCompletedTasks([older, newer])).toEqual([newer, older]);
  });
});

describe('dashboardTasks', () => {
  it('lists pending tasks and the ones due today already done, pending first', () => {
    const doneToday = task({ description: 'done today', dueDate: TODAY, status: 'completed' });
    const doneEarlier = task({
      description: 'done earlier',
      dueDate: '2026-03-01',
      status: 'completed',
    });
    const pending = task({ description: 'pending' });
    const dueToday = task({ description: 'due today', dueDate: TODAY });
    expect(
      dashboardTasks([doneToday, doneEarlier, pending, dueToday], TODAY).map((t) => t.description),
    ).toEqual(['due today', 'pending', 'done today']);
  });

  it(`shows at most ${DASHBOARD_TASKS_SHOWN}`, () => {
    const many = Array.from({ length: DASHBOARD_TASKS_SHOWN + 3 }, () => task({}));
    expect(dashboardTasks(many, TODAY)).toHaveLength(DASHBOARD_TASKS_SHOWN);
  });
});
