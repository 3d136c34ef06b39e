import * as z from 'zod/mini';
import type { Countdown, TimerMode } from '@ps/contracts/timer';

export type TimerStatus = 'idle' | 'running' | 'paused';

/**
 * What the browser keeps of a timer, so it survives leaving the page, a reload and a second
 * tab. `runId` names one countdown from its start to its end, and is the account's run key: the
 * session it produces is recorded once per runId, whichever tab or device sees the end first.
 */
export interface TimerState extends Countdown {
  mode: TimerMode;
  status: TimerStatus;
  taskId: number | null;
  runId: string | null;
}

/** A timer state as read back from the browser's storage, before its consistency is checked. */
export const storedTimerStateSchema = z.object({
  mode: z.enum(['work', 'break']),
  status: z.enum(['idle', 'running', 'paused']),
  startedAt: z.nullable(z.number()),
  elapsedBeforePauseMs: z.number().check(z.gte(0)),
  durationSeconds: z.int().check(z.positive()),
  taskId: z.nullable(z.int().check(z.positive())),
  runId: z.nullable(z.string().check(z.minLength(1))),
});
