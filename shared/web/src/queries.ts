import { todayIn, type IsoDate } from '@ps/contracts/dates';
import { browserTimeZone } from '@ps/web/api';

export { queryKeys } from '@ps/web/query-keys';

/** Today on the user's own calendar, as the server computes it from the X-Timezone header. */
export function clientToday(now: Date = new Date()): IsoDate {
  return todayIn(browserTimeZone(), now);
}
