import { daysBetween } from '../src/dates';
import {
  completionDatesByHabit,
  completionsRange,
  STREAK_HISTORY_DAYS,
  streakRingPercent,
  weekView,
} from '../src/habit-week';
import { dateRangeQuerySchema } from '../src/habits';

describe('weekView', () => {
  it('gives the seven days ending today, oldest first, and how many are done', () => {
    const view = weekView(['2026-03-10', '2026-03-08', '2026-03-08', '2026-03-01'], '2026-03-10');
    expect(view.days).toEqual([
      { date: '2026-03-04', completed: false },
      { date: '2026-03-05', completed: false },
      { date: '2026-03-06', completed: false },
      { date: '2026-03-07', completed: false },
      { date: '2026-03-08', completed: true },
      { date: '2026-03-09', completed: false },
      { date: '2026-03-10', completed: true },
    ]);
    expect(view.completedCount).toBe(2);
  });

  it('crosses month and year ends', () => {
    const view = weekView([], '2027-01-02');
    expect(view.days[0].date).toBe('2026-12-27');
    expect(view.completedCount).toBe(0);
  });
});

describe('streakRingPercent', () => {
  it('fills streak / 30, capped at 100 %', () => {
    expect(streakRingPercent(0)).toBe(0);
    expect(streakRingPercent(15)).toBe(50);
    expect(streakRingPercent(30)).toBe(100);
    expect(streakRingPercent(45)).toBe(100);
  });
});

describe('completionsRange', () => {
  it('covers the given number of days ending today', () => {
    expect(completionsRange('2026-03-10', 7)).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-10',
    });
  });

  it('asks for the longest history the API accepts in one read', () => {
    const range = completionsRange('2026-03-10', STREAK_HISTORY_DAYS);
    expect(daysBetween(range.startDate, range.endDate) + 1).toBe(STREAK_HISTORY_DAYS);
    expect(dateRangeQuerySchema.safeParse(range).success).toBe(true);
  });
});

describe('completionDatesByHabit', () => {
  it('splits one batched answer per habit', () => {
    const byHabit = completionDatesByHabit([
      { habitId: 1, completedAt: '2026-03-09' },
      { habitId: 2, completedAt: '2026-03-10' },
      { habitId: 1, completedAt: '2026-03-10' },
    ]);
    expect(byHabit.get(1)).toEqual(['2026-03-09', '2026-03-10']);
    expect(byHabit.get(2)).toEqual(['2026-03-10']);
    expect(byHabit.get(3)).toBeUndefined();
  });
});
