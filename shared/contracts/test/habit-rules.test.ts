import fc from 'fast-check';
import { addDays, todayIn, type IsoDate } from '../src/dates';
import {
  dayStates,
  periods,
  recentProgress,
  scoreHistory,
  streakRuns,
  summarize,
  type Calendar,
  type CheckIn,
  type HabitPlan,
} from '../src/habit-rules';
import type { Schedule, Target } from '../src/habit-schedule';
import { longestStreak } from '../src/streaks';

// Wednesday 25 November 2026.
const TODAY = '2026-11-25';
const MONDAY_FIRST: Calendar = { today: TODAY, weekStart: 'monday' };
const day = (offset: number) => addDays(TODAY, offset);
const done = (date: IsoDate, value: number | null = null): CheckIn => ({
  date,
  status: 'done',
  value,
});
const skipped = (date: IsoDate): CheckIn => ({ date, status: 'skipped', value: null });
const plan = (schedule: Schedule, startDate = day(-120), target: Target | null = null) => ({
  schedule,
  target,
  startDate,
});

describe('streaks in the habit’s own period', () => {
  it('counts a 3-times-a-week habit done Mon, Wed and Fri of last week as 1 week', () => {
    const lastWeek = ['2026-11-16', '2026-11-18', '2026-11-20'].map((date) => done(date));
    const summary = summarize(lastWeek, plan({ kind: 'timesPerWeek', times: 3 }), MONDAY_FIRST);
    expect(summary).toMatchObject({ currentStreak: 1, bestStreak: 1, unit: 'week' });
    // This week is in progress: not met yet, and it does not break the streak.
    expect(summary.periodMet).toBe(false);
  });

  it('keeps a daily streak across a skipped day, without counting the skip', () => {
    const history = [done(day(-5)), done(day(-4)), skipped(day(-3)), done(day(-2)), done(day(-1))];
    const summary = summarize(history, plan({ kind: 'daily' }), MONDAY_FIRST);
    expect(summary).toMatchObject({ currentStreak: 4, bestStreak: 4, unit: 'day' });
    expect(summary.today).toBe('empty');
  });

  it('counts only the chosen weekdays: days off neither break nor extend', () => {
    // Mon, Wed, Fri of the last two weeks and this Monday and Wednesday (today).
    const dates = ['2026-11-09', '2026-11-11', '2026-11-13', '2026-11-16', '2026-11-18'];
    const history = [...dates, '2026-11-20', '2026-11-23', TODAY].map((date) => done(date));
    const schedule: Schedule = { kind: 'weekdays', days: [1, 3, 5] };
    expect(summarize(history, plan(schedule, '2026-11-09'), MONDAY_FIRST)).toMatchObject({
      currentStreak: 8,
      unit: 'day',
    });
    const missedFriday = history.filter((checkIn) => checkIn.date !== '2026-11-20');
    expect(summarize(missedFriday, plan(schedule, '2026-11-09'), MONDAY_FIRST)).toMatchObject({
      currentStreak: 2,
      bestStreak: 5,
    });
  });

  it('counts months for n times a month, and blocks of days for every n days', () => {
    const monthly = [
      '2026-09-03',
      '2026-09-20',
      '2026-10-01',
      '2026-10-30',
      '2026-11-02',
      '2026-11-03',
    ];
    expect(
      summarize(
        monthly.map((date) => done(date)),
        plan({ kind: 'timesPerMonth', times: 2 }, '2026-09-01'),
        MONDAY_FIRST,
      ),
    ).toMatchObject({ currentStreak: 3, unit: 'month', periodMet: true });

    // Blocks of 3 days from 2026-11-13: [13–15] [16–18] [19–21] [22–24] [25–27].
    const everyThird = ['2026-11-14', '2026-11-16', '2026-11-21', '2026-11-22'];
    const summary = summarize(
      everyThird.map((date) => done(date)),
      plan({ kind: 'everyNDays', interval: 3 }, '2026-11-13'),
      MONDAY_FIRST,
    );
    expect(summary).toMatchObject({ currentStreak: 12, bestStreak: 12, unit: 'day' });
  });

  it('starts weeks on the user’s first weekday', () => {
    // Saturday 21 and Monday 23: one week when weeks start on Saturday, two when on Monday.
    const history = [done('2026-11-21'), done('2026-11-23')];
    const twice = plan({ kind: 'timesPerWeek', times: 2 }, '2026-11-14');
    expect(summarize(history, twice, { today: TODAY, weekStart: 'saturday' }).periodMet).toBe(true);
    expect(summarize(history, twice, MONDAY_FIRST).periodMet).toBe(false);
  });

  it('asks fewer times of a week shortened by skips, the start date or a vacation', () => {
    const thrice = plan({ kind: 'timesPerWeek', times: 3 }, '2026-11-20'); // a Friday
    // Friday to Sunday of the first week: three days, three asked; one of them skipped.
    const history = [done('2026-11-20'), skipped('2026-11-21'), done('2026-11-22')];
    expect(summarize(history, thrice, MONDAY_FIRST)).toMatchObject({ currentStreak: 1 });
    const away = { ...MONDAY_FIRST, vacations: [{ from: '2026-11-21', to: '2026-11-21' }] };
    expect(summarize([done('2026-11-20'), done('2026-11-22')], thrice, away).currentStreak).toBe(1);
    // A week wholly on vacation is neutral.
    const daily = plan({ kind: 'daily' }, day(-10));
    const vacation = { ...MONDAY_FIRST, vacations: [{ from: day(-6), to: day(-1) }] };
    expect(summarize([done(day(-8)), done(day(-7))], daily, vacation).currentStreak).toBe(2);
  });
});

describe('measurable habits', () => {
  const water: Target = { amount: 8, unit: 'glasses', direction: 'atLeast' };
  const coffee: Target = { amount: 2, unit: 'cups', direction: 'atMost' };

  it('counts a day as done only when the amount meets the target', () => {
    const daily = plan({ kind: 'daily' }, day(-3), water);
    expect(summarize([done(TODAY, 7)], daily, MONDAY_FIRST).today).toBe('empty');
    expect(summarize([done(TODAY, 8)], daily, MONDAY_FIRST).today).toBe('done');
    const limit = plan({ kind: 'daily' }, day(-3), coffee);
    expect(summarize([done(TODAY, 3)], limit, MONDAY_FIRST).today).toBe('empty');
    expect(summarize([done(TODAY, 2)], limit, MONDAY_FIRST).today).toBe('done');
  });
});

describe('rates in periods', () => {
  it('reads 21/30 days and 3/4 weeks, the period in progress in, skips out', () => {
    const daily = Array.from({ length: 21 }, (_, i) => done(day(-1 - i)));
    expect(summarize(daily, plan({ kind: 'daily' }), MONDAY_FIRST).rate).toEqual({
      done: 21,
      of: 30,
      unit: 'day',
    });
    const skips = [...daily, skipped(day(-25)), skipped(day(-26))];
    expect(summarize(skips, plan({ kind: 'daily' }), MONDAY_FIRST).rate.of).toBe(28);

    // The last four weeks: 2, 9 and 16 Nov met; this week not met yet.
    const weekly = ['2026-11-02', '2026-11-10', '2026-11-16'].map((date) => done(date));
    expect(summarize(weekly, plan({ kind: 'timesPerWeek', times: 1 }), MONDAY_FIRST).rate).toEqual({
      done: 3,
      of: 4,
      unit: 'week',
    });
  });
});

describe('strength score (Loop’s formula)', () => {
  it('moves by (1 − m) of the gap each day, m = 0.5^(√f / 13), and holds on skipped days', () => {
    const daily = plan({ kind: 'daily' }, day(-2));
    const m = 0.5 ** (1 / 13);
    const states = dayStates([done(day(-2)), skipped(day(-1)), done(TODAY)], daily, MONDAY_FIRST);
    const scores = scoreHistory(states, daily).map((point) => point.score);
    expect(scores[0]).toBeCloseTo(1 - m, 10);
    expect(scores[1]).toBeCloseTo(scores[0]!, 10);
    expect(scores[2]).toBeCloseTo(scores[1]! * m + (1 - m), 10);
  });

  it('credits a weekly habit for the share of its times done in the last 7 days', () => {
    const twice = plan({ kind: 'timesPerWeek', times: 2 }, day(-1));
    const m = 0.5 ** (Math.sqrt(2 / 7) / 13);
    const states = dayStates([done(day(-1))], twice, MONDAY_FIRST);
    const [first, second] = scoreHistory(states, twice).map((point) => point.score);
    expect(first).toBeCloseTo(0.5 * (1 - m), 10);
    expect(second).toBeCloseTo(first! * m + 0.5 * (1 - m), 10);
  });

  it('nears 100 after a long run of done days', () => {
    const year = Array.from({ length: 365 }, (_, i) => done(day(-i)));
    expect(summarize(year, plan({ kind: 'daily' }, day(-364)), MONDAY_FIRST).score).toBe(100);
  });
});

describe('in the user’s calendar, on both sides of the date line and on daylight-saving nights', () => {
  it.each([
    ['Pacific/Kiritimati', '2026-11-24T11:00:00Z', '2026-11-25'],
    ['Pacific/Pago_Pago', '2026-11-25T10:00:00Z', '2026-11-24'],
    ['Europe/Paris', '2026-03-29T01:30:00Z', '2026-03-29'],
    ['Europe/Paris', '2026-10-25T00:30:00Z', '2026-10-25'],
  ])('in %s at %s, today is %s and a run ending then counts', (zone, instant, local) => {
    const today = todayIn(zone, new Date(instant));
    expect(today).toBe(local);
    const history = [done(addDays(local, -2)), done(addDays(local, -1)), done(local)];
    const calendar: Calendar = { today, weekStart: 'monday' };
    expect(summarize(history, plan({ kind: 'daily' }, addDays(local, -9)), calendar)).toMatchObject(
      { currentStreak: 3, today: 'done' },
    );
  });
});

/** Random histories over the 60 days before today, on random schedules. */
const scheduleArbitrary: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant({ kind: 'daily' as const }),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
    .map((days) => ({ kind: 'weekdays' as const, days: days.sort() })),
  fc.integer({ min: 1, max: 7 }).map((times) => ({ kind: 'timesPerWeek' as const, times })),
  fc.integer({ min: 1, max: 31 }).map((times) => ({ kind: 'timesPerMonth' as const, times })),
  fc.integer({ min: 2, max: 30 }).map((interval) => ({ kind: 'everyNDays' as const, interval })),
);
const historyArbitrary = fc.array(
  fc.record({
    offset: fc.integer({ min: 0, max: 59 }),
    skip: fc.boolean(),
  }),
  { maxLength: 60 },
);
const toCheckIns = (history: { offset: number; skip: boolean }[]) => {
  const byDate = new Map<IsoDate, CheckIn>();
  for (const { offset, skip } of history) {
    byDate.set(day(-offset), skip ? skipped(day(-offset)) : done(day(-offset)));
  }
  return [...byDate.values()];
};
const weekStartArbitrary = fc.constantFrom(
  'monday' as const,
  'saturday' as const,
  'sunday' as const,
);

describe('invariants on random histories', () => {
  it('keeps the current streak within the best, and the score within 0–100', () => {
    fc.assert(
      fc.property(scheduleArbitrary, historyArbitrary, weekStartArbitrary, (s, h, weekStart) => {
        const summary = summarize(toCheckIns(h), plan(s, day(-59)), { today: TODAY, weekStart });
        expect(summary.currentStreak).toBeLessThanOrEqual(summary.bestStreak);
        expect(summary.score).toBeGreaterThanOrEqual(0);
        expect(summary.score).toBeLessThanOrEqual(100);
        expect(summary.rate.done).toBeLessThanOrEqual(summary.rate.of);
      }),
    );
  });

  it('never lowers a streak or the score when an empty day is done or skipped', () => {
    fc.assert(
      fc.property(
        scheduleArbitrary,
        historyArbitrary,
        fc.integer({ min: 0, max: 59 }),
        fc.boolean(),
        (schedule, history, offset, skip) => {
          const before = toCheckIns(history);
          fc.pre(!before.some((checkIn) => checkIn.date === day(-offset)));
          const added = skip ? skipped(day(-offset)) : done(day(-offset));
          const habit = plan(schedule, day(-59));
          const a = summarize(before, habit, MONDAY_FIRST);
          const b = summarize([...before, added], habit, MONDAY_FIRST);
          expect(b.bestStreak).toBeGreaterThanOrEqual(a.bestStreak);
          expect(b.currentStreak).toBeGreaterThanOrEqual(a.currentStreak);
          if (!skip) expect(b.score).toBeGreaterThanOrEqual(a.score);
        },
      ),
    );
  });

  it('finds, for a daily habit without skips, the longest run of consecutive days', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 59 })), (offsets) => {
        const dates = offsets.map((offset) => day(-offset));
        const sorted = [...offsets].sort((a, b) => a - b);
        let longest = 0;
        let run = 0;
        sorted.forEach((offset, i) => {
          run = i > 0 && sorted[i - 1] === offset - 1 ? run + 1 : 1;
          longest = Math.max(longest, run);
        });
        expect(longestStreak(dates, TODAY)).toBe(longest);
      }),
    );
  });

  it('groups every day into exactly one period, in order and without gaps', () => {
    fc.assert(
      fc.property(scheduleArbitrary, weekStartArbitrary, (schedule, weekStart) => {
        const habit: HabitPlan = plan(schedule, day(-59));
        const calendar = { today: TODAY, weekStart };
        const list = periods(dayStates([], habit, calendar), habit, calendar);
        expect(list[0]!.start <= habit.startDate && habit.startDate <= list[0]!.end).toBe(true);
        list.slice(1).forEach((period, i) => expect(period.start).toBe(addDays(list[i]!.end, 1)));
        expect(list[list.length - 1]!.end >= TODAY).toBe(true);
        expect(streakRuns(list, habit, TODAY)).toEqual([]);
      }),
    );
  });
});

describe('the dashboard’s recent progress', () => {
  it('reads a weekly habit as 1/1 this week and a daily one over the last seven days', () => {
    const weekly = plan({ kind: 'timesPerWeek', times: 1 }, day(-30));
    expect(recentProgress([done('2026-11-24')], weekly, MONDAY_FIRST)).toEqual({
      done: 1,
      total: 1,
      scope: 'thisWeek',
    });
    const daily = plan({ kind: 'daily' }, day(-30));
    const history = [done(day(-1)), done(day(-3)), skipped(day(-2)), done(day(-10))];
    expect(recentProgress(history, daily, MONDAY_FIRST)).toEqual({
      done: 2,
      total: 6,
      scope: 'lastSevenDays',
    });
    const monthly = plan({ kind: 'timesPerMonth', times: 10 }, day(-30));
    expect(recentProgress([done('2026-11-02')], monthly, MONDAY_FIRST)).toMatchObject({
      done: 1,
      total: 10,
      scope: 'thisMonth',
    });
  });
});
