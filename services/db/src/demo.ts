import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { addDays, daysBetween, localDayBounds, todayIn, type IsoDate } from '@ps/contracts/dates';
import type { Frequency } from '@ps/contracts/habits';
import type { Priority } from '@ps/contracts/tasks';
import { toDbTimestamp } from '@ps/service/timestamps';
import { longestRun, withRunStarts } from './streak-runs';

/** How long a visitor's demo sandbox lives before the purge removes it with all its rows. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Creates a private demo user for one visitor and fills it with 30 days of believable history
 * relative to the visitor's own today: daily and weekly habits with streaks and gaps, tasks
 * overdue, due today and later, completed tasks through the week, and focus sessions up to now.
 * Returns the new user's id.
 */
export async function createDemoUser(
  knex: Knex,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<number> {
  const calendar = new DemoCalendar(timeZone, now);
  return knex.transaction(async (trx) => {
    const [userId] = await trx('users').insert({
      // Internal and unique; visitors sign in with the shared demo credentials, never with this.
      username: `demo_${randomBytes(6).toString('hex')}`,
      password: '!',
      first_name: 'Demo',
      last_name: 'User',
      language: 'en',
      timezone: timeZone,
      is_demo: true,
      expires_at: toDbTimestamp(new Date(now.getTime() + DEMO_LIFETIME_MS)),
      created_at: toDbTimestamp(now),
      updated_at: toDbTimestamp(now),
    });
    const habitIds = await insertHabits(trx, userId!, calendar);
    const taskIds = await insertTasks(trx, userId!, calendar, habitIds);
    await insertFocusSessions(trx, userId!, calendar, taskIds);
    return userId!;
  });
}

/** Removes demo sandboxes past their lifetime; foreign keys take every row of theirs along. */
export async function purgeExpiredDemoUsers(knex: Knex, now: Date = new Date()): Promise<number> {
  return knex('users')
    .where('is_demo', true)
    .andWhere('expires_at', '<=', toDbTimestamp(now))
    .delete();
}

/** The visitor's calendar: local days relative to today, and instants within them. */
class DemoCalendar {
  readonly today: IsoDate;
  constructor(
    readonly timeZone: string,
    readonly now: Date,
  ) {
    this.today = todayIn(timeZone, now);
  }
  day(offset: number): IsoDate {
    return addDays(this.today, offset);
  }
  /** `hour` o'clock local on the day `offset` days from today, never later than now. */
  at(offset: number, hour: number): string {
    const start = localDayBounds(this.day(offset), this.timeZone).start.getTime();
    return toDbTimestamp(new Date(Math.min(start + hour * HOUR_MS, this.now.getTime())));
  }
}

interface DemoHabit {
  name: string;
  description: string | null;
  frequency: Frequency;
  startOffset: number;
  /** Day offsets (0 = today, -1 = yesterday …) on which the habit was done. */
  doneOn: number[];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const except = (days: number[], skipped: number[]) => days.filter((day) => !skipped.includes(day));

const DEMO_HABITS: DemoHabit[] = [
  {
    name: 'Morning meditation',
    description: '10 minutes of mindful breathing before breakfast',
    frequency: 'daily',
    startOffset: -45,
    // A 12-day streak up to today, a longer 14-day run before a two-day break.
    doneOn: except(range(-29, 0), [-13, -12, -27]),
  },
  {
    name: 'Read 20 pages',
    description: 'Any book, any genre',
    frequency: 'daily',
    startOffset: -40,
    // Not done yet today: the streak counts from yesterday.
    doneOn: except(range(-29, -1), [-4, -8, -11, -15, -19, -23, -26]),
  },
  {
    name: 'Drink 8 glasses of water',
    description: null,
    frequency: 'daily',
    startOffset: -30,
    doneOn: range(-29, 0).filter((day) => (day * 7 + 3) % 5 !== 0),
  },
  {
    name: 'Evening walk',
    description: '30 minutes around the neighbourhood',
    frequency: 'daily',
    startOffset: -20,
    doneOn: [-20, -19, -17, -16, -15, -12, -10, -9, -5, -3, -2],
  },
  {
    name: 'Weekly review',
    description: 'Plan the coming week and review goals',
    frequency: 'weekly',
    startOffset: -60,
    doneOn: [-27, -20, -13, -6],
  },
  {
    name: 'Call family',
    description: null,
    frequency: 'weekly',
    startOffset: -35,
    doneOn: [-29, -15, -8, -1],
  },
];

async function insertHabits(trx: Knex.Transaction, userId: number, calendar: DemoCalendar) {
  const ids: number[] = [];
  for (const habit of DEMO_HABITS) {
    const [id] = await trx('habits').insert({
      user_id: userId,
      name: habit.name,
      description: habit.description,
      frequency: habit.frequency,
      start_date: calendar.day(habit.startOffset),
      is_active: true,
      longest_streak: longestRun(habit.doneOn.map((offset) => calendar.day(offset))),
      created_at: calendar.at(habit.startOffset, 9),
      updated_at: calendar.at(habit.startOffset, 9),
    });
    ids.push(id!);
    const days = withRunStarts(habit.doneOn.map((offset) => calendar.day(offset)));
    await trx('habit_completions').insert(
      days.map(({ date, runStart }) => ({
        habit_id: id,
        completed_at: date,
        run_start: runStart,
        created_at: calendar.at(daysBetween(calendar.today, date), 20),
      })),
    );
  }
  return ids;
}

interface DemoTask {
  description: string;
  priority: Priority;
  dueOffset: number | null;
  /** Day offset it was completed on; absent while pending. */
  completedOffset?: number;
  /** Index into the demo habits. */
  habit?: number;
}

const DEMO_TASKS: DemoTask[] = [
  { description: 'Pay the electricity bill', priority: 'high', dueOffset: -2 },
  { description: "Reply to Sarah's email about the offsite", priority: 'medium', dueOffset: -1 },
  { description: "Prepare slides for Monday's meeting", priority: 'high', dueOffset: 0 },
  { description: 'Buy groceries for the week', priority: 'medium', dueOffset: 0 },
  { description: 'Book a dentist appointment', priority: 'medium', dueOffset: 3 },
  { description: 'Plan the weekend hike', priority: 'low', dueOffset: 6 },
  {
    description: 'Finish chapter 5 of the design book',
    priority: 'low',
    dueOffset: null,
    habit: 1,
  },
  { description: 'Water the plants', priority: 'low', dueOffset: 0, completedOffset: 0 },
  { description: 'Renew the library card', priority: 'low', dueOffset: -1, completedOffset: -1 },
  {
    description: 'Submit the expense report',
    priority: 'high',
    dueOffset: -2,
    completedOffset: -2,
  },
  {
    description: 'Fix the leaking kitchen tap',
    priority: 'medium',
    dueOffset: -3,
    completedOffset: -3,
  },
  { description: 'Update my CV', priority: 'medium', dueOffset: null, completedOffset: -5 },
  {
    description: 'Make a playlist for walks',
    priority: 'low',
    dueOffset: null,
    completedOffset: -6,
    habit: 3,
  },
  {
    description: 'Call the bank about the card',
    priority: 'high',
    dueOffset: -9,
    completedOffset: -9,
  },
  {
    description: 'Install a meditation timer app',
    priority: 'low',
    dueOffset: null,
    completedOffset: -14,
    habit: 0,
  },
];

async function insertTasks(
  trx: Knex.Transaction,
  userId: number,
  calendar: DemoCalendar,
  habitIds: number[],
) {
  const ids: number[] = [];
  for (const [index, task] of DEMO_TASKS.entries()) {
    const createdOffset =
      Math.min(task.dueOffset ?? 0, task.completedOffset ?? 0) - 3 - (index % 4);
    const completedAt =
      task.completedOffset === undefined ? null : calendar.at(task.completedOffset, 17);
    const [id] = await trx('tasks').insert({
      user_id: userId,
      habit_id: task.habit === undefined ? null : habitIds[task.habit],
      description: task.description,
      due_date: task.dueOffset === null ? null : calendar.day(task.dueOffset),
      priority: task.priority,
      status: completedAt ? 'completed' : 'pending',
      completed_at: completedAt,
      created_at: calendar.at(createdOffset, 10),
      updated_at: completedAt ?? calendar.at(createdOffset, 10),
    });
    ids.push(id!);
  }
  return ids;
}

/** Sessions per day over the last two weeks (index 0 = 13 days ago … 12 = yesterday). */
const SESSIONS_PER_PAST_DAY = [2, 4, 0, 3, 5, 1, 0, 4, 6, 2, 3, 0, 5];

async function insertFocusSessions(
  trx: Knex.Transaction,
  userId: number,
  calendar: DemoCalendar,
  taskIds: number[],
) {
  const rows: Record<string, unknown>[] = [];
  const add = (completedAt: string, n: number) =>
    rows.push({
      user_id: userId,
      // Every third session was spent on a specific task.
      task_id: n % 3 === 0 ? taskIds[n % taskIds.length] : null,
      duration: n % 5 === 4 ? 3000 : 1500,
      completed_at: completedAt,
      created_at: completedAt,
    });
  SESSIONS_PER_PAST_DAY.forEach((count, index) => {
    const offset = index - SESSIONS_PER_PAST_DAY.length;
    for (let n = 0; n < count; n += 1) add(calendar.at(offset, 9 + n * 0.75), n);
  });
  // Today: up to three sessions, all already over, none before local midnight.
  const todayStart = localDayBounds(calendar.today, calendar.timeZone).start.getTime();
  for (let n = 0; n < 3; n += 1) {
    const end = calendar.now.getTime() - (n * 35 + 5) * MINUTE_MS;
    if (end > todayStart) add(toDbTimestamp(new Date(end)), n);
  }
  await trx('pomodoro_sessions').insert(rows);
}
