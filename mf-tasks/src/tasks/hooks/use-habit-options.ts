import { useRead } from '@ps/web/use-read';
import type { Habit } from '@ps/contracts/habits';
import { reads } from '@ps/web/reads';

export interface HabitOption {
  id: number;
  name: string;
}

const toOptions = (habits: Habit[] | null): HabitOption[] =>
  (habits ?? []).map(({ id, name }) => ({ id, name }));

/** The user's habits, for the task dialog's select and the habit a task is tied to. */
export function useHabitOptions() {
  return useRead(reads.habits(toOptions));
}
