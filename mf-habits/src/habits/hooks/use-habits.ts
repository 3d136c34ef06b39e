import { useRead } from '@ps/web/use-read';
import type { Habit } from '@ps/contracts/habits';
import { reads } from '@ps/web/reads';

const orNone = (habits: Habit[] | null): Habit[] => habits ?? [];

/** The user's habits, oldest first as the API lists them. */
export function useHabits() {
  return useRead(reads.habits(orNone));
}
