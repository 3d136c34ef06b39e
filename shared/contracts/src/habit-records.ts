import { addDays, type IsoDate } from '@ps/contracts/dates';
import type { CheckIn, HabitPlan } from '@ps/contracts/habit-rules';
import type { Completion, Habit } from '@ps/contracts/habits';

/**
 * A habit and its records as the API gives them, in the shape of the habit rules. A screen reads
 * a window of days ending today; nothing before the window is known, so the habit is counted from
 * the window's first day at the earliest.
 */
export function planOfHabit(habit: Habit, today: IsoDate, windowDays: number): HabitPlan {
  const windowStart = addDays(today, 1 - windowDays);
  return {
    schedule: habit.schedule,
    target: habit.target,
    startDate: habit.startDate > windowStart ? habit.startDate : windowStart,
  };
}

export function checkInsOf(records: readonly Completion[]): CheckIn[] {
  return records.map((record) => ({
    date: record.completedAt,
    status: record.status,
    value: record.value,
  }));
}

/** One batched completions answer split per habit: habit id → its records. */
export function recordsByHabit(records: readonly Completion[]): Map<number, Completion[]> {
  const byHabit = new Map<number, Completion[]>();
  for (const record of records) {
    const list = byHabit.get(record.habitId);
    if (list) list.push(record);
    else byHabit.set(record.habitId, [record]);
  }
  return byHabit;
}
