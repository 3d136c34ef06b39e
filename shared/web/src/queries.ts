import { API } from '@ps/contracts/api';
import { todayIn, type IsoDate } from '@ps/contracts/dates';
import type { DateRangeQuery } from '@ps/contracts/habits';
import type { TaskStatus } from '@ps/contracts/tasks';
import { browserTimeZone } from './api';

/**
 * Query keys of every read, named once. Keys are URL segments (joined with '/' by the default
 * query function), so invalidating a prefix such as ['/api/habits'] also refreshes
 * ['/api/habits', 'completions', {…}] in every remote that shows it.
 */
export const queryKeys = {
  currentUser: [API.authUser],
  stats: [API.stats],
  habits: [API.habits],
  completions: (range: DateRangeQuery) => [API.habits, 'completions', range],
  tasks: (status?: TaskStatus) => (status ? [API.tasks, { status }] : [API.tasks]),
  sessions: (date?: IsoDate) => (date ? [API.pomodoroSessions, { date }] : [API.pomodoroSessions]),
} as const;

/** Today on the user's own calendar, as the server computes it from the X-Timezone header. */
export function clientToday(now: Date = new Date()): IsoDate {
  return todayIn(browserTimeZone(), now);
}
