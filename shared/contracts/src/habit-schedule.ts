import * as z from 'zod/mini';
import { englishErrorText } from '@ps/contracts/errors';

/**
 * How often a habit is meant to be done. `weekdays` uses ISO weekday numbers (1 is Monday,
 * 7 is Sunday). A "weekly" habit is once per calendar week: `timesPerWeek` with 1.
 */
const INVALID = { message: englishErrorText('scheduleInvalid') };
/** A whole number in [min, max]; every way out of it reads as the one schedule message. */
const count = (min: number, max: number) =>
  z.int(INVALID).check(z.gte(min, INVALID), z.lte(max, INVALID));

export const scheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('daily') }),
    z.object({
      kind: z.literal('weekdays'),
      days: z.pipe(
        z.array(count(1, 7), INVALID).check(z.minLength(1, INVALID), z.maxLength(7, INVALID)),
        z.transform((days: number[]) => [...new Set(days)].sort()),
      ),
    }),
    z.object({ kind: z.literal('timesPerWeek'), times: count(1, 7) }),
    z.object({ kind: z.literal('timesPerMonth'), times: count(1, 31) }),
    z.object({ kind: z.literal('everyNDays'), interval: count(2, 365) }),
  ],
  INVALID,
);
export type Schedule = z.output<typeof scheduleSchema>;
export type ScheduleKind = Schedule['kind'];

export const SCHEDULE_KINDS = [
  'daily',
  'weekdays',
  'timesPerWeek',
  'timesPerMonth',
  'everyNDays',
] as const satisfies readonly ScheduleKind[];

/** The original two frequencies, still accepted and still returned for older clients. */
export const frequencies = ['daily', 'weekly'] as const;
export type Frequency = (typeof frequencies)[number];

export const DAILY: Schedule = { kind: 'daily' };
const WEEKLY: Schedule = { kind: 'timesPerWeek', times: 1 };

export function scheduleOfFrequency(frequency: Frequency): Schedule {
  return frequency === 'weekly' ? WEEKLY : DAILY;
}

/** The closest original frequency: anything counted in weeks or longer reads as weekly. */
export function frequencyOfSchedule(schedule: Schedule): Frequency {
  return schedule.kind === 'timesPerWeek' || schedule.kind === 'timesPerMonth' ? 'weekly' : 'daily';
}

/**
 * The schedule as "num times in den days" (Loop's frequency): daily 1/1, Mon-Wed-Fri 3/7,
 * 3 a week 3/7, 10 a month 10/30, every 3 days 1/3.
 */
export function repetitions(schedule: Schedule): { times: number; days: number } {
  switch (schedule.kind) {
    case 'daily':
      return { times: 1, days: 1 };
    case 'weekdays':
      return { times: schedule.days.length, days: 7 };
    case 'timesPerWeek':
      return { times: schedule.times, days: 7 };
    case 'timesPerMonth':
      return { times: schedule.times, days: 30 };
    case 'everyNDays':
      return { times: 1, days: schedule.interval };
  }
}

/** The unit streaks and rates are counted in. */
export type StreakUnit = 'day' | 'week' | 'month';

export function streakUnit(schedule: Schedule): StreakUnit {
  if (schedule.kind === 'timesPerWeek') return 'week';
  if (schedule.kind === 'timesPerMonth') return 'month';
  return 'day';
}

/** A measurable habit's goal for one day, e.g. at least 8 glasses, at most 2 coffees. */
const TARGET_INVALID = { message: englishErrorText('targetInvalid') };

export const targetSchema = z.object(
  {
    amount: z
      .number(TARGET_INVALID)
      .check(z.positive(TARGET_INVALID), z.lte(1_000_000, TARGET_INVALID)),
    unit: z
      .string(TARGET_INVALID)
      .check(z.trim(), z.maxLength(20, englishErrorText('targetUnitTooLong'))),
    direction: z.enum(['atLeast', 'atMost'], TARGET_INVALID),
  },
  TARGET_INVALID,
);
export type Target = z.infer<typeof targetSchema>;

/** Whether a day's recorded amount meets the target. */
export function meetsTarget(target: Target, value: number): boolean {
  return target.direction === 'atLeast' ? value >= target.amount : value <= target.amount;
}

/** The first day of the week, the user's choice; by default Monday, and Saturday in Arabic. */
export const weekStarts = ['monday', 'saturday', 'sunday'] as const;
export type WeekStart = (typeof weekStarts)[number];

export function defaultWeekStart(language: string): WeekStart {
  return language === 'ar' ? 'saturday' : 'monday';
}

/** 0 = Monday … 6 = Sunday, as `weekdayIndex` counts. */
export const WEEK_START_INDEX: Record<WeekStart, number> = { monday: 0, saturday: 5, sunday: 6 };
