import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { habitSchema } from '@ps/contracts/habits';
import { queryKeys } from '@ps/web/queries';

export interface HabitOption {
  id: number;
  name: string;
}

const habitListSchema = z.array(habitSchema);

function toOptions(data: unknown): HabitOption[] {
  return (data ? habitListSchema.parse(data) : []).map(({ id, name }) => ({ id, name }));
}

/** The user's habits, for the task dialog's select and the habit a task is tied to. */
export function useHabitOptions() {
  return useQuery({ queryKey: queryKeys.habits, select: toOptions });
}
