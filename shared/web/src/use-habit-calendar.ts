import { useMemo } from 'react';
import type { IsoDate } from '@ps/contracts/dates';
import type { Calendar } from '@ps/contracts/habit-rules';
import { defaultWeekStart } from '@ps/contracts/habit-schedule';
import { useCurrentUser } from '@ps/web/auth';

/**
 * The signed-in user's calendar for the habit rules: their first weekday and vacation. The same
 * object while none of them changes, so memoised figures built on it hold.
 */
export function useHabitCalendar(today: IsoDate): Calendar {
  const { user } = useCurrentUser();
  const weekStart = user?.weekStart ?? defaultWeekStart(user?.language ?? 'en');
  const from = user?.vacation?.from;
  const to = user?.vacation?.to;
  return useMemo(
    () => ({ today, weekStart, vacations: from && to ? [{ from, to }] : [] }),
    [today, weekStart, from, to],
  );
}
