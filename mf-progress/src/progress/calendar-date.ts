import type { IsoDate } from '@ps/contracts/dates';

/**
 * A calendar date as the instant of its UTC midnight; formatted with `timeZone: 'UTC'` it
 * shows that same day and weekday in any browser zone.
 */
export function calendarDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}
