import { RING_LENGTH } from '../src/constants';
import {
  crossedReminder,
  elapsedMs,
  endsAt,
  formatClock,
  remainingMs,
  remainingSeconds,
  ringOffset,
  type Countdown,
} from '../src/timer';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const running = (durationSeconds = 1500, elapsedBeforePauseMs = 0): Countdown => ({
  startedAt: T0,
  elapsedBeforePauseMs,
  durationSeconds,
});
const paused = (elapsed: number, durationSeconds = 1500): Countdown => ({
  startedAt: null,
  elapsedBeforePauseMs: elapsed,
  durationSeconds,
});

describe('a countdown derived from the clock', () => {
  it('counts down from the start instant', () => {
    expect(remainingSeconds(running(), T0)).toBe(1500);
    expect(remainingSeconds(running(), T0 + 1)).toBe(1500);
    expect(remainingSeconds(running(), T0 + 1000)).toBe(1499);
    expect(remainingSeconds(running(), T0 + 1500 * 1000 - 1)).toBe(1);
    expect(remainingSeconds(running(), T0 + 1500 * 1000)).toBe(0);
  });

  it('never goes below zero, however long the tab slept', () => {
    expect(remainingSeconds(running(), T0 + 3 * 3600 * 1000)).toBe(0);
    expect(remainingMs(running(), T0 + 3 * 3600 * 1000)).toBe(0);
  });

  it('adds the time run before a pause', () => {
    expect(remainingSeconds(running(1500, 60_000), T0 + 30_000)).toBe(1410);
    expect(elapsedMs(running(1500, 60_000), T0 + 30_000)).toBe(90_000);
  });

  it('stands still while paused', () => {
    expect(remainingSeconds(paused(90_000), T0)).toBe(1410);
    expect(remainingSeconds(paused(90_000), T0 + 3600_000)).toBe(1410);
    expect(endsAt(paused(90_000))).toBeNull();
  });

  it('ignores a clock that moved backwards', () => {
    expect(remainingSeconds(running(), T0 - 60_000)).toBe(1500);
  });

  it('knows when a running countdown ends', () => {
    expect(endsAt(running(1500, 60_000))).toBe(T0 + 1440_000);
  });
});

describe('reminders at 10 and 5 minutes remaining', () => {
  const atRemaining = (seconds: number) => T0 + (1500 - seconds) * 1000;

  it('fires at exactly 10:00 remaining, not a moment before', () => {
    expect(crossedReminder('work', running(), atRemaining(600.25), atRemaining(600.001))).toBe(
      null,
    );
    expect(crossedReminder('work', running(), atRemaining(600.25), atRemaining(600))).toBe(10);
    expect(crossedReminder('work', running(), atRemaining(600), atRemaining(599.75))).toBeNull();
  });

  it('fires at exactly 5:00 remaining', () => {
    expect(crossedReminder('work', running(), atRemaining(300.5), atRemaining(300))).toBe(5);
  });

  it('never fires during a break', () => {
    expect(crossedReminder('break', running(), atRemaining(600.5), atRemaining(600))).toBeNull();
  });

  it('shows only the later reminder when a sleeping tab crossed both', () => {
    expect(crossedReminder('work', running(), atRemaining(700), atRemaining(200))).toBe(5);
  });

  it('leaves an ended countdown to its completion notice', () => {
    expect(crossedReminder('work', running(), atRemaining(700), atRemaining(0))).toBeNull();
  });

  it('does not fire at the start of a session no longer than the threshold', () => {
    const tenMinutes = running(600);
    expect(crossedReminder('work', tenMinutes, T0, T0 + 250)).toBeNull();
    expect(crossedReminder('work', tenMinutes, T0, T0 + 300_000)).toBe(5);
  });
});

describe('formatClock', () => {
  it.each([
    [1500, '25:00'],
    [599, '09:59'],
    [60, '01:00'],
    [5, '00:05'],
    [0, '00:00'],
    [3600, '60:00'],
    [-3, '00:00'],
    [0.2, '00:01'],
  ])('%p seconds read %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('ringOffset', () => {
  it('is the full length (283) before anything has run and 0 at the end', () => {
    expect(RING_LENGTH).toBe(283);
    expect(ringOffset(1500, 1500)).toBe(283);
    expect(ringOffset(750, 1500)).toBe(141.5);
    expect(ringOffset(0, 1500)).toBe(0);
  });

  it('stays within the ring for odd inputs', () => {
    expect(ringOffset(2000, 1500)).toBe(283);
    expect(ringOffset(-5, 1500)).toBe(0);
    expect(ringOffset(10, 0)).toBe(0);
  });
});
