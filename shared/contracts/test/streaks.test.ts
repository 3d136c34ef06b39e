import { currentStreak } from '../src/streaks';
import { lastDays } from '../src/dates';

describe('currentStreak (daily)', () => {
  it('counts consecutive days ending today', () => {
    expect(currentStreak(lastDays('2026-11-22', 5), '2026-11-22')).toBe(5);
  });

  it('counts from yesterday while today is not done yet', () => {
    expect(currentStreak(lastDays('2026-11-21', 3), '2026-11-22')).toBe(3);
  });

  it('is zero when neither today nor yesterday is done', () => {
    expect(currentStreak(lastDays('2026-11-20', 10), '2026-11-22')).toBe(0);
    expect(currentStreak([], '2026-11-22')).toBe(0);
  });

  it('stops at a gap and ignores duplicates and order', () => {
    const dates = ['2026-11-22', '2026-11-20', '2026-11-21', '2026-11-21', '2026-11-18'];
    expect(currentStreak(dates, '2026-11-22')).toBe(3);
  });

  it('ignores future completions', () => {
    expect(currentStreak(['2026-11-23', '2026-11-22'], '2026-11-22')).toBe(1);
  });
});

describe('currentStreak (weekly)', () => {
  it('counts weeks with at least one completion, ending this week', () => {
    // Weeks starting 2026-11-02, 11-09 and 11-16 (today is Sunday 11-22).
    expect(currentStreak(['2026-11-03', '2026-11-15', '2026-11-22'], '2026-11-22', 'weekly')).toBe(
      3,
    );
  });

  it('counts from last week while this week is not done yet', () => {
    expect(currentStreak(['2026-11-10', '2026-11-16'], '2026-11-23', 'weekly')).toBe(2);
  });
});
