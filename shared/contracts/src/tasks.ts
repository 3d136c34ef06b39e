import * as z from 'zod/mini';
import { absentAsNull } from '@ps/contracts/absent-as-null';
import { calendarDateSchema, isoDateSchema } from '@ps/contracts/dates';
import { englishErrorText } from '@ps/contracts/errors';

export const priorities = ['low', 'medium', 'high'] as const;
export type Priority = (typeof priorities)[number];
export const taskStatuses = ['pending', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

const dueDateSchema = z.pipe(
  z.optional(z.union([isoDateSchema, z.literal(''), z.null()])),
  z.transform((value: string | null | undefined) => value || null),
);

const habitIdSchema = z
  .int({ message: englishErrorText('notYourHabit') })
  .check(z.positive(englishErrorText('notYourHabit')));

/** The longest task description, and so the longest text a search for one needs. */
export const TASK_DESCRIPTION_MAX = 500;

export const taskInputSchema = z.object({
  description: z
    .string({ message: englishErrorText('taskDescriptionRequired') })
    .check(
      z.trim(),
      z.minLength(1, englishErrorText('taskDescriptionRequired')),
      z.maxLength(TASK_DESCRIPTION_MAX, englishErrorText('descriptionTooLong')),
    ),
  dueDate: dueDateSchema,
  priority: z._default(
    z.enum(priorities, { message: englishErrorText('priorityInvalid') }),
    'medium',
  ),
  habitId: absentAsNull(habitIdSchema),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** PUT accepts the full form body, or the reopen body `{status: 'pending', completedAt: null}`. */
export const taskUpdateSchema = z.strictObject({
  description: z.optional(taskInputSchema.shape.description),
  dueDate: dueDateSchema,
  priority: z.optional(z.enum(priorities, { message: englishErrorText('priorityInvalid') })),
  habitId: z.nullish(habitIdSchema),
  status: z.optional(z.enum(taskStatuses, { message: englishErrorText('statusInvalid') })),
  completedAt: z.optional(z.null()),
});
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.int(),
  description: z.string(),
  dueDate: z.nullable(calendarDateSchema),
  priority: z.enum(priorities),
  status: z.enum(taskStatuses),
  habitId: z.nullable(z.int()),
  completedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** A page of the task list holds this many tasks unless `limit` asks for another number. */
export const TASK_PAGE_SIZE = 100;
/**
 * The Tasks page asks for pages this size: a phone shows about ten rows, and drawing a hundred
 * rows of a long list before the first is usable held its CPU for most of a second. The list
 * asks for the next page before the end scrolls into view.
 */
export const TASK_SCREEN_PAGE_SIZE = 25;
export const TASK_PAGE_MAX = 500;

const pageLimitSchema = z.coerce
  .number({ message: englishErrorText('taskPageLimitInvalid') })
  .check(
    z.int(englishErrorText('taskPageLimitInvalid')),
    z.gte(1, englishErrorText('taskPageLimitInvalid')),
    z.lte(TASK_PAGE_MAX, englishErrorText('taskPageLimitInvalid')),
  );

/**
 * `GET /api/tasks`: without `limit` or `cursor`, every task (the original answer, a plain
 * array); with either, one page `{items, nextCursor}` in the order the Tasks page shows them.
 * `status` and `dueDate` narrow either answer to the tasks in that status, or due that day; `q`
 * to those whose description contains it (letters of either case alike).
 */
export const taskListQuerySchema = z.object({
  status: z.optional(z.enum(taskStatuses, { message: englishErrorText('statusInvalid') })),
  dueDate: z.optional(isoDateSchema),
  q: z.optional(
    z
      .string({ message: englishErrorText('taskSearchInvalid') })
      .check(z.trim(), z.maxLength(TASK_DESCRIPTION_MAX, englishErrorText('taskSearchInvalid'))),
  ),
  limit: z.optional(pageLimitSchema),
  cursor: z.optional(z.string({ message: englishErrorText('taskCursorInvalid') })),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** One page of tasks; `nextCursor` asks for the page after it, null on the last page. */
export const taskPageSchema = z.object({
  items: z.array(taskSchema),
  nextCursor: z.nullable(z.string()),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/** `GET /api/tasks/counts`: how many of the user's tasks are in each status, exactly. */
export const taskCountsSchema = z.object({
  pending: z.int(),
  completed: z.int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;
