import { z } from 'zod';
import { calendarDateSchema, isoDateSchema } from '@ps/contracts/dates';
import { englishErrorText } from '@ps/contracts/errors';

export const priorities = ['low', 'medium', 'high'] as const;
export type Priority = (typeof priorities)[number];
export const taskStatuses = ['pending', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

const dueDateSchema = z
  .union([isoDateSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

const habitIdSchema = z
  .number({ message: englishErrorText('notYourHabit') })
  .int(englishErrorText('notYourHabit'))
  .positive(englishErrorText('notYourHabit'));

/** The longest task description, and so the longest text a search for one needs. */
export const TASK_DESCRIPTION_MAX = 500;

export const taskInputSchema = z.object({
  description: z
    .string({ message: englishErrorText('taskDescriptionRequired') })
    .trim()
    .min(1, englishErrorText('taskDescriptionRequired'))
    .max(TASK_DESCRIPTION_MAX, englishErrorText('descriptionTooLong')),
  dueDate: dueDateSchema,
  priority: z.enum(priorities, { message: englishErrorText('priorityInvalid') }).default('medium'),
  habitId: habitIdSchema.nullish().transform((value) => value ?? null),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** PUT accepts the full form body, or the reopen body `{status: 'pending', completedAt: null}`. */
export const taskUpdateSchema = z
  .object({
    description: taskInputSchema.shape.description.optional(),
    dueDate: dueDateSchema,
    priority: z.enum(priorities, { message: englishErrorText('priorityInvalid') }).optional(),
    habitId: habitIdSchema.nullish(),
    status: z.enum(taskStatuses, { message: englishErrorText('statusInvalid') }).optional(),
    completedAt: z.null().optional(),
  })
  .strict();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  dueDate: calendarDateSchema.nullable(),
  priority: z.enum(priorities),
  status: z.enum(taskStatuses),
  habitId: z.number().int().nullable(),
  completedAt: z.string().nullable(),
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
  .int(englishErrorText('taskPageLimitInvalid'))
  .min(1, englishErrorText('taskPageLimitInvalid'))
  .max(TASK_PAGE_MAX, englishErrorText('taskPageLimitInvalid'));

/**
 * `GET /api/tasks`: without `limit` or `cursor`, every task (the original answer, a plain
 * array); with either, one page `{items, nextCursor}` in the order the Tasks page shows them.
 * `status` and `dueDate` narrow either answer to the tasks in that status, or due that day; `q`
 * to those whose description contains it (letters of either case alike).
 */
export const taskListQuerySchema = z.object({
  status: z.enum(taskStatuses, { message: englishErrorText('statusInvalid') }).optional(),
  dueDate: isoDateSchema.optional(),
  q: z
    .string({ message: englishErrorText('taskSearchInvalid') })
    .trim()
    .max(TASK_DESCRIPTION_MAX, englishErrorText('taskSearchInvalid'))
    .optional(),
  limit: pageLimitSchema.optional(),
  cursor: z.string({ message: englishErrorText('taskCursorInvalid') }).optional(),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** One page of tasks; `nextCursor` asks for the page after it, null on the last page. */
export const taskPageSchema = z.object({
  items: z.array(taskSchema),
  nextCursor: z.string().nullable(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/** `GET /api/tasks/counts`: how many of the user's tasks are in each status, exactly. */
export const taskCountsSchema = z.object({
  pending: z.number().int(),
  completed: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;
