import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { habitSchema, type Habit } from '@ps/contracts/habits';
import { queryKeys } from '@ps/web/queries';

const habitListSchema = z.array(habitSchema);

/** Module-level so react-query keeps the parsed list until the answer changes. */
function parseHabits(data: unknown): Habit[] {
  return data ? habitListSchema.parse(data) : [];
}

/** The user's habits, oldest first as the API lists them. */
export function useHabits() {
  return useQuery({ queryKey: queryKeys.habits, select: parseHabits });
}
