import type * as z from 'zod/mini';
import { API, habitCompletePath, habitPath, habitSkipPath } from '@ps/contracts/api';
import type { IsoDate } from '@ps/contracts/dates';
import type { habitInputSchema, HabitUpdate } from '@ps/contracts/habits';
import { apiJson } from '@ps/web/api';
import type { OfflineChange } from '@ps/web/offline/changes';

/**
 * What the dialog sends once habitInputSchema has checked and trimmed it. The schedule says how
 * often; the older `frequency` is left for the server to derive.
 */
export type HabitBody = Omit<z.output<typeof habitInputSchema>, 'frequency'>;

export const createHabit = (body: HabitBody) => apiJson('POST', API.habits, body);

export const updateHabit = (id: number, body: HabitBody | HabitUpdate) =>
  apiJson('PUT', habitPath(id), body);

export const deleteHabit = (id: number) => apiJson('DELETE', habitPath(id));

/** Every habit's id in the new order. */
export const reorderHabits = (ids: number[]) => apiJson('PUT', API.habitOrder, { ids });

/** One day of a habit: done (with its amount and note), skipped, or cleared. */
export type DayAction =
  | { kind: 'done'; value?: number | null; note?: string | null }
  | { kind: 'skip' }
  | { kind: 'clear' };

/** The change that applies `action` to a habit's day, sent now or kept until the network is back. */
export function dayChange(
  habitId: number,
  date: IsoDate,
  action: DayAction,
  label: string,
): OfflineChange {
  const refresh = [API.habits];
  switch (action.kind) {
    case 'done':
      return {
        method: 'POST',
        url: habitCompletePath(habitId),
        body: {
          date,
          ...(action.value != null && { value: action.value }),
          ...(action.note !== undefined && { note: action.note }),
        },
        label,
        refresh,
      };
    case 'skip':
      return { method: 'POST', url: habitSkipPath(habitId), body: { date }, label, refresh };
    case 'clear':
      return { method: 'DELETE', url: habitCompletePath(habitId), body: { date }, label, refresh };
  }
}
