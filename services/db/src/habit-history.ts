import type { Knex } from 'knex';
import type { IsoDate } from '@ps/contracts/dates';
import type { Calendar, CheckIn, HabitPlan } from '@ps/contracts/habit-rules';
import {
  defaultWeekStart,
  frequencyOfSchedule,
  scheduleOfFrequency,
  scheduleSchema,
  weekStarts,
  type Frequency,
  type Schedule,
  type Target,
  type WeekStart,
} from '@ps/contracts/habit-schedule';

/**
 * How habits, check-ins and the user's calendar are stored, read the same way by the habits
 * service (which writes them) and the progress service (which counts them).
 */

/** The columns a habit's rules are stored in. */
export interface HabitPlanRow {
  id: number;
  frequency: Frequency;
  schedule: string | null;
  target_amount: number | null;
  target_unit: string | null;
  target_direction: string | null;
  start_date: IsoDate;
}

export const HABIT_PLAN_COLUMNS = [
  'id',
  'frequency',
  'schedule',
  'target_amount',
  'target_unit',
  'target_direction',
  'start_date',
] as const satisfies readonly (keyof HabitPlanRow)[];

/**
 * The stored schedule; a habit without one, or whose frequency an older service version changed
 * since (the two disagree), follows its frequency.
 */
export function scheduleOfRow(row: Pick<HabitPlanRow, 'frequency' | 'schedule'>): Schedule {
  const parsed = row.schedule ? scheduleSchema.safeParse(JSON.parse(row.schedule)) : undefined;
  if (parsed?.success && frequencyOfSchedule(parsed.data) === row.frequency) return parsed.data;
  return scheduleOfFrequency(row.frequency);
}

type TargetColumns = Pick<HabitPlanRow, 'target_amount' | 'target_unit' | 'target_direction'>;

export function targetOfRow(row: TargetColumns): Target | null {
  if (row.target_amount === null || !row.target_direction) return null;
  return {
    amount: Number(row.target_amount),
    unit: row.target_unit ?? '',
    direction: row.target_direction === 'atMost' ? 'atMost' : 'atLeast',
  };
}

export function planOfRow(row: HabitPlanRow): HabitPlan {
  return { schedule: scheduleOfRow(row), target: targetOfRow(row), startDate: row.start_date };
}

/** The columns a schedule is written to, `frequency` kept for older readers. */
export function scheduleColumns(schedule: Schedule) {
  return { schedule: JSON.stringify(schedule), frequency: frequencyOfSchedule(schedule) };
}

export function targetColumns(target: Target | null): TargetColumns {
  return {
    target_amount: target?.amount ?? null,
    target_unit: target?.unit ?? null,
    target_direction: target?.direction ?? null,
  };
}

export interface CheckInRow {
  habit_id: number;
  completed_at: IsoDate;
  status: string;
  value: number | null;
}

export function toCheckIn(row: Omit<CheckInRow, 'habit_id'>): CheckIn {
  return {
    date: row.completed_at,
    status: row.status === 'skipped' ? 'skipped' : 'done',
    value: row.value === null ? null : Number(row.value),
  };
}

/** The check-ins of the given habits up to `until`, per habit, oldest first. */
export async function checkInsByHabit(
  knex: Knex,
  habitIds: readonly number[],
  until: IsoDate,
): Promise<Map<number, CheckIn[]>> {
  const byHabit = new Map<number, CheckIn[]>(habitIds.map((id) => [id, []]));
  if (habitIds.length === 0) return byHabit;
  const rows = await knex<CheckInRow>('habit_completions')
    .select('habit_id', 'completed_at', 'status', 'value')
    .whereIn('habit_id', habitIds)
    .andWhere('completed_at', '<=', until)
    // The (habit_id, completed_at) index gives the rows in this order, with no sort.
    .orderBy(['habit_id', 'completed_at']);
  for (const row of rows) byHabit.get(row.habit_id)?.push(toCheckIn(row));
  return byHabit;
}

/** The columns of `users` a calendar is read from. */
export const CALENDAR_COLUMNS = ['language', 'week_start', 'vacation_from', 'vacation_to'] as const;

/** The user's week start (their choice, else their language's) and vacation, for `today`. */
export async function userCalendar(knex: Knex, userId: number, today: IsoDate): Promise<Calendar> {
  const row = await knex('users').select(CALENDAR_COLUMNS).where('id', userId).first();
  return calendarOfRow(row, today);
}

/** The calendar of a `users` row read with CALENDAR_COLUMNS (none: the defaults). */
export function calendarOfRow(
  row:
    | {
        language?: string;
        week_start?: string | null;
        vacation_from?: IsoDate | null;
        vacation_to?: IsoDate | null;
      }
    | undefined,
  today: IsoDate,
): Calendar {
  return {
    today,
    weekStart: weekStartOf(row ?? {}),
    vacations:
      row?.vacation_from && row.vacation_to
        ? [{ from: row.vacation_from, to: row.vacation_to }]
        : [],
  };
}

export function weekStartOf(row: { week_start?: string | null; language?: string }): WeekStart {
  const chosen = weekStarts.find((start) => start === row.week_start);
  return chosen ?? defaultWeekStart(row.language ?? 'en');
}

/** Each of the user's habits (or the one named) with its rules and its whole history. */
export async function habitHistories(
  knex: Knex,
  userId: number,
  today: IsoDate,
  only?: { habitId: number },
): Promise<{ id: number; archived: boolean; plan: HabitPlan; checkIns: CheckIn[] }[]> {
  const rows = await knex('habits')
    .select([...HABIT_PLAN_COLUMNS, 'archived'])
    .where('user_id', userId)
    .modify((query) => {
      if (only) query.andWhere('id', only.habitId);
    })
    .orderBy(['position', 'id']);
  const checkIns = await checkInsByHabit(
    knex,
    rows.map((row: HabitPlanRow) => row.id),
    today,
  );
  return rows.map((row: HabitPlanRow & { archived: number | boolean }) => ({
    id: row.id,
    archived: Boolean(row.archived),
    plan: planOfRow(row),
    checkIns: checkIns.get(row.id) ?? [],
  }));
}
