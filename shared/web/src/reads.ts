import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { IsoDate } from '@ps/contracts/dates';
import {
  completionAnswerItemSchema,
  habitSchema,
  plainCompletion,
  type CompletionsQuery,
} from '@ps/contracts/habits';
import { pomodoroSessionSchema, sessionTotalsSchema } from '@ps/contracts/pomodoro';
import { statsSchema } from '@ps/contracts/stats';
import { API } from '@ps/contracts/api';
import {
  TASK_PAGE_SIZE,
  TASK_SCREEN_PAGE_SIZE,
  taskCountsSchema,
  taskPageSchema,
  taskSchema,
  type TaskStatus,
} from '@ps/contracts/tasks';
import { apiJson } from '@ps/web/api';
import { browserTurn, prepareAnswersOf, SLICE_MS } from '@ps/web/answer-preparations';
import { queryKeys } from '@ps/web/queries';
import { completionsRangeOf, type FirstTaskPageQuery } from '@ps/web/query-keys';
import { keepUnchangedTasks } from '@ps/web/task-pages-sharing';

/**
 * One read per resource: its query key and its answer parsed with the contract's schema, so no
 * screen trusts the server's JSON by a cast. A signed-out answer (null) reads as null. A screen
 * that wants the value in another shape passes `then`, a module-level function, so the parse
 * and the reshaping run again only when the answer changes.
 */
type Parse<T> = (data: unknown) => T | null;

/**
 * The schema's parse, done once per answer: the cache holds the server's JSON, and every screen
 * reading it selects from it, so a change was parsed again by each of them. An answer is a new
 * object each time it changes, so the object itself tells whether it was parsed already.
 */
function parsedWith<T>(schema: z.ZodMiniType<T>): Parse<T> {
  const parsed = new WeakMap<object, T>();
  return (data) => {
    if (data === null || data === undefined) return null;
    if (typeof data !== 'object') return schema.parse(data);
    if (!parsed.has(data)) parsed.set(data, schema.parse(data));
    return parsed.get(data)!;
  };
}

/**
 * A list's parse, done once per item: a change to one record of a year of them (a check-in)
 * leaves the cache's other items the very objects they were (react-query keeps what is equal), so
 * only the changed one is parsed again, not thousands (most of a phone's work after a tap).
 * `plain`, where the contract has one, parses an ordinary item faster than the schema, and
 * leaves any other to it.
 */
function parsedListOf<T extends object>(
  item: z.ZodMiniType<T>,
  plain: (data: unknown) => T | undefined = () => undefined,
) {
  const parsed = new WeakMap<object, T>();
  const list = z.array(item);
  const parseItem = (data: unknown) => {
    if (typeof data !== 'object' || data === null) return item.parse(data);
    if (!parsed.has(data)) parsed.set(data, plain(data) ?? item.parse(data));
    return parsed.get(data)!;
  };
  // The list itself once per answer too: each screen, and the same screen mounted again, gets the
  // same array for the same answer, so what it worked out from the list holds (rememberLast).
  const parsedLists = new WeakMap<object, T[]>();
  const parse: Parse<T[]> = (data) => {
    if (data === null || data === undefined) return null;
    if (!Array.isArray(data)) return list.parse(data);
    if (!parsedLists.has(data)) parsedLists.set(data, data.map(parseItem));
    return parsedLists.get(data)!;
  };
  /** Marks items built from parsed ones (an optimistic change) as parsed already. */
  const known = (items: T[]) => {
    for (const value of items) parsed.set(value, value);
    return items;
  };
  /**
   * Parses an answer's items ahead of the screens, SLICE_MS at a time with the browser free
   * between slices; the screens' parse then finds each one done. An item that does not parse is
   * left to the screens' parse, which fails on it as it always did.
   */
  const inSlices = async (data: unknown) => {
    if (!Array.isArray(data)) return;
    let sliceStart = performance.now();
    for (const value of data as unknown[]) {
      if (typeof value === 'object' && value !== null && !parsed.has(value)) {
        const result = plain(value) ?? item.safeParse(value).data;
        if (result === undefined) return;
        parsed.set(value, result);
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await browserTurn();
        sliceStart = performance.now();
      }
    }
  };
  return Object.assign(parse, { known, inSlices });
}

/** The value as parsed: what a read gives when the screen wants no other shape. */
const asParsed = <T>(value: T) => value;

function readOf<T>(parse: Parse<T>) {
  // `then` after `parse`, the same function each time for the same `then`.
  const selectors = new WeakMap<object, (data: unknown) => unknown>();
  function selectorOf<R>(then: (value: T | null) => R) {
    let selector = selectors.get(then) as ((data: unknown) => R) | undefined;
    if (!selector) {
      selector = (data: unknown) => then(parse(data));
      selectors.set(then, selector);
    }
    return selector;
  }
  return <R = T | null>(
    queryKey: QueryKey,
    then: (value: T | null) => R = asParsed as (value: T | null) => R,
  ) => queryOptions<unknown, Error, R>({ queryKey, select: selectorOf(then) });
}

/** A completions answer from the cache, parsed as its read parses it (each record once). */
export const parsedCompletions = parsedListOf(completionAnswerItemSchema, plainCompletion);
// The largest answers: a year of every habit's days, thousands of records.
prepareAnswersOf(
  (queryKey) => completionsRangeOf(queryKey) !== undefined,
  parsedCompletions.inSlices,
);

const statsRead = readOf(parsedWith(statsSchema));
const habitsRead = readOf(parsedListOf(habitSchema));
const completionsRead = readOf(parsedCompletions);
const sessionsRead = readOf(parsedListOf(pomodoroSessionSchema));
const taskCountsRead = readOf(parsedWith(taskCountsSchema));
const sessionTotalsRead = readOf(parsedWith(sessionTotalsSchema));
const taskPageRead = readOf(parsedWith(taskPageSchema));

type Then<T, R> = (value: T | null) => R;
type Stats = z.infer<typeof statsSchema>;
type Habits = z.infer<typeof habitSchema>[];
type Completions = z.infer<typeof completionAnswerItemSchema>[];
type Tasks = z.infer<typeof taskSchema>[];
type Sessions = z.infer<typeof pomodoroSessionSchema>[];
type TaskCounts = z.infer<typeof taskCountsSchema>;
type SessionTotals = z.infer<typeof sessionTotalsSchema>;
type TaskPage = z.infer<typeof taskPageSchema>;

export const reads = {
  stats: <R = Stats | null>(then?: Then<Stats, R>) => statsRead(queryKeys.stats, then),
  habits: <R = Habits | null>(then?: Then<Habits, R>) => habitsRead(queryKeys.habits, then),
  completions: <R = Completions | null>(query: CompletionsQuery, then?: Then<Completions, R>) =>
    completionsRead(queryKeys.completions(query), then),
  sessions: <R = Sessions | null>(date?: IsoDate, then?: Then<Sessions, R>) =>
    sessionsRead(queryKeys.sessions(date), then),
  /** The sessions recorded at or after `since` (an ISO instant), newest first. */
  sessionsSince: <R = Sessions | null>(since: string, then?: Then<Sessions, R>) =>
    sessionsRead(queryKeys.sessionsSince(since), then),
  /** How many sessions the user recorded in all, and their focus seconds: no list downloaded. */
  sessionTotals: <R = SessionTotals | null>(then?: Then<SessionTotals, R>) =>
    sessionTotalsRead(queryKeys.sessionTotals, then),
  taskCounts: <R = TaskCounts | null>(then?: Then<TaskCounts, R>) =>
    taskCountsRead(queryKeys.taskCounts, then),
  /**
   * The tasks completed at or after `since` (an ISO instant), most recent first: the completed
   * list is paged most recent first, so its pages are asked for only until one reaches back
   * past `since`. A year of tasks is not downloaded to chart the last week.
   */
  tasksCompletedSince: (since: string) =>
    queryOptions({
      queryKey: queryKeys.tasksCompletedSince(since),
      queryFn: async () => {
        const completed: Tasks = [];
        let cursor: string | null = null;
        do {
          const query = new URLSearchParams({ status: 'completed', limit: String(TASK_PAGE_SIZE) });
          if (cursor) query.set('cursor', cursor);
          const page = taskPageSchema.parse(await apiJson('GET', `${API.tasks}?${query}`));
          const recent = page.items.filter((task) => (task.completedAt ?? '') >= since);
          completed.push(...recent);
          cursor = recent.length === page.items.length ? page.nextCursor : null;
        } while (cursor);
        return completed;
      },
    }),
  /**
   * The first `limit` tasks whose description contains `text` (either case), in the list's order:
   * the server searches, so a year of tasks is not downloaded to find one.
   */
  taskSearch: (text: string, limit: number) =>
    queryOptions({
      queryKey: queryKeys.taskSearch(text, limit),
      queryFn: async () => {
        const query = new URLSearchParams({ q: text, limit: String(limit) });
        return taskPageSchema.parse(await apiJson('GET', `${API.tasks}?${query}`)).items;
      },
    }),
  /** The first `limit` tasks of a list, in the order the server pages it, and no more. */
  firstTaskPage: <R = TaskPage | null>(query: FirstTaskPageQuery, then?: Then<TaskPage, R>) =>
    taskPageRead(queryKeys.firstTaskPage(query), then),
  /**
   * The task list of one status, TASK_SCREEN_PAGE_SIZE tasks a page in the order the Tasks page
   * shows it; each page is parsed as it arrives, and the next is asked for with its cursor.
   */
  taskPages: (status?: TaskStatus) =>
    infiniteQueryOptions({
      queryKey: queryKeys.taskPages(status),
      initialPageParam: null as string | null,
      queryFn: async ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(TASK_SCREEN_PAGE_SIZE) });
        if (status) query.set('status', status);
        if (pageParam) query.set('cursor', pageParam);
        return taskPageSchema.parse(await apiJson('GET', `${API.tasks}?${query}`));
      },
      getNextPageParam: (page) => page.nextCursor,
      structuralSharing: keepUnchangedTasks,
    }),
};
