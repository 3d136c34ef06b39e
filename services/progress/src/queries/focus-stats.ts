import type { Knex } from 'knex';
import { addDays, localDayBounds, type IsoDate } from '@ps/contracts/dates';
import { toDbTimestamp } from '@ps/service/timestamps';

export interface FocusStats {
  sessionsToday: number;
  /** Seconds. */
  totalFocusTimeToday: number;
  totalFocusTimeYesterday: number;
}

/** Sessions and focus seconds of the user's local today and yesterday, in one indexed range read. */
export async function focusStats(
  knex: Knex,
  userId: number,
  today: IsoDate,
  timeZone: string,
): Promise<FocusStats> {
  const todayBegins = toDbTimestamp(localDayBounds(today, timeZone).start);
  const yesterdayBegins = toDbTimestamp(localDayBounds(addDays(today, -1), timeZone).start);
  const todayEnds = toDbTimestamp(localDayBounds(today, timeZone).end);
  const isToday = 'completed_at >= ?';
  const row = await knex('pomodoro_sessions')
    .where('user_id', userId)
    .andWhere('completed_at', '>=', yesterdayBegins)
    .andWhere('completed_at', '<', todayEnds)
    .select(
      knex.raw(`coalesce(sum(case when ${isToday} then 1 else 0 end), 0) as sessions_today`, [
        todayBegins,
      ]),
      knex.raw(`coalesce(sum(case when ${isToday} then duration else 0 end), 0) as seconds_today`, [
        todayBegins,
      ]),
      knex.raw(
        `coalesce(sum(case when ${isToday} then 0 else duration end), 0) as seconds_yesterday`,
        [todayBegins],
      ),
    )
    .first();
  return {
    sessionsToday: Number(row?.sessions_today ?? 0),
    totalFocusTimeToday: Number(row?.seconds_today ?? 0),
    totalFocusTimeYesterday: Number(row?.seconds_yesterday ?? 0),
  };
}
