import { z } from 'zod';
import { calendarDateSchema, daysBetween, isoDateSchema, type IsoDate } from '@ps/contracts/dates';
import type { ErrorCode } from '@ps/contracts/errors';
import { englishErrorText } from '@ps/contracts/errors';

import {
  frequencies,
  scheduleOfFrequency,
  scheduleSchema,
  targetSchema,
  type Frequency,
} from '@ps/contracts/habit-schedule';

export { frequencies, type Frequency };

export const habitInputSchema = z.object({
  name: z
    .string({ message: englishErrorText('habitNameRequired') })
    .trim()
    .min(1, englishErrorText('habitNameRequired'))
    .max(100, englishErrorText('nameTooLong')),
  description: z
    .string()
    .trim()
    .max(500, englishErrorText('descriptionTooLong'))
    .nullish()
    .transform((value) => value || null),
  frequency: z
    .enum(frequencies, { message: englishErrorText('frequencyInvalid') })
    .default('daily'),
  /** Wins over `frequency` when both are sent; `frequency` is the older clients' way. */
  schedule: scheduleSchema.optional(),
  /** A measurable habit's daily goal; null or absent for a yes/no habit. */
  target: targetSchema.nullish().transform((target) => target ?? null),
  startDate: z
    .string({ message: englishErrorText('startDateRequired') })
    .min(1, englishErrorText('startDateRequired'))
    .pipe(isoDateSchema),
});
export type HabitInput = z.input<typeof habitInputSchema>;

/**
 * PUT /api/habits/{id}: any of the form's fields, plus pausing or resuming the habit. Only the
 * fields sent change; a field left out keeps its value.
 */
export const habitUpdateSchema = habitInputSchema.partial().extend({
  isActive: z.boolean({ message: englishErrorText('isActiveInvalid') }).optional(),
  /** Archived habits leave today's lists and keep their history. */
  archived: z.boolean({ message: englishErrorText('isActiveInvalid') }).optional(),
});
export type HabitUpdate = z.input<typeof habitUpdateSchema>;

export const habitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    frequency: z.enum(frequencies),
    /** Absent from servers older than schedules: the frequency says it then. */
    schedule: scheduleSchema.optional(),
    target: targetSchema.nullable().default(null),
    startDate: calendarDateSchema,
    isActive: z.boolean(),
    archived: z.boolean().default(false),
    position: z.number().int().default(0),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .transform((habit) => ({
    ...habit,
    schedule: habit.schedule ?? scheduleOfFrequency(habit.frequency),
  }));
export type Habit = z.infer<typeof habitSchema>;

export const completionSchema = z.object({
  id: z.number().int(),
  habitId: z.number().int(),
  completedAt: calendarDateSchema,
  createdAt: z.string(),
  /** The fields below come with `?include=all`, and with every check-in a write answers. */
  status: z.enum(['done', 'skipped']).default('done'),
  value: z.number().nullable().default(null),
  note: z.string().nullable().default(null),
  /** Whether the day counts as done: done, and for a measurable habit, at its target. */
  met: z.boolean().default(true),
});
export type Completion = z.infer<typeof completionSchema>;

const checkInDateSchema = z
  .string({ message: englishErrorText('dateRequired') })
  .pipe(isoDateSchema);

/** Body (or query) of DELETE /api/habits/{id}/complete and POST /api/habits/{id}/skip. */
export const completeBodySchema = z.object({ date: checkInDateSchema });
export type CompleteBody = z.infer<typeof completeBodySchema>;

/** Body of POST /api/habits/{id}/complete: the day, and for a measurable habit its amount. */
export const checkInBodySchema = z.object({
  date: checkInDateSchema,
  value: z
    .number({ message: englishErrorText('valueInvalid') })
    .min(0, englishErrorText('valueInvalid'))
    .max(1_000_000, englishErrorText('valueInvalid'))
    .nullish()
    .transform((value) => value ?? null),
  /** Left out, the day keeps its note; empty or null, the note goes. */
  note: z.string().trim().max(500, englishErrorText('noteTooLong')).nullish(),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

/** `?include=all` on a completions read: skipped days too, with amounts and notes. */
export const completionsIncludeSchema = z.object({
  include: z.literal('all').optional(),
});

/** Body of PUT /api/habits/order: every habit's id, in the new order. */
export const habitOrderSchema = z.object({
  ids: z.array(z.number().int(), { message: englishErrorText('positionInvalid') }),
});

/** Longest range a completions read may ask for: a year and a day covers any yearly view. */
export const MAX_RANGE_DAYS = 366;

export const dateRangeQuerySchema = z
  .object({
    startDate: z
      .string({ message: englishErrorText('startDateParamRequired') })
      .pipe(isoDateSchema),
    endDate: z.string({ message: englishErrorText('endDateRequired') }).pipe(isoDateSchema),
  })
  .refine((q) => q.startDate <= q.endDate, { message: englishErrorText('rangeReversed') })
  .refine((q) => daysBetween(q.startDate, q.endDate) < MAX_RANGE_DAYS, {
    message: `Ask for at most ${MAX_RANGE_DAYS} days at a time`,
  });
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** A completions read: a range, and with `include: 'all'` skipped and below-target days too. */
export type CompletionsQuery = DateRangeQuery & { include?: 'all' };

/**
 * Why a habit cannot be marked (or unmarked) on `date`, if it cannot: a check-in belongs to a
 * day from the habit's start date to the user's today, never before the habit began or a day that
 * has not come yet.
 */
export function checkInDateProblem(
  date: IsoDate,
  startDate: IsoDate,
  today: IsoDate,
): ErrorCode | undefined {
  if (date < startDate) return 'dateBeforeStart';
  if (date > today) return 'dateInFuture';
  return undefined;
}

const streakRunSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  length: z.number(),
});

/** GET /api/habits/{id}/stats. */
export const habitStatsSchema = z.object({
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  unit: z.enum(['day', 'week', 'month']),
  score: z.number().int(),
  scoreChange: z.number().int(),
  rate: z.object({
    done: z.number().int(),
    of: z.number().int(),
    unit: z.enum(['day', 'week', 'month']),
  }),
  today: z.enum(['done', 'skipped', 'empty']),
  periodMet: z.boolean(),
  bestStreaks: z.array(streakRunSchema),
  scoreHistory: z.array(z.object({ date: calendarDateSchema, score: z.number().int() })),
});
export type HabitStatsBody = z.infer<typeof habitStatsSchema>;
