import { z } from 'zod';
import { calendarDateSchema, isoDateSchema } from './dates';

export const priorities = ['low', 'medium', 'high'] as const;
export type Priority = (typeof priorities)[number];
export const taskStatuses = ['pending', 'completed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

const dueDateSchema = z
  .union([isoDateSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

const habitIdSchema = z
  .number({ message: 'habitId must be the id of one of your habits' })
  .int('habitId must be the id of one of your habits')
  .positive('habitId must be the id of one of your habits');

export const taskInputSchema = z.object({
  description: z
    .string({ message: 'Task description is required' })
    .trim()
    .min(1, 'Task description is required')
    .max(500, 'Keep the description under 500 characters'),
  dueDate: dueDateSchema,
  priority: z
    .enum(priorities, { message: 'Priority must be low, medium or high' })
    .default('medium'),
  habitId: habitIdSchema.nullish().transform((value) => value ?? null),
});
export type TaskInput = z.input<typeof taskInputSchema>;

/** PUT accepts the full form body, or the reopen body `{status: 'pending', completedAt: null}`. */
export const taskUpdateSchema = z
  .object({
    description: taskInputSchema.shape.description.optional(),
    dueDate: dueDateSchema,
    priority: z.enum(priorities, { message: 'Priority must be low, medium or high' }).optional(),
    habitId: habitIdSchema.nullish(),
    status: z.enum(taskStatuses, { message: 'Status must be pending or completed' }).optional(),
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
  status: z.enum(taskStatuses, { message: 'Status must be pending or completed' }).optional(),
});
