import type { Schedule } from '@ps/contracts/habit-schedule';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A Loop frequency, `num` times every `den` days, as the closest schedule of ours:
 * - as often as every day or more (1/1, 2/2, 3/2) → daily;
 * - n in 7 days → n times a week;
 * - n in 30 or 31 days → n times a month;
 * - once in k days → every k days (at most 365);
 * - any other n in d days → the same rate per week, round(7n/d) times (1 to 7) when d is under
 *   30, else per month, round(30n/d) times (1 to 31): 2 in 3 days is 5 a week, 2 in 60 days is
 *   once a month.
 * A frequency that is not two positive whole numbers (a damaged row) reads as daily.
 */
export function scheduleOfLoopFrequency(num: number, den: number): Schedule {
  if (!Number.isInteger(num) || !Number.isInteger(den) || num < 1 || den < 1) {
    return { kind: 'daily' };
  }
  if (num >= den) return { kind: 'daily' };
  if (den === 7) return { kind: 'timesPerWeek', times: num };
  if (den === 30 || den === 31) return { kind: 'timesPerMonth', times: num };
  if (num === 1) return { kind: 'everyNDays', interval: clamp(den, 2, 365) };
  if (den < 30) return { kind: 'timesPerWeek', times: clamp(Math.round((7 * num) / den), 1, 7) };
  return { kind: 'timesPerMonth', times: clamp(Math.round((30 * num) / den), 1, 31) };
}
