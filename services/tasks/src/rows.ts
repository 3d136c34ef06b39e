import type { Priority, Task, TaskStatus } from '@ps/contracts/tasks';
import { toIsoTimestamp, toIsoTimestampOrNull } from '@ps/service/timestamps';

export interface TaskRow {
  id: number;
  habit_id: number | null;
  description: string;
  due_date: string | null;
  priority: Priority;
  status: TaskStatus;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export const TASK_COLUMNS: (keyof TaskRow)[] = [
  'id',
  'habit_id',
  'description',
  'due_date',
  'priority',
  'status',
  'completed_at',
  'created_at',
  'updated_at',
];

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    description: row.description,
    dueDate: row.due_date,
    priority: row.priority,
    status: row.status,
    habitId: row.habit_id,
    completedAt: toIsoTimestampOrNull(row.completed_at),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}
