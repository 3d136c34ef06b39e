import { RING_LENGTH, REMINDER_MINUTES_REMAINING } from '@ps/contracts/constants';

export type TimerMode = 'work' | 'break';

/**
 * A countdown is derived from the clock, never from counting ticks: a running countdown keeps
 * the instant it (re)started and the time it had already run before its last pause, so a
 * sleeping tab or a slow device still ends on time.
 */
export interface Countdown {
  /** Epoch milliseconds of the last start or resume; null while idle or paused. */
  startedAt: number | null;
  /** Milliseconds already run before the last pause. */
  elapsedBeforePauseMs: number;
  durationSeconds: number;
}

export function elapsedMs(countdown: Countdown, now: number): number {
  const sinceStart = countdown.startedAt === null ? 0 : Math.max(0, now - countdown.startedAt);
  return countdown.elapsedBeforePauseMs + sinceStart;
}

export function remainingMs(countdown: Countdown, now: number): number {
  return Math.max(0, countdown.durationSeconds * 1000 - elapsedMs(countdown, now));
}

/** Whole seconds left, rounded up: the display reads 00:00 exactly when the countdown ends. */
export function remainingSeconds(countdown: Countdown, now: number): number {
  return Math.ceil(remainingMs(countdown, now) / 1000);
}

/** The instant a running countdown reaches zero; null when it is not running. */
export function endsAt(countdown: Countdown): number | null {
  if (countdown.startedAt === null) return null;
  return countdown.startedAt + countdown.durationSeconds * 1000 - countdown.elapsedBeforePauseMs;
}

/**
 * The reminder (minutes remaining: 10 or 5) to show for the clock moving from `from` to `to`,
 * during work only. A threshold is crossed when the time left goes from above it to at or
 * below it. When one step crosses both (a tab that slept), only the later one is worth
 * showing; a countdown that already ended shows its completion instead.
 */
export function crossedReminder(
  mode: TimerMode,
  countdown: Countdown,
  from: number,
  to: number,
): number | null {
  if (mode !== 'work') return null;
  const before = remainingMs(countdown, from);
  const after = remainingMs(countdown, to);
  if (after === 0) return null;
  const crossed = REMINDER_MINUTES_REMAINING.filter((minutes) => {
    const threshold = minutes * 60_000;
    return before > threshold && after <= threshold;
  });
  return crossed.length ? Math.min(...crossed) : null;
}

/** 'MM:SS'; minutes are not wrapped into hours (a 60-minute session reads 60:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The ring's stroke-dashoffset: the full length (an empty ring) when nothing has run, 0 when
 * the countdown is over, so the ring fills as the session progresses.
 */
export function ringOffset(remaining: number, total: number): number {
  if (total <= 0) return 0;
  const fraction = Math.min(1, Math.max(0, remaining / total));
  return RING_LENGTH * fraction;
}
