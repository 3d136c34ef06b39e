import * as z from 'zod/mini';
import { absentAsNull } from '@ps/contracts/absent-as-null';
import { DEFAULT_SESSION_SECONDS, SESSION_SECONDS_RANGE } from '@ps/contracts/constants';
import { isoDateSchema } from '@ps/contracts/dates';
import { englishErrorText } from '@ps/contracts/errors';
import { runKeySchema } from '@ps/contracts/focus';

export const sessionInputSchema = z.object({
  duration: z._default(
    z
      .number({ message: englishErrorText('durationNumber') })
      .check(
        z.int(englishErrorText('durationWhole')),
        z.gte(
          SESSION_SECONDS_RANGE.min,
          `Duration must be at least ${SESSION_SECONDS_RANGE.min} second`,
        ),
        z.lte(
          SESSION_SECONDS_RANGE.max,
          `Duration must be at most ${SESSION_SECONDS_RANGE.max} seconds`,
        ),
      ),
    DEFAULT_SESSION_SECONDS,
  ),
  taskId: absentAsNull(
    z
      .int({ message: englishErrorText('notYourTask') })
      .check(z.positive(englishErrorText('notYourTask'))),
  ),
  /**
   * The key of the run this session is the end of. A second report of the same run (another
   * tab, another device, the server's own clock) answers the record already written.
   */
  runKey: z.optional(runKeySchema),
});
export type SessionInput = z.input<typeof sessionInputSchema>;

export const pomodoroSessionSchema = z.object({
  id: z.int(),
  taskId: z.nullable(z.int()),
  duration: z.int(),
  completedAt: z.string(),
  createdAt: z.string(),
});
export type PomodoroSession = z.infer<typeof pomodoroSessionSchema>;
export const pomodoroSessionListSchema = z.array(pomodoroSessionSchema);

/**
 * `GET /api/pomodoro/sessions`: every session, newest first; `date` keeps one day of the user's
 * calendar, `since` (an ISO instant) the sessions recorded at or after it. A year of focus is
 * thousands of sessions: a screen that charts the last week asks for that week only.
 */
export const sessionListQuerySchema = z
  .object({
    date: z.optional(isoDateSchema),
    since: z.optional(z.iso.datetime({ message: englishErrorText('sessionsSinceInvalid') })),
  })
  .check(
    z.refine((query) => !(query.date && query.since), {
      message: englishErrorText('sessionsDateOrSince'),
    }),
  );

/** `GET /api/pomodoro/sessions/totals`: every session the user recorded, counted and summed. */
export const sessionTotalsSchema = z.object({
  sessions: z.int(),
  /** Seconds of focus in all of them. */
  focusSeconds: z.int(),
});
export type SessionTotals = z.infer<typeof sessionTotalsSchema>;
