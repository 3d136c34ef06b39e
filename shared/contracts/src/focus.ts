import * as z from 'zod/mini';
import { AUTO_START_DELAY_MS, SESSION_SECONDS_RANGE } from '@ps/contracts/constants';
import { englishErrorText, type ErrorCode } from '@ps/contracts/errors';
import type { TimerMode } from '@ps/contracts/timer';
import { languages } from '@ps/contracts/auth';

/**
 * The focus timer is server state, so every tab, every device and the blocker extension agree
 * on one running session. A run is idle (showing the mode's configured length), running (it
 * ends at `endsAt`) or paused (with `remainingMs` left). Only the server moves a run past zero.
 */
export type FocusState = 'idle' | 'running' | 'paused';

export interface FocusRun {
  state: FocusState;
  mode: TimerMode;
  /** Epoch milliseconds at which a running run reaches zero; null otherwise. */
  endsAt: number | null;
  /** Milliseconds left of a paused run; null otherwise. */
  remainingMs: number | null;
  /** The length of the run under way (fixed when it started); null while idle. */
  durationSeconds: number | null;
  taskId: number | null;
  /**
   * Whether the server writes the session record when the run reaches zero. A page whose own
   * timer records its sessions (the Pomodoro page today) starts its mirror run without it.
   */
  recordsSession: boolean;
  /**
   * Names one run from its start to its end, null while idle. Whoever reports the end (the
   * server at its own clock, or any tab at its clock) records it under this key, and the
   * server keeps one record per key: so a run is recorded exactly once.
   */
  runKey: string | null;
}

export const IDLE_RUN: FocusRun = {
  state: 'idle',
  mode: 'work',
  endsAt: null,
  remainingMs: null,
  durationSeconds: null,
  taskId: null,
  recordsSession: true,
  runKey: null,
};

/** A run's key: chosen by the tab that starts it, or by the server. */
export const runKeySchema = z
  .string({ message: englishErrorText('runKeyInvalid') })
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, englishErrorText('runKeyInvalid')));

export function newRunKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Each mode's configured length in seconds, from the user's settings. */
export type ModeLengths = Record<TimerMode, number>;

export const FOCUS_ACTIONS = ['start', 'pause', 'resume', 'reset', 'switch'] as const;
export type FocusAction = (typeof FOCUS_ACTIONS)[number];

const modeSchema = z.enum(['work', 'break'], { message: englishErrorText('modeInvalid') });

/**
 * POST /api/pomodoro/focus. `start` may name the mode to start in and the task in focus
 * (null for none); `switch` goes idle in the given mode, or the other one.
 */
export const focusActionSchema = z.object(
  {
    action: z.enum(FOCUS_ACTIONS, { message: englishErrorText('focusActionInvalid') }),
    mode: z.optional(modeSchema),
    taskId: z.optional(
      z.nullable(
        z
          .int({ message: englishErrorText('notYourTask') })
          .check(z.positive(englishErrorText('notYourTask'))),
      ),
    ),
    /** `start` only: a length other than the mode's configured one. */
    durationSeconds: z.optional(
      z
        .number({ message: englishErrorText('durationNumber') })
        .check(
          z.int(englishErrorText('durationWhole')),
          z.gte(SESSION_SECONDS_RANGE.min, englishErrorText('durationNumber')),
          z.lte(SESSION_SECONDS_RANGE.max, englishErrorText('durationNumber')),
        ),
    ),
    /** `start` only: false when the caller records the session itself. */
    record: z.optional(z.boolean({ message: englishErrorText('recordInvalid') })),
    /** `start` only: the run's key, when the starting tab has named it already. */
    runKey: z.optional(runKeySchema),
  },
  { message: englishErrorText('focusActionInvalid') },
);
export type FocusActionInput = z.input<typeof focusActionSchema>;

/** What GET /api/pomodoro/focus answers, and what the event stream sends on every change. */
export const focusViewSchema = z.object({
  state: z.enum(['idle', 'running', 'paused']),
  mode: z.enum(['work', 'break']),
  endsAt: z.nullable(z.string()),
  remainingSeconds: z.int().check(z.gte(0)),
  durationSeconds: z.int().check(z.positive()),
  taskId: z.nullable(z.int()),
  /** The key of the run under way; null while idle. */
  runKey: z.nullable(z.string()),
  /** The description of the task in focus, for the blocked page. */
  taskDescription: z.nullable(z.string()),
  /** The user's language, so the blocker speaks it too. */
  language: z.enum(languages),
  /** Blocking holds: a running work run with the blocking setting on. */
  blocking: z.boolean(),
  blockedSites: z.array(z.string()),
  /** Sites opened for a few minutes through the escape hatch, each until an instant. */
  allowances: z.array(z.object({ site: z.string(), until: z.string() })),
  passesUsedToday: z.int().check(z.gte(0)),
  passesPerDay: z.int().check(z.positive()),
  /** Bumped on every change; a client ignores an older view than the one it shows. */
  version: z.int(),
  serverTime: z.string(),
});
export type FocusView = z.infer<typeof focusViewSchema>;

const otherMode = (mode: TimerMode): TimerMode => (mode === 'work' ? 'break' : 'work');

/**
 * The run after an action, or the code of why the action makes no sense now (pause while idle,
 * resume while running, start while a run is under way).
 */
export function applyFocusAction(
  run: FocusRun,
  input: {
    action: FocusAction;
    mode?: TimerMode;
    taskId?: number | null;
    durationSeconds?: number;
    record?: boolean;
    runKey?: string;
  },
  lengths: ModeLengths,
  now: number,
  makeKey: () => string = newRunKey,
): FocusRun | ErrorCode {
  switch (input.action) {
    case 'start': {
      if (run.state !== 'idle') return 'focusNotIdle';
      const mode = input.mode ?? run.mode;
      const durationSeconds = input.durationSeconds ?? lengths[mode];
      return {
        state: 'running',
        mode,
        endsAt: now + durationSeconds * 1000,
        remainingMs: null,
        durationSeconds,
        taskId: input.taskId === undefined ? run.taskId : input.taskId,
        recordsSession: input.record ?? true,
        runKey: input.runKey ?? makeKey(),
      };
    }
    case 'pause':
      if (run.state !== 'running') return 'focusNotRunning';
      return { ...run, state: 'paused', endsAt: null, remainingMs: Math.max(0, run.endsAt! - now) };
    case 'resume':
      if (run.state !== 'paused') return 'focusNotPaused';
      return { ...run, state: 'running', endsAt: now + run.remainingMs!, remainingMs: null };
    case 'reset':
      return idleIn(run.mode, run.taskId);
    case 'switch':
      return idleIn(input.mode ?? otherMode(run.mode), run.taskId);
  }
}

function idleIn(mode: TimerMode, taskId: number | null): FocusRun {
  return { ...IDLE_RUN, mode, taskId };
}

/** A run that reached zero: what the one session record of it holds. */
export interface FinishedRun {
  runKey: string | null;
  mode: TimerMode;
  durationSeconds: number;
  taskId: number | null;
  endedAt: number;
}

/**
 * Moves a running run past zero: it is finished (recorded once, with the task for work and none
 * for a break) and the other mode follows, idle, or running 2 s later when auto-start is on. An
 * auto-started run that would itself have ended by now is not started: nobody was there.
 */
export function settleFocusRun(
  run: FocusRun,
  lengths: ModeLengths,
  autoStart: boolean,
  now: number,
  makeKey: () => string = newRunKey,
): { run: FocusRun; finished: FinishedRun | null } {
  if (run.state !== 'running' || run.endsAt! > now) return { run, finished: null };
  const endedAt = run.endsAt!;
  const finished: FinishedRun | null = run.recordsSession
    ? {
        runKey: run.runKey,
        mode: run.mode,
        durationSeconds: run.durationSeconds!,
        taskId: run.mode === 'work' ? run.taskId : null,
        endedAt,
      }
    : null;
  const mode = otherMode(run.mode);
  // Auto-start waits a moment, so the end of one run is noticed before the next begins. A mirror
  // run's page starts the next one itself.
  const nextEndsAt = endedAt + AUTO_START_DELAY_MS + lengths[mode] * 1000;
  const next: FocusRun =
    autoStart && run.recordsSession && nextEndsAt > now
      ? {
          ...idleIn(mode, run.taskId),
          state: 'running',
          endsAt: nextEndsAt,
          durationSeconds: lengths[mode],
          runKey: makeKey(),
        }
      : idleIn(mode, run.taskId);
  return { run: next, finished };
}

/** Whole seconds left, rounded up, so the display reads 00:00 exactly at the end. */
export function focusRemainingSeconds(run: FocusRun, lengths: ModeLengths, now: number): number {
  if (run.state === 'running') {
    const left = Math.max(0, Math.ceil((run.endsAt! - now) / 1000));
    return Math.min(left, run.durationSeconds!);
  }
  if (run.state === 'paused') return Math.ceil(run.remainingMs! / 1000);
  return lengths[run.mode];
}

/** The escape hatch: a blocked site opens for this long, this many times a local day. */
export const PASS_MINUTES = 5;
export const PASSES_PER_DAY = 3;

export const passInputSchema = z.object(
  { site: z.string({ message: englishErrorText('blockedSitesInvalid') }) },
  { message: englishErrorText('invalidInput') },
);
