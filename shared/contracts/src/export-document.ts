import * as z from 'zod/mini';
import { languages, vacationSchema } from '@ps/contracts/auth';
import { calendarDateSchema, timeZoneSchema } from '@ps/contracts/dates';
import { scheduleSchema, targetSchema, weekStarts } from '@ps/contracts/habit-schedule';
import { pomodoroSettingsSchema } from '@ps/contracts/pomodoro-settings';
import { priorities, taskStatuses } from '@ps/contracts/tasks';

/**
 * The account as one JSON document: what `GET /api/export?format=json` answers and what
 * `POST /api/import` reads back. Records refer to each other by `key` within the document (a
 * task names its habit's key), never by database id, so the document imports into any account.
 * A key stays with the record through imports, which is how a second import recognises it.
 */
export const EXPORT_FORMAT = 'productivity-suite-export';
export const EXPORT_VERSION = 1;

/** A record's identity within and across exports: at most 100 characters. */
const keySchema = z.string().check(z.minLength(1), z.maxLength(100));
/** Instants are ISO 8601 strings in UTC. */
const instantSchema = z.iso.datetime();

export const exportProfileSchema = z.object({
  username: z.string(),
  email: z.nullable(z.string()),
  firstName: z.nullable(z.string().check(z.maxLength(100))),
  lastName: z.nullable(z.string().check(z.maxLength(100))),
  language: z.enum(languages),
  timezone: timeZoneSchema,
  /** The user's own choice; null follows the language's default. */
  weekStart: z.nullable(z.enum(weekStarts)),
  vacation: z.nullable(vacationSchema),
});
export type ExportProfile = z.infer<typeof exportProfileSchema>;

export const exportCheckInSchema = z.object({
  date: calendarDateSchema,
  status: z.enum(['done', 'skipped']),
  /** The amount recorded on a measurable habit's day. */
  value: z.nullable(z.number().check(z.gte(0), z.lte(1_000_000))),
  note: z.nullable(z.string().check(z.maxLength(500))),
});
export type ExportCheckIn = z.infer<typeof exportCheckInSchema>;

export const exportHabitSchema = z.object({
  key: keySchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  description: z.nullable(z.string().check(z.maxLength(500))),
  schedule: scheduleSchema,
  target: z.nullable(targetSchema),
  startDate: calendarDateSchema,
  isActive: z.boolean(),
  archived: z.boolean(),
  position: z.int(),
  createdAt: instantSchema,
  /** Every check-in, oldest first. */
  checkIns: z.array(exportCheckInSchema),
});
export type ExportHabit = z.infer<typeof exportHabitSchema>;

export const exportTaskSchema = z.object({
  key: keySchema,
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  dueDate: z.nullable(calendarDateSchema),
  priority: z.enum(priorities),
  status: z.enum(taskStatuses),
  /** The key of the habit it belongs to, in this document's `habits`. */
  habit: z.nullable(keySchema),
  completedAt: z.nullable(instantSchema),
  createdAt: instantSchema,
});
export type ExportTask = z.infer<typeof exportTaskSchema>;

export const exportFocusSessionSchema = z.object({
  /** Seconds of focus. */
  duration: z.int().check(z.gte(1), z.lte(14_400)),
  completedAt: instantSchema,
  /** The key of the task it was for, in this document's `tasks`. */
  task: z.nullable(keySchema),
});
export type ExportFocusSession = z.infer<typeof exportFocusSessionSchema>;

export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instantSchema,
  profile: exportProfileSchema,
  /** The timer settings, blocked sites included; null while they are the defaults. */
  settings: z.nullable(pomodoroSettingsSchema),
  habits: z.array(exportHabitSchema),
  tasks: z.array(exportTaskSchema),
  focusSessions: z.array(exportFocusSessionSchema),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** Just enough of a JSON file to tell whether it is ours and which version. */
export const exportHeaderSchema = z.object({ format: z.string(), version: z.unknown() });
