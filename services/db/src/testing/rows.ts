import type { Knex } from 'knex';
import { toDbTimestamp } from '@ps/service/timestamps';
import { noteHabitChanged, noteHabitsChanged } from '../habits-version';

/**
 * Rows another service owns, written straight into the schema, so a service's tests stand on
 * their own: the tasks tests need a habit, the pomodoro tests a task, the progress tests both.
 */
async function insert(knex: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const now = toDbTimestamp();
  const [id] = await knex(table).insert({ ...row, created_at: now, updated_at: now });
  return Number(id);
}

export interface HabitRow {
  name: string;
  startDate: string;
  frequency?: string;
}

export async function insertHabit(knex: Knex, userId: number, habit: HabitRow): Promise<number> {
  const id = await insert(knex, 'habits', {
    user_id: userId,
    name: habit.name,
    frequency: habit.frequency ?? 'daily',
    start_date: habit.startDate,
  });
  await noteHabitsChanged(knex, userId);
  return id;
}

export interface TaskRow {
  description: string;
  habitId?: number;
}

export async function insertTask(knex: Knex, userId: number, task: TaskRow): Promise<number> {
  return insert(knex, 'tasks', {
    user_id: userId,
    description: task.description,
    habit_id: task.habitId ?? null,
  });
}

/** A change of zone made in the profile (the auth service's part). */
export async function setTimezone(knex: Knex, userId: number, timezone: string): Promise<void> {
  await knex('users').where('id', userId).update({ timezone });
}

export interface CheckInFields {
  status?: 'done' | 'skipped';
  value?: number | null;
}

/** A day of a habit, as the habits service records it. */
export async function insertCheckIn(
  knex: Knex,
  habitId: number,
  date: string,
  fields: CheckInFields = {},
): Promise<void> {
  await knex('habit_completions').insert({
    habit_id: habitId,
    completed_at: date,
    status: fields.status ?? 'done',
    value: fields.value ?? null,
    created_at: toDbTimestamp(),
  });
  await noteHabitChanged(knex, habitId);
}

export async function deleteCheckIn(knex: Knex, habitId: number, date: string): Promise<void> {
  await knex('habit_completions').where({ habit_id: habitId, completed_at: date }).delete();
  await noteHabitChanged(knex, habitId);
}
