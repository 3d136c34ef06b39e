/** Records and a frozen calendar for the remotes' jest tests. */
import { completionSchema, habitSchema, type Completion, type Habit } from '@ps/contracts/habits';
import type { Task } from '@ps/contracts/tasks';

/** Tuesday 10 March 2026, noon UTC: the same calendar day in every zone from UTC-11 to UTC+11. */
export const NOW = new Date('2026-03-10T12:00:00Z');
export const TODAY = '2026-03-10';

/** Freezes "today" while letting timers run with real time, so react-query and user-event work. */
export function freezeToday() {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
}

let nextId = 100;

export function habit(overrides: Partial<Habit> = {}): Habit {
  return habitSchema.parse({
    id: nextId++,
    name: 'Read',
    description: null,
    frequency: 'daily',
    startDate: '2026-01-01',
    isActive: true,
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...overrides,
  });
}

export function completion(habitId: number, completedAt: string): Completion {
  return completionSchema.parse({
    id: nextId++,
    habitId,
    completedAt,
    createdAt: `${completedAt}T09:00:00.000Z`,
  });
}

export function task(overrides: Partial<Task> = {}): Task {
  const id = nextId++;
  return {
    id,
    description: `Task ${id}`,
    dueDate: null,
    priority: 'medium',
    status: 'pending',
    habitId: null,
    completedAt: null,
    createdAt: `2026-03-01T08:00:${String(id % 60).padStart(2, '0')}.000Z`,
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A promise the test settles when it chooses, to look at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
