import type { Habit } from '@ps/contracts/habits';
import { toIsoTimestamp } from '@ps/service/timestamps';
import { HABIT_PLAN_COLUMNS, scheduleOfRow, targetOfRow, type HabitPlanRow } from './habit-history';

/** A row of `habits` as the API reads it. */
export interface HabitRow extends HabitPlanRow {
  name: string;
  description: string | null;
  is_active: number | boolean;
  archived: number | boolean;
  position: number;
  created_at: string;
  updated_at: string;
}

export const HABIT_COLUMNS: (keyof HabitRow)[] = [
  ...HABIT_PLAN_COLUMNS,
  'name',
  'description',
  'is_active',
  'archived',
  'position',
  'created_at',
  'updated_at',
];

/**
 * A habit as the API gives it, from its row: the schedule (or the old frequency) and the target
 * read back from their columns. The habits service answers with it, and the export starts from it.
 */
export function toHabit(row: HabitRow): Habit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    frequency: row.frequency,
    schedule: scheduleOfRow(row),
    target: targetOfRow(row),
    startDate: row.start_date,
    isActive: Boolean(row.is_active),
    archived: Boolean(row.archived),
    position: Number(row.position),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}
