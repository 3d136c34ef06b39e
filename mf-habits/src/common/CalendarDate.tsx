import { FormattedDate } from 'react-intl';
import type { IsoDate } from '@ps/contracts/dates';

/** A calendar date is a day, not an instant: format it at UTC midnight in UTC so no zone shifts it. */
function calendarInstant(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

export function CalendarDate({ date, ...options }: { date: IsoDate } & Options) {
  return <FormattedDate value={calendarInstant(date)} timeZone="UTC" {...options} />;
}
