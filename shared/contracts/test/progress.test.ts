import {
  HABIT_RATE_HIGHLIGHT_PERCENT,
  WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION,
  WEEKLY_TASK_BAR_PERCENT_PER_TASK,
} from '../src/constants';
import { addDays, lastDays, todayIn } from '../src/dates';
import { scheduleOfFrequency, type Frequency } from '../src/habit-schedule';
import {
  barWidthPercent,
  changeSinceYesterday,
  focusHours,
  habitWindowStats,
  overallCompletionRate,
  sessionDates,
  taskCompletionDates,
  taskCompletionRate,
  weeklyBuckets,
} from '../src/progress';

const TODAY = '2026-11-22'; // a Sunday

/** A yes/no habit done on `dates`, begun a year ago, in a Monday-first calendar. */
function windowOf(
  dates: string[],
  {
    frequency = 'daily',
    windowDays,
    today = TODAY,
  }: { frequency?: Frequency; windowDays?: number; today?: string } = {},
) {
  const checkIns = [...new Set(dates)].map((date) => ({
    date,
    status: 'done' as const,
    value: null,
  }));
  const plan = {
    schedule: scheduleOfFrequency(frequency),
    target: null,
    startDate: addDays(today, -365),
  };
  return habitWindowStats(checkIns, plan, { today, weekStart: 'monday' }, windowDays);
}

describe('habitWindowStats', () => {
  it('gives the 30 days ending today, oldest first, marking the completed ones', () => {
    const stats = windowOf(['2026-11-22', '2026-10-24']);
    expect(stats.days).toHaveLength(30);
    expect(stats.days[0]).toEqual({ date: '2026-10-24', completed: true });
    expect(stats.days[29]).toEqual({ date: '2026-11-22', completed: true });
    expect(stats.days.filter((day) => day.completed)).toHaveLength(2);
  });

  it('counts completed days inside the window only, once each', () => {
    const stats = windowOf(['2026-10-23', '2026-11-01', '2026-11-01', '2026-11-23', '2026-11-20']);
    // 10-23 is the 31st day back and 11-23 is tomorrow: neither is in the window.
    expect(stats.completedDays).toBe(2);
    expect(stats.ratePercent).toBe(7); // 2/30 = 6.67 %
  });

  it('rounds the rate to a whole percent, 69 and 70 falling either side of the highlight', () => {
    const rateFor = (completedDays: number) => windowOf(lastDays(TODAY, completedDays)).ratePercent;
    expect(rateFor(0)).toBe(0);
    expect(rateFor(1)).toBe(3); // 3.33
    expect(rateFor(5)).toBe(17); // 16.67 rounds up
    expect(rateFor(15)).toBe(50);
    expect(rateFor(21)).toBe(70);
    expect(rateFor(21)).toBeGreaterThanOrEqual(HABIT_RATE_HIGHLIGHT_PERCENT);
    expect(rateFor(20)).toBe(67);
    expect(rateFor(30)).toBe(100);
  });

  it('uses a custom window', () => {
    const stats = windowOf(lastDays(TODAY, 3), { windowDays: 7 });
    expect(stats.days).toHaveLength(7);
    expect(stats.completedDays).toBe(3);
    // The rate keeps its own window: the last 30 days.
    expect(stats.rate).toEqual({ done: 3, of: 30, unit: 'day' });
  });

  it('counts the current streak from the whole history given, not only the window', () => {
    const fortyDays = lastDays(TODAY, 40);
    const stats = windowOf(fortyDays);
    expect(stats.completedDays).toBe(30);
    expect(stats.currentStreak).toBe(40);
  });

  it('counts the streak from yesterday while today is not done yet, and stops at a gap', () => {
    const dates = [...lastDays('2026-11-21', 4), ...lastDays('2026-11-15', 3)];
    expect(windowOf(dates).currentStreak).toBe(4);
    expect(windowOf(['2026-11-20']).currentStreak).toBe(0);
  });

  it('counts weekly habits in weeks, streak and rate alike, as the habits page does', () => {
    // Done once in each of the weeks starting 11-02, 11-09 and 11-16.
    const stats = windowOf(['2026-11-03', '2026-11-12', '2026-11-16'], {
      frequency: 'weekly',
    });
    expect(stats.currentStreak).toBe(3);
    expect(stats.completedDays).toBe(3);
    expect(stats.rate).toEqual({ done: 3, of: 4, unit: 'week' });
    expect(stats.ratePercent).toBe(75);
  });
});

describe('the current streak over the batched history', () => {
  it('counts only the run that reaches today, however long an older one was', () => {
    const history = [...lastDays('2026-10-30', 12), ...lastDays(TODAY, 5)];
    expect(windowOf(history).currentStreak).toBe(5);
  });
});

describe('overallCompletionRate', () => {
  it('averages the per-habit rates and rounds', () => {
    expect(overallCompletionRate([100, 50, 0])).toBe(50);
    expect(overallCompletionRate([70, 69])).toBe(70); // 69.5 rounds up
    expect(overallCompletionRate([33, 33, 34])).toBe(33);
    expect(overallCompletionRate([3])).toBe(3);
  });

  it('is 0 with no habits', () => {
    expect(overallCompletionRate([])).toBe(0);
  });
});

describe('taskCompletionRate', () => {
  it('is completed over total as a whole percent', () => {
    expect(taskCompletionRate(1, 3)).toBe(33);
    expect(taskCompletionRate(2, 3)).toBe(67);
    expect(taskCompletionRate(8, 15)).toBe(53);
    expect(taskCompletionRate(4, 4)).toBe(100);
  });

  it('is 0 when there are no tasks', () => {
    expect(taskCompletionRate(0, 0)).toBe(0);
  });
});

describe('weeklyBuckets', () => {
  it('counts the dates of each of the last seven days, oldest first, empty days included', () => {
    const buckets = weeklyBuckets(
      ['2026-11-22', '2026-11-22', '2026-11-16', '2026-11-20', '2026-11-15', '2026-11-23'],
      TODAY,
    );
    expect(buckets).toEqual([
      { date: '2026-11-16', count: 1 },
      { date: '2026-11-17', count: 0 },
      { date: '2026-11-18', count: 0 },
      { date: '2026-11-19', count: 0 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 2 },
    ]);
  });

  it('crosses a year end', () => {
    expect(weeklyBuckets([], '2027-01-02').map((b) => b.date)).toEqual(lastDays('2027-01-02', 7));
  });
});

describe('taskCompletionDates', () => {
  const task = (status: 'pending' | 'completed', completedAt: string | null) => ({
    status,
    completedAt,
  });

  it('takes completed tasks only, on the local day they were completed', () => {
    const dates = taskCompletionDates(
      [
        task('completed', '2026-11-22T09:00:00.000Z'),
        task('pending', null),
        // Reopened tasks have no completion date, and a pending status wins over a stale one.
        task('pending', '2026-11-21T09:00:00.000Z'),
        task('completed', null),
      ],
      'Europe/London',
    );
    expect(dates).toEqual(['2026-11-22']);
  });

  it('puts a late-evening completion on the user’s day, not the server’s', () => {
    // 23:30 in New York on 11-21 is already 11-22 in UTC.
    const late = [task('completed', '2026-11-22T04:30:00.000Z')];
    expect(taskCompletionDates(late, 'America/New_York')).toEqual(['2026-11-21']);
    expect(taskCompletionDates(late, 'UTC')).toEqual(['2026-11-22']);
  });
});

describe('a user in Paris across the daylight-saving change of 2026-10-25', () => {
  const zone = 'Europe/Paris';
  // Clocks go back from 03:00 CEST (UTC+2) to 02:00 CET (UTC+1): 25 October lasts 25 hours.
  const sessions = [
    { createdAt: '2026-10-24T21:59:00.000Z' }, // 23:59 CEST on the 24th
    { createdAt: '2026-10-24T22:00:00.000Z' }, // 00:00 CEST on the 25th
    { createdAt: '2026-10-25T00:30:00.000Z' }, // 02:30 CEST, before the change
    { createdAt: '2026-10-25T01:30:00.000Z' }, // 02:30 CET, the hour repeated
    { createdAt: '2026-10-25T22:59:00.000Z' }, // 23:59 CET on the 25th
    { createdAt: '2026-10-25T23:00:00.000Z' }, // 00:00 CET on the 26th
  ];

  it('buckets sessions by the local day on both sides of the change', () => {
    const today = todayIn(zone, new Date('2026-10-26T08:00:00.000Z'));
    expect(today).toBe('2026-10-26');
    const buckets = weeklyBuckets(sessionDates(sessions, zone), today);
    expect(buckets.slice(-3)).toEqual([
      { date: '2026-10-24', count: 1 },
      { date: '2026-10-25', count: 4 },
      { date: '2026-10-26', count: 1 },
    ]);
  });

  it('keeps a daily streak and the 30-day rate unbroken across the 25-hour day', () => {
    const today = todayIn(zone, new Date('2026-10-26T22:30:00.000Z')); // 23:30 CET
    expect(today).toBe('2026-10-26');
    const stats = windowOf(lastDays(today, 5), { today });
    expect(stats.currentStreak).toBe(5);
    expect(stats.days.slice(-3).map((day) => day.date)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(stats.ratePercent).toBe(17);
  });
});

describe('users far from the server’s zone', () => {
  // One instant: already the 22nd in Kiritimati (UTC+14), still the 20th in Pago Pago (UTC−11).
  const instant = '2026-11-21T10:30:00.000Z';

  it('puts the same instant on calendar days two days apart', () => {
    expect(sessionDates([{ createdAt: instant }], 'Pacific/Kiritimati')).toEqual(['2026-11-22']);
    expect(sessionDates([{ createdAt: instant }], 'Pacific/Pago_Pago')).toEqual(['2026-11-20']);
  });

  it('counts today’s sessions on the user’s own today', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    const sessions = [
      { createdAt: instant },
      { createdAt: '2026-11-21T09:00:00.000Z' }, // 23:00 on the 21st in Kiritimati, 22:00 on the 20th in Pago Pago
      { createdAt: '2026-11-20T11:30:00.000Z' }, // 01:30 on the 21st in Kiritimati, 00:30 on the 20th in Pago Pago
    ];
    const kiritimati = todayIn('Pacific/Kiritimati', now);
    const pagoPago = todayIn('Pacific/Pago_Pago', now);
    expect(kiritimati).toBe('2026-11-22');
    expect(pagoPago).toBe('2026-11-21');
    const lastBucket = (zone: string, today: string) =>
      weeklyBuckets(sessionDates(sessions, zone), today).at(-1);
    expect(lastBucket('Pacific/Kiritimati', kiritimati)).toEqual({
      date: '2026-11-22',
      count: 1,
    });
    expect(lastBucket('Pacific/Pago_Pago', pagoPago)).toEqual({ date: '2026-11-21', count: 0 });
    expect(weeklyBuckets(sessionDates(sessions, 'Pacific/Pago_Pago'), pagoPago)).toContainEqual({
      date: '2026-11-20',
      count: 3,
    });
  });

  it('keeps a streak alive on the user’s calendar when the server’s day has moved on', () => {
    // At 10:59 UTC on the 22nd it is still 23:59 on the 21st in Pago Pago.
    const now = new Date('2026-11-22T10:59:00.000Z');
    const done = lastDays('2026-11-20', 3);
    const userToday = todayIn('Pacific/Pago_Pago', now);
    expect(userToday).toBe('2026-11-21');
    expect(windowOf(done, { today: userToday }).currentStreak).toBe(3);
    // Judged on UTC's calendar the run would already look broken.
    expect(windowOf(done, { today: todayIn('UTC', now) }).currentStreak).toBe(0);
  });
});

describe('barWidthPercent', () => {
  it('gives 20 % per task and 12.5 % per session', () => {
    expect(barWidthPercent(0, WEEKLY_TASK_BAR_PERCENT_PER_TASK)).toBe(0);
    expect(barWidthPercent(3, WEEKLY_TASK_BAR_PERCENT_PER_TASK)).toBe(60);
    expect(barWidthPercent(3, WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION)).toBe(37.5);
  });

  it('caps at 100, or at a given cap', () => {
    expect(barWidthPercent(5, WEEKLY_TASK_BAR_PERCENT_PER_TASK)).toBe(100);
    expect(barWidthPercent(6, WEEKLY_TASK_BAR_PERCENT_PER_TASK)).toBe(100);
    expect(barWidthPercent(8, WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION)).toBe(100);
    expect(barWidthPercent(9, WEEKLY_FOCUS_BAR_PERCENT_PER_SESSION)).toBe(100);
    expect(barWidthPercent(9, 10, 50)).toBe(50);
  });
});

describe('focus time', () => {
  it('shows hours with one decimal, rounded', () => {
    expect(focusHours(0)).toBe(0);
    expect(focusHours(1500)).toBe(0.4); // 0.4167
    expect(focusHours(4800)).toBe(1.3); // 1.3333
    expect(focusHours(5400)).toBe(1.5);
    expect(focusHours(6300)).toBe(1.8); // 1.75 rounds up
    expect(focusHours(179)).toBe(0); // 0.0497
    expect(focusHours(180)).toBe(0.1); // 0.05
  });
});

describe('changeSinceYesterday', () => {
  it('is today minus yesterday, signed', () => {
    expect(changeSinceYesterday(5, 3)).toBe(2);
    expect(changeSinceYesterday(1, 4)).toBe(-3);
    expect(changeSinceYesterday(2, 2)).toBe(0);
  });

  it('is exact to one decimal for hours', () => {
    expect(changeSinceYesterday(1.2, 0.9)).toBe(0.3);
    expect(changeSinceYesterday(focusHours(1500), focusHours(3300))).toBe(-0.5);
  });
});
