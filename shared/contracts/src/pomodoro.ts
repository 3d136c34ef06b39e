import { z } from 'zod';
import { DEFAULT_SESSION_SECONDS, SESSION_SECONDS_RANGE } from '@ps/contracts/constants';
import { isoDateSchema } from '@ps/contracts/dates';
import { englishErrorText } from '@ps/contracts/errors';
import { runKeySchema } from '@ps/contracts/focus';

export const sessionInputSchema = z.object({
  duration: z
    .number({ message: englishErrorText('durationNumber') })
    .int(englishErrorText('durationWhole'))
    .min(SESSION_SECONDS_RANGE.min, `Duration must be at least ${SESSION_SECONDS_RANGE.min} second`)
    .max(SESSION_SECONDS_RANGE.max, `Duration must be at most ${SESSION_SECONDS_RANGE.max} seconds`)
    .default(DEFAULT_SESSION_SECONDS),
  taskId: z
    .number({ message: englishErrorText('notYourTask') })
    .int(englishErrorText('notYourTask'))
    .positive(englishErrorText('notYourTask'))
    .nullish()
    .transform((value) => value ?? null),
  /**
   * The key of the run this session is the end of. A second report of the same run (another
   * tab, another device, the server's own clock) answers the record already written.
   */
  runKey: runKeySchema.optional(),
});
export type SessionInput = z.input<typeof sessionInputSchema>;

export const pomodoroSessionSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int().nullable(),
  duration: z.number().int(),
  completedAt: z.string(),
  createdAt: z.string(),
});
export type PomodoroSession = z.infer<typeof pomodoroSessionSchema>;

/**
 * `GET /api/pomodoro/sessions`: every session, newest first; `date` keeps one day of the user's
 * calendar, `since` (an ISO instant) the sessions recorded at or after it. A year of focus is
 * thousands of sessions: a screen that charts the last week asks for that week only.
 */
export const sessionListQuerySchema = z
  .object({
    date: isoDateSchema.optional(),
    since: z.iso.datetime({ message: englishErrorText('sessionsSinceInvalid') }).optional(),
  })
  .refine((query) => !(query.date && query.since), {
    message: englishErrorText('sessionsDateOrSince'),
  });

/** `GET /api/pomodoro/sessions/totals`: every session the user recorded, counted and summed. */
export const sessionTotalsSchema = z.object({
  sessions: z.number().int(),
  /** Seconds of focus in all of them. */
  focusSeconds: z.number().int(),
});
export type SessionTotals = z.infer<typeof sessionTotalsSchema>;
