/**
 * For the front ends' builds only, never part of a browser's download: made-up people's answers
 * to the reads a page makes, by path (samplePeople: someone busy, with habits of every kind of
 * schedule, check-ins, tasks and focus sessions, and someone with nothing yet). A page's build
 * draws the page for each of them (drawnWithSampleData, write-first-views.tsx) so that the styles
 * its screens make around real data come with its first view, and the browser does not make them
 * again when the person's data arrives. Every answer is checked against its contract as it is
 * made: a change to a contract fails the build here rather than drawing a page with answers no
 * server gives.
 */
import type * as z from 'zod/mini';
import { API } from '@ps/contracts/api';
import { addDays, lastDays, type IsoDate } from '@ps/contracts/dates';
import { completionSchema, habitListSchema } from '@ps/contracts/habits';
import { pomodoroSessionListSchema, sessionTotalsSchema } from '@ps/contracts/pomodoro';
import { statsSchema } from '@ps/contracts/stats';
import { taskCountsSchema, taskPageSchema } from '@ps/contracts/tasks';

/** A GET's answer (JSON) by path, without its query; undefined for a path it has none for. */
export type SampleAnswers = (path: string) => unknown;

/** `answer`, once its contract's `schema` has read it without complaint. */
const checked = (schema: z.ZodMiniType, answer: unknown): unknown => {
  schema.parse(answer);
  return answer;
};

const stamp = (day: IsoDate, hour = 8) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;

function habits(today: IsoDate) {
  const started = addDays(today, -90);
  const habit = (id: number, fields: Record<string, unknown>) => ({
    id,
    description: null,
    frequency: 'daily',
    startDate: started,
    isActive: true,
    archived: false,
    position: id,
    target: null,
    createdAt: stamp(started),
    updatedAt: stamp(started),
    ...fields,
  });
  return checked(habitListSchema, [
    habit(1, { name: 'Read', schedule: { kind: 'daily' } }),
    habit(2, {
      name: 'Run',
      description: 'Around the park',
      frequency: 'weekly',
      schedule: { kind: 'timesPerWeek', times: 3 },
    }),
    habit(3, {
      name: 'Water',
      schedule: { kind: 'daily' },
      target: { amount: 8, unit: 'glasses', direction: 'atLeast' },
    }),
    habit(4, { name: 'Stretch', schedule: { kind: 'weekdays', days: [1, 3, 5] } }),
    habit(5, { name: 'Call home', schedule: { kind: 'everyNDays', interval: 3 } }),
    habit(6, { name: 'Budget', schedule: { kind: 'timesPerMonth', times: 4 }, archived: true }),
    // Begun this week, never checked in: no streak, no history yet.
    habit(7, { name: 'Meditate', schedule: { kind: 'daily' }, startDate: addDays(today, -2) }),
  ]);
}

/**
 * Check-ins over the last two months, most days done and some skipped; today one habit done, one
 * skipped and the one with a target given an amount below it (each is drawn its own way).
 */
function completions(today: IsoDate) {
  let id = 0;
  const checkIn = (
    habitId: number,
    day: IsoDate,
    status: 'done' | 'skipped',
    value: number | null,
  ) => {
    id += 1;
    return checked(completionSchema, {
      id,
      habitId,
      completedAt: day,
      createdAt: stamp(day, 20),
      status,
      value,
      note: id % 9 === 0 ? 'Felt good' : null,
      met: status === 'done' && (value === null || value >= 8),
    });
  };
  const past = lastDays(addDays(today, -1), 59).flatMap((day, dayIndex) =>
    [1, 2, 3, 4, 5].flatMap((habitId) => {
      const turn = (dayIndex + habitId) % 7;
      if (turn === 6) return [];
      return [
        checkIn(habitId, day, turn === 5 ? 'skipped' : 'done', habitId === 3 ? 4 + turn : null),
      ];
    }),
  );
  return [
    ...past,
    checkIn(1, today, 'done', null),
    checkIn(3, today, 'done', 5),
    checkIn(4, today, 'skipped', null),
  ];
}

function tasks(today: IsoDate) {
  const task = (id: number, day: IsoDate, done: boolean) => ({
    id,
    description: `Task ${id}`,
    dueDate: id % 2 === 0 ? day : null,
    priority: (['high', 'medium', 'low'] as const)[id % 3]!,
    status: done ? 'completed' : 'pending',
    habitId: null,
    completedAt: done ? stamp(day, 17) : null,
    createdAt: stamp(addDays(day, -2)),
    updatedAt: stamp(day, 17),
  });
  const week = lastDays(today, 7);
  return {
    pending: checked(taskPageSchema, {
      items: week.map((day, index) => task(index + 1, addDays(day, 3), false)),
      nextCursor: null,
    }),
    completed: checked(taskPageSchema, {
      items: week.reverse().map((day, index) => task(index + 20, day, true)),
      nextCursor: null,
    }),
  };
}

function sessions(today: IsoDate) {
  return checked(
    pomodoroSessionListSchema,
    lastDays(today, 7).flatMap((day, index) =>
      Array.from({ length: 1 + (index % 3) }, (_, n) => ({
        id: index * 3 + n + 1,
        taskId: null,
        duration: 1500,
        completedAt: stamp(day, 9 + n),
        createdAt: stamp(day, 9 + n),
      })),
    ),
  );
}

/** Answers by path, a task list's by its status. */
function byPath(
  answers: Record<string, unknown>,
  taskLists: { pending: unknown; completed: unknown },
): SampleAnswers {
  return (path) => {
    const [route = '', query = ''] = path.split('?');
    if (route === API.tasks) {
      return new URLSearchParams(query).get('status') === 'completed'
        ? taskLists.completed
        : taskLists.pending;
    }
    return answers[route];
  };
}

/** Someone busy: habits of every kind, two months of check-ins, tasks and focus sessions. */
function busyPerson(today: IsoDate): SampleAnswers {
  return byPath(
    {
      [API.habits]: habits(today),
      [API.habitCompletions]: completions(today),
      // More habits done than yesterday, less focus: both ways a change is drawn.
      [API.stats]: checked(statsSchema, {
        habits: {
          totalHabits: 6,
          habitsCompletedToday: 3,
          habitsCompletedYesterday: 2,
          longestStreak: 21,
          currentStreak: 6,
        },
        tasks: { totalTasks: 14, completedTasks: 7, pendingTasks: 7, tasksCompletedThisWeek: 7 },
        pomodoro: { sessionsToday: 2, totalFocusTimeToday: 3000, totalFocusTimeYesterday: 4500 },
      }),
      [API.taskCounts]: checked(taskCountsSchema, { pending: 7, completed: 7 }),
      [API.pomodoroSessions]: sessions(today),
      [API.pomodoroSessionTotals]: checked(sessionTotalsSchema, {
        sessions: 14,
        focusSeconds: 21000,
      }),
    },
    tasks(today),
  );
}

/** Someone who has just signed up: nothing yet, so every list is drawn empty. */
function newcomer(): SampleAnswers {
  const noTasks = checked(taskPageSchema, { items: [], nextCursor: null });
  return byPath(
    {
      [API.habits]: checked(habitListSchema, []),
      [API.habitCompletions]: [],
      [API.stats]: checked(statsSchema, {
        habits: {
          totalHabits: 0,
          habitsCompletedToday: 0,
          habitsCompletedYesterday: 0,
          longestStreak: 0,
          currentStreak: 0,
        },
        tasks: { totalTasks: 0, completedTasks: 0, pendingTasks: 0, tasksCompletedThisWeek: 0 },
        pomodoro: { sessionsToday: 0, totalFocusTimeToday: 0, totalFocusTimeYesterday: 0 },
      }),
      [API.taskCounts]: checked(taskCountsSchema, { pending: 0, completed: 0 }),
      [API.pomodoroSessions]: [],
      [API.pomodoroSessionTotals]: checked(sessionTotalsSchema, { sessions: 0, focusSeconds: 0 }),
    },
    { pending: noTasks, completed: noTasks },
  );
}

/**
 * The made-up people a page is drawn for (their calendar's today being `today`): one busy, one
 * just signed up, so that both a page's lists and its empty states are drawn.
 */
export function samplePeople(today: IsoDate): SampleAnswers[] {
  return [busyPerson(today), newcomer()];
}
