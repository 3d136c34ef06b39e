import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taskSchema, type Task } from '@ps/contracts/tasks';
import { queryKeys } from '@ps/web/queries';

const taskListSchema = z.array(taskSchema);

/** Module-level so react-query keeps the parsed list until the answer changes. */
function parseTasks(data: unknown): Task[] {
  return data ? taskListSchema.parse(data) : [];
}

/** All the user's tasks in one read; the tabs and the dashboard filter them here. */
export function useTasks() {
  return useQuery({ queryKey: queryKeys.tasks(), select: parseTasks });
}
