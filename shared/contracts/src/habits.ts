import { z } from 'zod';
import { calendarDateSchema, daysBetween, isoDateSchema, type IsoDate } from './dates';
import type { ErrorCode } from './errors';
import { englishErrorText } from './errors';

export const frequencies = ['daily', 'weekly'] as const;
export type Frequency = (typeof frequencies)[number];

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
});
export type HabitUpdate = z.input<typeof habitUpdateSchema>;

export const habitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(frequencies),
  startDate: calendarDateSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Habit = z.infer<typeof habitSchema>;

export const completionSchema = z.object({
  id: z.number().int(),
  habitId: z.number().int(),
  completedAt: calendarDateSchema,
  createdAt: z.string(),
});
export type Completion = z.infer<typeof completionSchema>;

/** Body or query of POST/DELETE /api/habits/{id}/complete. */
export const completeBodySchema = z.object({
  date: z.string({ message: englishErrorText('dateRequired') }).pipe(isoDateSchema),
});
export type CompleteBody = z.infer<typeof completeBodySchema>;

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
