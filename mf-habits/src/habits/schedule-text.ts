import { useIntl } from 'react-intl';
import { addDays } from '@ps/contracts/dates';
import {
  WEEK_START_INDEX,
  type Schedule,
  type StreakUnit,
  type Target,
  type WeekStart,
} from '@ps/contracts/habit-schedule';
import { useText } from '../i18n/use-text';

/** A Monday, to name the weekdays from. */
const A_MONDAY = '2026-11-23';

export interface Weekday {
  /** ISO weekday number, 1 is Monday. */
  iso: number;
  short: string;
  long: string;
}

/** The seven weekdays in the language, starting on the user's first day of the week. */
export function weekdays(locale: string, weekStart: WeekStart): Weekday[] {
  const name = (style: 'short' | 'long', iso: number) =>
    new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
      new Date(`${addDays(A_MONDAY, iso - 1)}T12:00:00Z`),
    );
  return Array.from({ length: 7 }, (_, i) => {
    const iso = ((WEEK_START_INDEX[weekStart] + i) % 7) + 1;
    return { iso, short: name('short', iso), long: name('long', iso) };
  });
}

/** "Every day", "Mon, Wed and Fri", "3 times a week", "Every 3 days"… in the user's language. */
export function useScheduleText() {
  const intl = useIntl();
  const t = useText();
  return (schedule: Schedule): string => {
    switch (schedule.kind) {
      case 'daily':
        return t('habits.schedule.summary.daily');
      case 'weekdays': {
        const names = weekdays(intl.locale, 'monday')
          .filter((day) => schedule.days.includes(day.iso))
          .map((day) => day.short);
        return new Intl.ListFormat(intl.locale, { type: 'conjunction', style: 'long' }).format(
          names,
        );
      }
      case 'timesPerWeek':
        return t('habits.schedule.summary.timesPerWeek', { times: schedule.times });
      case 'timesPerMonth':
        return t('habits.schedule.summary.timesPerMonth', { times: schedule.times });
      case 'everyNDays':
        return t('habits.schedule.summary.everyNDays', { interval: schedule.interval });
    }
  };
}

/** "At least 8 glasses a day". */
export function useTargetText() {
  const t = useText();
  return (target: Target) =>
    t('habits.target.summary', {
      direction: target.direction,
      amount: target.amount,
      unit: target.unit,
    });
}

/** "12 days", "4 weeks", "3 months". */
export function useStreakText() {
  const t = useText();
  return (count: number, unit: StreakUnit) => t(`habits.streak.${unit}s`, { count });
}
