import * as z from 'zod/mini';
import { absentAsNull } from '@ps/contracts/absent-as-null';
import {
  calendarDateSchema,
  daysBetween,
  isIsoDate,
  isoDateSchema,
  type IsoDate,
} from '@ps/contracts/dates';
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
    .check(
      z.trim(),
      z.minLength(1, englishErrorText('habitNameRequired')),
      z.maxLength(100, englishErrorText('nameTooLong')),
    ),
  description: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(500, englishErrorText('descriptionTooLong')))),
    z.transform((value: string | null | undefined) => value || null),
  ),
  frequency: z._default(
    z.enum(frequencies, { message: englishErrorText('frequencyInvalid') }),
    'daily',
  ),
  /** Wins over `frequency` when both are sent; `frequency` is the older clients' way. */
  schedule: z.optional(scheduleSchema),
  /** A measurable habit's daily goal; null or absent for a yes/no habit. */
  target: absentAsNull(targetSchema),
  startDate: z.pipe(
    z
      .string({ message: englishErrorText('startDateRequired') })
      .check(z.minLength(1, englishErrorText('startDateRequired'))),
    isoDateSchema,
  ),
});
export type HabitInput = z.input<typeof habitInputSchema>;

/**
 * PUT /api/habits/{id}: any of the form's fields, plus pausing or resuming the habit. Only the
 * fields sent change; a field left out keeps its value.
 */
export const habitUpdateSchema = z.extend(z.partial(habitInputSchema), {
  isActive: z.optional(z.boolean({ message: englishErrorText('isActiveInvalid') })),
  /** Archived habits leave today's lists and keep their history. */
  archived: z.optional(z.boolean({ message: englishErrorText('isActiveInvalid') })),
});
export type HabitUpdate = z.input<typeof habitUpdateSchema>;

const habitFieldsSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  frequency: z.enum(frequencies),
  /** Absent from servers older than schedules: the frequency says it then. */
  schedule: z.optional(scheduleSchema),
  target: z._default(z.nullable(targetSchema), null),
  startDate: calendarDateSchema,
  isActive: z.boolean(),
  archived: z._default(z.boolean(), false),
  position: z._default(z.int(), 0),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const habitSchema = z.pipe(
  habitFieldsSchema,
  z.transform((habit: z.output<typeof habitFieldsSchema>) => ({
    ...habit,
    schedule: habit.schedule ?? scheduleOfFrequency(habit.frequency),
  })),
);
export type Habit = z.infer<typeof habitSchema>;
export const habitListSchema = z.array(habitSchema);

/** What a check-in holds when its answer leaves a field out: done, no amount, no note, met. */
export const COMPLETION_DEFAULTS = {
  status: 'done',
  value: null,
  note: null,
  met: true,
} as const;

export const completionSchema = z.object({
  id: z.int(),
  habitId: z.int(),
  completedAt: calendarDateSchema,
  createdAt: z.string(),
  /** The fields below come with `?include=all`, and with every check-in a write answers. */
  status: z._default(z.enum(['done', 'skipped']), COMPLETION_DEFAULTS.status),
  value: z._default(z.nullable(z.number()), COMPLETION_DEFAULTS.value),
  note: z._default(z.nullable(z.string()), COMPLETION_DEFAULTS.note),
  /** Whether the day counts as done: done, and for a measurable habit, at its target. */
  met: z._default(z.boolean(), COMPLETION_DEFAULTS.met),
});
export type Completion = z.infer<typeof completionSchema>;

/**
 * completionSchema's parse of an ordinary check-in, without zod: answers carry a year of them
 * for every habit, and zod's general walk through each object costs about five times as much on a
 * page's first use, before the browser has optimised it (the page's CSP denies zod the compiled
 * parse it uses elsewhere). Undefined for anything it is not sure of, which completionSchema then
 * parses, or refuses with its message. The defaults are the schema's. A record sent as a row
 * (`?format=rows`) is read the same way.
 */
export function plainCompletion(record: unknown): Completion | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const {
    id,
    habitId,
    completedAt,
    createdAt,
    status = COMPLETION_DEFAULTS.status,
    value = COMPLETION_DEFAULTS.value,
    note = COMPLETION_DEFAULTS.note,
    met = COMPLETION_DEFAULTS.met,
  } = answeredFields(record) as Partial<Record<keyof Completion, unknown>>;
  const ordinary =
    Number.isSafeInteger(id) &&
    Number.isSafeInteger(habitId) &&
    typeof createdAt === 'string' &&
    typeof completedAt === 'string' &&
    isIsoDate(completedAt) &&
    (status === 'done' || status === 'skipped') &&
    (value === null || Number.isFinite(value)) &&
    (note === null || typeof note === 'string') &&
    typeof met === 'boolean';
  return ordinary
    ? ({ id, habitId, completedAt, createdAt, status, value, note, met } as Completion)
    : undefined;
}

const checkInDateSchema = z.pipe(
  z.string({ message: englishErrorText('dateRequired') }),
  isoDateSchema,
);

/** Body (or query) of DELETE /api/habits/{id}/complete and POST /api/habits/{id}/skip. */
export const completeBodySchema = z.object({ date: checkInDateSchema });
export type CompleteBody = z.infer<typeof completeBodySchema>;

/** Body of POST /api/habits/{id}/complete: the day, and for a measurable habit its amount. */
export const checkInBodySchema = z.object({
  date: checkInDateSchema,
  value: absentAsNull(
    z
      .number({ message: englishErrorText('valueInvalid') })
      .check(
        z.gte(0, englishErrorText('valueInvalid')),
        z.lte(1_000_000, englishErrorText('valueInvalid')),
      ),
  ),
  /** Left out, the day keeps its note; empty or null, the note goes. */
  note: z.nullish(z.string().check(z.trim(), z.maxLength(500, englishErrorText('noteTooLong')))),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

/**
 * A completions read's options: `?include=all` gives skipped days too, with amounts and notes;
 * `?format=rows` sends each record as a row (completionRow) instead of an object.
 */
export const completionsOptionsSchema = z.object({
  include: z.optional(z.literal('all')),
  format: z.optional(z.literal('rows', englishErrorText('completionsFormatInvalid'))),
});

/**
 * A check-in's fields in the order `?format=rows` sends them. A year of every habit's days is
 * thousands of records; as objects, the names repeated in each made two thirds of the answer,
 * which a phone's browser receives and parses while the page cannot answer a tap.
 */
export const COMPLETION_ROW_FIELDS = [
  'id',
  'habitId',
  'completedAt',
  'createdAt',
  'status',
  'value',
  'note',
  'met',
] as const satisfies readonly (keyof Completion)[];

/** Whether a row's field may be left out: those with a default (COMPLETION_DEFAULTS). */
export const hasCompletionDefault = (
  field: keyof Completion,
): field is keyof typeof COMPLETION_DEFAULTS => field in COMPLETION_DEFAULTS;

/** A check-in as a row: its fields in COMPLETION_ROW_FIELDS order, trailing defaults left out. */
export function completionRow(completion: Completion): Completion[keyof Completion][] {
  const row = COMPLETION_ROW_FIELDS.map((field) => completion[field]);
  for (let last = row.length - 1; last >= 0; last -= 1) {
    const field = COMPLETION_ROW_FIELDS[last]!;
    if (!hasCompletionDefault(field) || row[last] !== COMPLETION_DEFAULTS[field]) break;
    row.pop();
  }
  return row;
}

/**
 * An answered record's fields by name: a row (at most one value per field) as the object of its
 * fields, those it leaves out undefined (the schema's defaults then apply); anything else as it is.
 */
function answeredFields(item: unknown): unknown {
  if (!Array.isArray(item) || item.length > COMPLETION_ROW_FIELDS.length) return item;
  const record: Partial<Record<keyof Completion, unknown>> = {};
  COMPLETION_ROW_FIELDS.forEach((field, index) => (record[field] = item[index]));
  return record;
}

/**
 * One record of a completions answer, an object or a row, as a check-in: a row is read as the
 * object of its fields, so a wrong field is named as it would be in an object.
 */
export const completionAnswerItemSchema = z.pipe(
  z.transform((item: unknown) => answeredFields(item) as z.input<typeof completionSchema>),
  completionSchema,
);

/** Body of PUT /api/habits/order: every habit's id, in the new order. */
export const habitOrderSchema = z.object({
  ids: z.array(z.int(), { message: englishErrorText('positionInvalid') }),
});

/** Longest range a completions read may ask for: a year and a day covers any yearly view. */
export const MAX_RANGE_DAYS = 366;

export const dateRangeQuerySchema = z
  .object({
    startDate: z.pipe(
      z.string({ message: englishErrorText('startDateParamRequired') }),
      isoDateSchema,
    ),
    endDate: z.pipe(z.string({ message: englishErrorText('endDateRequired') }), isoDateSchema),
  })
  .check(
    z.refine((q) => q.startDate <= q.endDate, { message: englishErrorText('rangeReversed') }),
    z.refine((q) => daysBetween(q.startDate, q.endDate) < MAX_RANGE_DAYS, {
      message: `Ask for at most ${MAX_RANGE_DAYS} days at a time`,
    }),
  );
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/**
 * A completions read: a range, with `include: 'all'` skipped and below-target days too, and with
 * `format: 'rows'` each record as a row.
 */
export type CompletionsQuery = DateRangeQuery & { include?: 'all'; format?: 'rows' };

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
  currentStreak: z.int(),
  bestStreak: z.int(),
  unit: z.enum(['day', 'week', 'month']),
  score: z.int(),
  scoreChange: z.int(),
  rate: z.object({
    done: z.int(),
    of: z.int(),
    unit: z.enum(['day', 'week', 'month']),
  }),
  today: z.enum(['done', 'skipped', 'empty']),
  periodMet: z.boolean(),
  bestStreaks: z.array(streakRunSchema),
  scoreHistory: z.array(z.object({ date: calendarDateSchema, score: z.int() })),
});
export type HabitStatsBody = z.infer<typeof habitStatsSchema>;
