import { addDays, lastDays, localDayBounds, type IsoDate } from '@ps/contracts/dates';
import {
  completionSchema,
  habitSchema,
  type Completion,
  type Frequency,
  type Habit,
} from '@ps/contracts/habits';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import type { Stats } from '@ps/contracts/stats';
import type { Task } from '@ps/contracts/tasks';
import { browserTimeZone } from '@ps/web/api';
import { clientToday } from '@ps/web/queries';

/** Fixtures in the shape the API answers, dated relative to the test machine's today. */
export const today: IsoDate = clientToday();
const zone = browserTimeZone();

/** An instant `hour` hours into the local day `offset` days from today. */
export function instantOn(offset: number, hour: number): string {
  const start = localDayBounds(addDays(today, offset), zone).start.getTime();
  return new Date(start + hour * 3_600_000).toISOString();
}

export function habit(id: number, name: string, frequency: Frequency = 'daily'): Habit {
  return habitSchema.parse({
    id,
    name,
    description: null,
    frequency,
    startDate: addDays(today, -60),
    isActive: true,
    createdAt: instantOn(-60, 9),
    updatedAt: instantOn(-60, 9),
  });
}

let completionId = 0;
/** Completions of one habit on each of `dates`. */
export function completions(habitId: number, dates: IsoDate[]): Completion[] {
  return dates.map((completedAt) =>
    completionSchema.parse({
      id: (completionId += 1),
      habitId,
      completedAt,
      createdAt: `${completedAt}T20:00:00.000Z`,
    }),
  );
}

/** The `count` days ending `endOffset` days from today. */
export function daysEnding(endOffset: number, count: number): IsoDate[] {
  return lastDays(addDays(today, endOffset), count);
}

export function task(id: number, completedOffset?: number): Task {
  const completedAt = completedOffset === undefined ? null : instantOn(completedOffset, 12);
  return {
    id,
    description: `Task ${id}`,
    dueDate: null,
    priority: 'medium',
    status: completedAt ? 'completed' : 'pending',
    habitId: null,
    completedAt,
    createdAt: instantOn(-20, 9),
    updatedAt: completedAt ?? instantOn(-20, 9),
  };
}

export function session(id: number, dayOffset: number, duration = 1500): PomodoroSession {
  const at = instantOn(dayOffset, 10 + (id % 10) * 0.5);
  return { id, taskId: null, duration, completedAt: at, createdAt: at };
}

export const stats: Stats = {
  habits: {
    totalHabits: 4,
    habitsCompletedToday: 3,
    habitsCompletedYesterday: 1,
    longestStreak: 14,
    currentStreak: 6,
  },
  tasks: { totalTasks: 9, completedTasks: 5, pendingTasks: 4, tasksCompletedThisWeek: 2 },
  pomodoro: { sessionsToday: 2, totalFocusTimeToday: 3000, totalFocusTimeYesterday: 4800 },
};
