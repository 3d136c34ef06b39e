import type { IsoDate } from '@ps/contracts/dates';
import type { Calendar } from '@ps/contracts/habit-rules';
import { defaultWeekStart, type WeekStart } from '@ps/contracts/habit-schedule';
import { useCurrentUser } from '@ps/web/auth';
import { rememberLast } from '@ps/web/remember-last';

const calendarOf = rememberLast(
  (today: IsoDate, weekStart: WeekStart, from?: IsoDate, to?: IsoDate): Calendar => ({
    today,
    weekStart,
    vacations: from && to ? [{ from, to }] : [],
  }),
);

/**
 * The signed-in user's calendar for the habit rules: their first weekday and vacation. The same
 * object while none of them changes, from one mount to the next too, so figures worked out on it
 * hold.
 */
export function useHabitCalendar(today: IsoDate): Calendar {
  const { user } = useCurrentUser();
  const weekStart = user?.weekStart ?? defaultWeekStart(user?.language ?? 'en');
  const from = user?.vacation?.from;
  const to = user?.vacation?.to;
  return calendarOf(today, weekStart, from, to);
}
