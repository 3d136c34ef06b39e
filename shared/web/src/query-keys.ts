import type { QueryKey } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import type { CompletionsQuery } from '@ps/contracts/habits';
import type { TaskStatus } from '@ps/contracts/tasks';

const COMPLETIONS = 'completions';

/** The first page of a task list: `limit` tasks in `status`, and only those due on `dueDate`. */
export interface FirstTaskPageQuery {
  status: TaskStatus;
  limit: number;
  dueDate?: IsoDate;
}

/**
 * Query keys of every read, named once. Keys are URL segments (joined with '/' by the default
 * query function), so invalidating a prefix such as ['/api/habits'] also refreshes
 * ['/api/habits', 'completions', {…}] in every remote that shows it. Free of zod and the date
 * rules, so the shell's first load can name the current user's key.
 */
export const queryKeys = {
  currentUser: [API.authUser],
  stats: [API.stats],
  habits: [API.habits],
  /** Every batched completions read, whatever its range: for updating them all at once. */
  allCompletions: [API.habits, COMPLETIONS],
  /** Read as rows (`format=rows`): a year of every habit's days in a third of the bytes. */
  completions: (query: CompletionsQuery) => [API.habits, COMPLETIONS, { ...query, format: 'rows' }],
  /** The task list read page by page, per tab; under [API.tasks], so a change refreshes it. */
  taskPages: (status?: TaskStatus) => [API.tasks, 'pages', { status }],
  /**
   * One page of tasks, the first: the URL /api/tasks?status&dueDate&limit, under [API.tasks],
   * for a screen that shows only the first few of a list.
   */
  firstTaskPage: (query: FirstTaskPageQuery) => [API.tasks, query],
  /** The first `limit` tasks whose description contains `text`, under [API.tasks] too. */
  taskSearch: (text: string, limit: number) => [API.tasks, 'search', { q: text, limit }],
  /** The tasks completed since an instant, under [API.tasks], so a completion refreshes it. */
  tasksCompletedSince: (since: string) => [API.tasks, 'completedSince', since],
  /** Exact counts per status: the URL /api/tasks/counts, under [API.tasks] too. */
  taskCounts: [API.tasks, 'counts'],
  sessions: (date?: IsoDate) => (date ? [API.pomodoroSessions, { date }] : [API.pomodoroSessions]),
  /** The sessions recorded since an instant, under [API.pomodoroSessions] as every session read. */
  sessionsSince: (since: string) => [API.pomodoroSessions, { since }],
  /** The all-time count and focus time: the URL /api/pomodoro/sessions/totals. */
  sessionTotals: [API.pomodoroSessions, 'totals'],
} as const;

function isRange(value: unknown): value is CompletionsQuery {
  return typeof value === 'object' && value !== null && 'startDate' in value && 'endDate' in value;
}

/** What a key made by `queryKeys.completions` asks for; undefined for any other key. */
export function completionsRangeOf(queryKey: QueryKey): CompletionsQuery | undefined {
  if (queryKey[0] !== API.habits || queryKey[1] !== COMPLETIONS) return undefined;
  return isRange(queryKey[2]) ? queryKey[2] : undefined;
}

function isFirstPageQuery(value: unknown): value is FirstTaskPageQuery {
  return typeof value === 'object' && value !== null && 'status' in value && 'limit' in value;
}

/** What a key made by `queryKeys.firstTaskPage` asks for; undefined for any other key. */
export function firstTaskPageQueryOf(queryKey: QueryKey): FirstTaskPageQuery | undefined {
  if (queryKey.length !== 2 || queryKey[0] !== API.tasks) return undefined;
  return isFirstPageQuery(queryKey[1]) ? queryKey[1] : undefined;
}
