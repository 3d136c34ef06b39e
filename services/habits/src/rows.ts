import type { Completion } from '@ps/contracts/habits';
import { dayStateOf } from '@ps/contracts/habit-rules';
import type { Target } from '@ps/contracts/habit-schedule';
import { toCheckIn } from '@ps/db/habit-history';
import { toIsoTimestamp } from '@ps/service/timestamps';

export interface CompletionRow {
  id: number;
  habit_id: number;
  completed_at: string;
  created_at: string;
  status: string;
  value: number | null;
  note: string | null;
}

export const COMPLETION_COLUMNS: (keyof CompletionRow)[] = [
  'id',
  'habit_id',
  'completed_at',
  'created_at',
  'status',
  'value',
  'note',
];

/** A check-in as the API gives it; `met` by the habit's target. */
export function toCompletion(row: CompletionRow, target: Target | null): Completion {
  return {
    id: row.id,
    habitId: row.habit_id,
    completedAt: row.completed_at,
    createdAt: toIsoTimestamp(row.created_at),
    status: row.status === 'skipped' ? 'skipped' : 'done',
    value: row.value === null ? null : Number(row.value),
    note: row.note,
    met: dayStateOf(toCheckIn(row), target) === 'done',
  };
}
