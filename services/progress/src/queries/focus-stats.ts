import { addDays, localDayBounds, type IsoDate } from '@ps/contracts/dates';
import { toDbTimestamp } from '@ps/service/timestamps';
import type { StatsPart } from './stats-read';

export interface FocusStats {
  sessionsToday: number;
  /** Seconds. */
  totalFocusTimeToday: number;
  totalFocusTimeYesterday: number;
}

/** Sessions and focus seconds of the user's local today and yesterday, in one indexed range read. */
export function focusStats(
  userId: number,
  today: IsoDate,
  timeZone: string,
): StatsPart<FocusStats> {
  const todayBegins = toDbTimestamp(localDayBounds(today, timeZone).start);
  const yesterdayBegins = toDbTimestamp(localDayBounds(addDays(today, -1), timeZone).start);
  const todayEnds = toDbTimestamp(localDayBounds(today, timeZone).end);
  const sum = (name: string, today: string, yesterday: string) =>
    `coalesce(sum(case when completed_at >= ? then ${today} else ${yesterday} end), 0) as ${name}`;
  return {
    columns: [
      'focus.sessions_today as focus_sessions_today',
      'focus.seconds_today as focus_seconds_today',
      'focus.seconds_yesterday as focus_seconds_yesterday',
    ],
    joins:
      `cross join (select ${sum('sessions_today', '1', '0')}, ` +
      `${sum('seconds_today', 'duration', '0')}, ${sum('seconds_yesterday', '0', 'duration')} ` +
      'from pomodoro_sessions where user_id = ? and completed_at >= ? and completed_at < ?) as focus',
    bindings: [todayBegins, todayBegins, todayBegins, userId, yesterdayBegins, todayEnds],
    figures: (row) => ({
      sessionsToday: Number(row.focus_sessions_today ?? 0),
      totalFocusTimeToday: Number(row.focus_seconds_today ?? 0),
      totalFocusTimeYesterday: Number(row.focus_seconds_yesterday ?? 0),
    }),
  };
}
