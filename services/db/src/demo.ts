import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { addDays, localDayBounds, todayIn, type IsoDate } from '@ps/contracts/dates';
import type { Language } from '@ps/contracts/auth';
import type { Frequency } from '@ps/contracts/habits';
import type { Priority } from '@ps/contracts/tasks';
import { toDbTimestamp } from '@ps/service/timestamps';
import { DEMO_TEXTS, type DemoTexts } from './demo-texts';
import { scheduleOfFrequency } from '@ps/contracts/habit-schedule';
import { scheduleColumns } from './habit-history';

/** How long a visitor's demo sandbox lives before the purge removes it with all its rows. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Limits on demo sandboxes, so anonymous sign-ins cannot fill the database. */
export interface DemoLimits {
  /** New sandboxes one visitor (address) may get per hour; past it, they get their latest again. */
  perVisitorPerHour: number;
  /** Sandboxes alive at once; making one more purges the oldest first. */
  liveCap: number;
}

export const DEFAULT_DEMO_LIMITS: DemoLimits = { perVisitorPerHour: 5, liveCap: 1_000 };

export interface DemoVisitor {
  /** Who asks: a value naming the visitor (their address); only its hash is stored. */
  address: string;
  timeZone: string;
  language: Language;
  now?: Date;
}

/**
 * The demo sandbox a visitor signs into: a new one, unless this address already had
 * `perVisitorPerHour` of them in the last hour, in which case its newest live one again.
 * Returns undefined when the address is over its limit and has no live sandbox left.
 */
export async function demoSandboxFor(
  knex: Knex,
  visitor: DemoVisitor,
  limits: DemoLimits = DEFAULT_DEMO_LIMITS,
): Promise<number | undefined> {
  const now = visitor.now ?? new Date();
  const visitorHash = hashVisitor(visitor.address);
  const recent = await knex('users')
    .where({ is_demo: true, demo_visitor: visitorHash })
    .andWhere('created_at', '>', toDbTimestamp(new Date(now.getTime() - HOUR_MS)))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select<{ id: number; expires_at: string }[]>('id', 'expires_at');
  if (recent.length >= limits.perVisitorPerHour) {
    const newest = recent.find((row) => row.expires_at > toDbTimestamp(now))?.id;
    // The visitor may have picked another language since: the app follows it.
    if (newest) await knex('users').where('id', newest).update({ language: visitor.language });
    return newest;
  }
  return createDemoUser(knex, { ...visitor, now, visitorHash, liveCap: limits.liveCap });
}

/**
 * Creates a private demo user for one visitor and fills it with 30 days of believable history
 * relative to the visitor's own today, written in their language: daily and weekly habits with
 * streaks and gaps, tasks overdue, due today and later, completed tasks through the week, and
 * focus sessions up to now. Keeps at most `liveCap` sandboxes, the oldest purged first. Returns
 * the new user's id.
 */
export async function createDemoUser(
  knex: Knex,
  {
    timeZone,
    language = 'en',
    now = new Date(),
    visitorHash = null,
    liveCap = DEFAULT_DEMO_LIMITS.liveCap,
  }: {
    timeZone: string;
    language?: Language;
    now?: Date;
    visitorHash?: string | null;
    liveCap?: number;
  },
): Promise<number> {
  const calendar = new DemoCalendar(timeZone, now);
  const texts = DEMO_TEXTS[language];
  return knex.transaction(async (trx) => {
    await purgeOldestDemoUsers(trx, liveCap - 1);
    const [userId] = await trx('users').insert({
      // Internal and unique; visitors sign in with the shared demo credentials, never with this.
      username: `demo_${randomBytes(6).toString('hex')}`,
      password: '!',
      first_name: texts.firstName,
      last_name: texts.lastName,
      language,
      timezone: timeZone,
      is_demo: true,
      demo_visitor: visitorHash,
      expires_at: toDbTimestamp(new Date(now.getTime() + DEMO_LIFETIME_MS)),
      created_at: toDbTimestamp(now),
      updated_at: toDbTimestamp(now),
    });
    const habitIds = await insertHabits(trx, userId!, calendar, texts);
    const taskIds = await insertTasks(trx, userId!, calendar, habitIds, texts);
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

/** Removes the oldest demo sandboxes until at most `keep` remain. */
async function purgeOldestDemoUsers(trx: Knex.Transaction, keep: number): Promise<void> {
  const [{ count }] = await trx('users').where('is_demo', true).count<{ count: number }[]>({
    count: '*',
  });
  const excess = Number(count) - Math.max(0, keep);
  if (excess <= 0) return;
  const oldest = await trx('users')
    .where('is_demo', true)
    .orderBy('created_at')
    .orderBy('id')
    .limit(excess)
    .pluck('id');
  await trx('users').whereIn('id', oldest).andWhere('is_demo', true).delete();
}

/** The visitor's address is kept only as a salted hash, enough to recognise them again. */
function hashVisitor(address: string): string {
  return createHash('sha256').update(`ps-demo-visitor:${address}`).digest('hex');
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

/** A demo habit's shape; its name and description are in DEMO_TEXTS, by language. */
interface DemoHabit {
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
    frequency: 'daily',
    startOffset: -45,
    // A 12-day streak up to today, a longer 14-day run before a two-day break.
    doneOn: except(range(-29, 0), [-13, -12, -27]),
  },
  {
    frequency: 'daily',
    startOffset: -40,
    // Not done yet today: the streak counts from yesterday.
    doneOn: except(range(-29, -1), [-4, -8, -11, -15, -19, -23, -26]),
  },
  {
    frequency: 'daily',
    startOffset: -30,
    doneOn: range(-29, 0).filter((day) => (day * 7 + 3) % 5 !== 0),
  },
  {
    frequency: 'daily',
    startOffset: -20,
    doneOn: [-20, -19, -17, -16, -15, -12, -10, -9, -5, -3, -2],
  },
  {
    frequency: 'weekly',
    startOffset: -60,
    doneOn: [-27, -20, -13, -6],
  },
  {
    frequency: 'weekly',
    startOffset: -35,
    doneOn: [-29, -15, -8, -1],
  },
];

async function insertHabits(
  trx: Knex.Transaction,
  userId: number,
  calendar: DemoCalendar,
  texts: DemoTexts,
) {
  const ids: number[] = [];
  for (const [index, habit] of DEMO_HABITS.entries()) {
    const [name, description] = texts.habits[index]!;
    const [id] = await trx('habits').insert({
      user_id: userId,
      name,
      description,
      ...scheduleColumns(scheduleOfFrequency(habit.frequency)),
      start_date: calendar.day(habit.startOffset),
      is_active: true,
      position: index + 1,
      created_at: calendar.at(habit.startOffset, 9),
      updated_at: calendar.at(habit.startOffset, 9),
    });
    ids.push(id!);
    await trx('habit_completions').insert(
      habit.doneOn.map((offset) => ({
        habit_id: id,
        completed_at: calendar.day(offset),
        created_at: calendar.at(offset, 20),
      })),
    );
  }
  return ids;
}

/** A demo task's shape; its description is in DEMO_TEXTS, by language. */
interface DemoTask {
  priority: Priority;
  dueOffset: number | null;
  /** Day offset it was completed on; absent while pending. */
  completedOffset?: number;
  /** Index into the demo habits. */
  habit?: number;
}

const DEMO_TASKS: DemoTask[] = [
  { priority: 'high', dueOffset: -2 },
  { priority: 'medium', dueOffset: -1 },
  { priority: 'high', dueOffset: 0 },
  { priority: 'medium', dueOffset: 0 },
  { priority: 'medium', dueOffset: 3 },
  { priority: 'low', dueOffset: 6 },
  {
    priority: 'low',
    dueOffset: null,
    habit: 1,
  },
  { priority: 'low', dueOffset: 0, completedOffset: 0 },
  { priority: 'low', dueOffset: -1, completedOffset: -1 },
  {
    priority: 'high',
    dueOffset: -2,
    completedOffset: -2,
  },
  {
    priority: 'medium',
    dueOffset: -3,
    completedOffset: -3,
  },
  { priority: 'medium', dueOffset: null, completedOffset: -5 },
  {
    priority: 'low',
    dueOffset: null,
    completedOffset: -6,
    habit: 3,
  },
  {
    priority: 'high',
    dueOffset: -9,
    completedOffset: -9,
  },
  {
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
  texts: DemoTexts,
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
      description: texts.tasks[index],
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
