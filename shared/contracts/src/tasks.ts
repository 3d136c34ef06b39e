import { z } from 'zod';
import { calendarDateSchema, isoDateSchema } from './dates';
import { englishErrorText } from './errors';

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

export const taskInputSchema = z.object({
  description: z
    .string({ message: englishErrorText('taskDescriptionRequired') })
    .trim()
    .min(1, englishErrorText('taskDescriptionRequired'))
    .max(500, englishErrorText('descriptionTooLong')),
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

export const taskListQuerySchema = z.object({
  status: z.enum(taskStatuses, { message: englishErrorText('statusInvalid') }).optional(),
});
