import {
  addDays,
  daysBetween,
  isIsoDate,
  lastDays,
  localDayBounds,
  todayIn,
  weekStart,
} from '../src/dates';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-01-00')).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-03-01')).toBe(59);
  });

  it('lists the last n days oldest first', () => {
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
  });
});

describe('today in a time zone', () => {
  const instant = new Date('2026-11-22T10:30:00Z');

  it('is a day ahead in Pacific/Kiritimati (UTC+14) and a day behind in Pacific/Pago_Pago (UTC-11)', () => {
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-22T11:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('UTC', instant)).toBe('2026-11-22');
  });

  it('follows Europe/Paris across the night the clocks go back', () => {
    // 2026-10-25 03:00 CEST becomes 02:00 CET: that day lasts 25 hours.
    const { start, end } = localDayBounds('2026-10-25', 'Europe/Paris');
    expect(start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(todayIn('Europe/Paris', new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('gives 23-hour days when the clocks go forward and handles half-hour zones', () => {
    const spring = localDayBounds('2026-03-29', 'Europe/Paris');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const kolkata = localDayBounds('2026-11-22', 'Asia/Kolkata');
    expect(kolkata.start.toISOString()).toBe('2026-11-21T18:30:00.000Z');
  });
});
