import { type UseQueryResult } from '@tanstack/react-query';
import { useRead } from '@ps/web/use-read';
import { WEEKLY_VIEW_DAYS } from '@ps/contracts/constants';
import { addDays, type IsoDate } from '@ps/contracts/dates';
import { checkInsOf, planOfHabit, recordsByHabit } from '@ps/contracts/habit-records';
import { completionsRange, STREAK_HISTORY_DAYS } from '@ps/contracts/habit-week';
import type { Completion, Habit } from '@ps/contracts/habits';
import type { Calendar } from '@ps/contracts/habit-rules';
import { habitWindowStats, type HabitWindowStats } from '@ps/contracts/progress';
import { browserTimeZone } from '@ps/web/api';
import { clientToday } from '@ps/web/queries';
import { reads } from '@ps/web/reads';
import { useHabitCalendar } from '@ps/web/use-habit-calendar';
import { rememberLast } from '@ps/web/remember-last';
import { useSlicedMap } from '@ps/web/use-sliced-map';

/** A read as the page uses it: still loading, failed (or signed out), or its data. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

function loadable<T>(query: UseQueryResult<T | null>): Loadable<T> {
  if (query.isPending) return { status: 'loading' };
  // A 401 reads as null (signed out): there is nothing to show, as after a failure.
  if (query.isError || query.data === null || query.data === undefined) {
    return { status: 'failed', retry: () => void query.refetch() };
  }
  return { status: 'ready', data: query.data };
}

/** Two reads as one: ready when both are, else the first that is not. */
function bothLoaded<A, B>(first: Loadable<A>, second: Loadable<B>): Loadable<[A, B]> {
  if (first.status !== 'ready') return first;
  if (second.status !== 'ready') return second;
  return { status: 'ready', data: [first.data, second.data] };
}

/** The start of the week's charts as an instant: UTC midnight, a day to spare whatever the zone. */
function weekAgo(today: IsoDate): string {
  return `${addDays(today, -WEEKLY_VIEW_DAYS)}T00:00:00.000Z`;
}

export interface HabitProgress extends HabitWindowStats {
  habit: Habit;
}

// Remembered across visits to the page (rememberLast): opened again over the same cached reads,
// it finds its habits' figures already worked out.
const activeHabits = rememberLast((habits: Habit[]) => habits.filter((habit) => !habit.archived));

const progressCalculator = rememberLast(
  (completions: readonly Completion[] | null | undefined, today: IsoDate, calendar: Calendar) => {
    // Sorted out in the first slice, not in the render.
    let byHabit: ReturnType<typeof recordsByHabit> | undefined;
    return (habit: Habit): HabitProgress => ({
      habit,
      ...habitWindowStats(
        checkInsOf((byHabit ??= recordsByHabit(completions ?? [])).get(habit.id) ?? []),
        planOfHabit(habit, today, STREAK_HISTORY_DAYS),
        calendar,
      ),
    });
  },
);

/**
 * Everything the Progress page shows, in a fixed number of reads whatever the number of habits:
 * the stats, the habits, ONE batched completions read for all of them, the tasks' counts and
 * last week, and the sessions' totals and last week.
 * Completions reach back a year, as on the habits page, so streaks agree with it; only the
 * last 30 days count for the rates and the grid.
 */
export function useProgressData() {
  const timeZone = browserTimeZone();
  const today: IsoDate = clientToday();
  const stats = useRead(reads.stats());
  const habits = useRead(reads.habits());
  // Every record (skips too), the same read as the habits page's: one request, one cache.
  const completions = useRead(
    reads.completions({ ...completionsRange(today, STREAK_HISTORY_DAYS), include: 'all' }),
  );
  const calendar = useHabitCalendar(today);
  // Every task counted by the server, and the tasks completed over the last week: not the whole
  // list, which a year of use makes megabytes long.
  const taskCounts = useRead(reads.taskCounts());
  const recentCompletions = useRead(reads.tasksCompletedSince(weekAgo(today)));
  // The all-time figures come counted by the server; only the last week's sessions are listed,
  // for its chart (a year of focus is thousands of sessions).
  const sessionTotals = useRead(reads.sessionTotals());
  const recentSessions = useRead(reads.sessionsSince(weekAgo(today)));

  const habitsData = habits.data;
  const completionsData = completions.data;
  const shownHabits = habitsData ? activeHabits(habitsData) : undefined;
  const progressOf = progressCalculator(completionsData, today, calendar);
  // A year of check-ins for each habit: worked out a few habits per task, not in one render.
  const habitProgress = useSlicedMap(completionsData && shownHabits, progressOf);

  const habitsLoadable = loadable(habits);
  const completionsLoadable = loadable(completions);
  const habitProgressLoadable: Loadable<HabitProgress[]> =
    habitsLoadable.status !== 'ready'
      ? habitsLoadable
      : completionsLoadable.status !== 'ready'
        ? completionsLoadable
        : habitProgress
          ? { status: 'ready', data: habitProgress }
          : { status: 'loading' };

  return {
    today,
    timeZone,
    stats: loadable(stats),
    habits: habitsLoadable,
    habitProgress: habitProgressLoadable,
    tasks: bothLoaded(loadable(taskCounts), loadable(recentCompletions)),
    sessionTotals: loadable(sessionTotals),
    focus: bothLoaded(loadable(sessionTotals), loadable(recentSessions)),
  };
}
