import type { Completion, Frequency, Habit } from '@ps/contracts/habits';
import { toIsoTimestamp } from '@ps/service/timestamps';

export interface HabitRow {
  id: number;
  user_id: number;
  name: string;
  description: string | null;
  frequency: Frequency;
  start_date: string;
  is_active: number | boolean;
  created_at: string;
  updated_at: string;
}

export interface CompletionRow {
  id: number;
  habit_id: number;
  completed_at: string;
  created_at: string;
}

export const HABIT_COLUMNS: (keyof HabitRow)[] = [
  'id',
  'name',
  'description',
  'frequency',
  'start_date',
  'is_active',
  'created_at',
  'updated_at',
];

export const COMPLETION_COLUMNS: (keyof CompletionRow)[] = [
  'id',
  'habit_id',
  'completed_at',
  'created_at',
];

export function toHabit(row: Omit<HabitRow, 'user_id'>): Habit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    frequency: row.frequency,
    startDate: row.start_date,
    isActive: Boolean(row.is_active),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export function toCompletion(row: CompletionRow): Completion {
  return {
    id: row.id,
    habitId: row.habit_id,
    completedAt: row.completed_at,
    createdAt: toIsoTimestamp(row.created_at),
  };
}
