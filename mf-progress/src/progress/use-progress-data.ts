import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { IsoDate } from '@ps/contracts/dates';
import {
  completionDatesByHabit,
  completionsRange,
  STREAK_HISTORY_DAYS,
} from '@ps/contracts/habit-week';
import type { Completion, Habit } from '@ps/contracts/habits';
import type { PomodoroSession } from '@ps/contracts/pomodoro';
import { habitWindowStats, type HabitWindowStats } from '@ps/contracts/progress';
import type { Stats } from '@ps/contracts/stats';
import type { Task } from '@ps/contracts/tasks';
import { browserTimeZone } from '@ps/web/api';
import { clientToday, queryKeys } from '@ps/web/queries';

/** A read as the page uses it: still loading, failed (or signed out), or its data. */
export type Loadable<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

function loadable<T>(query: UseQueryResult<T | null>): Loadable<T> {
  if (query.isPending) return { status: 'loading' };
  // A 401 reads as null (spec section 7): there is nothing to show, as after a failure.
  if (query.isError || query.data === null || query.data === undefined) {
    return { status: 'failed', retry: () => void query.refetch() };
  }
  return { status: 'ready', data: query.data };
}

export interface HabitProgress extends HabitWindowStats {
  habit: Habit;
}

/**
 * Everything the Progress page shows, in five reads whatever the number of habits: the stats,
 * the habits, ONE batched completions read for all of them, the tasks and the sessions.
 * Completions reach back a year, as on the habits page, so streaks agree with it; only the
 * last 30 days count for the rates and the grid.
 */
export function useProgressData() {
  const timeZone = browserTimeZone();
  const today: IsoDate = clientToday();
  const stats = useQuery<Stats | null>({ queryKey: queryKeys.stats });
  const habits = useQuery<Habit[] | null>({ queryKey: queryKeys.habits });
  const completions = useQuery<Completion[] | null>({
    queryKey: queryKeys.completions(completionsRange(today, STREAK_HISTORY_DAYS)),
  });
  const tasks = useQuery<Task[] | null>({ queryKey: queryKeys.tasks() });
  const sessions = useQuery<PomodoroSession[] | null>({ queryKey: queryKeys.sessions() });

  const habitsData = habits.data;
  const completionsData = completions.data;
  const habitProgress = useMemo<HabitProgress[] | null>(() => {
    if (!habitsData || !completionsData) return null;
    const datesByHabit = completionDatesByHabit(completionsData);
    return habitsData.map((habit) => ({
      habit,
      ...habitWindowStats(datesByHabit.get(habit.id) ?? [], today, {
        frequency: habit.frequency,
      }),
    }));
  }, [habitsData, completionsData, today]);

  const habitsLoadable = loadable(habits);
  const completionsLoadable = loadable(completions);
  const habitProgressLoadable: Loadable<HabitProgress[]> =
    habitsLoadable.status !== 'ready'
      ? habitsLoadable
      : completionsLoadable.status !== 'ready'
        ? completionsLoadable
        : { status: 'ready', data: habitProgress ?? [] };

  return {
    today,
    timeZone,
    stats: loadable(stats),
    habits: habitsLoadable,
    habitProgress: habitProgressLoadable,
    tasks: loadable(tasks),
    sessions: loadable(sessions),
  };
}
