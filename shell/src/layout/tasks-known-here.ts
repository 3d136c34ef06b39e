import type { QueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { taskSchema, type Task } from '@ps/contracts/tasks';

/** Each list of tasks a cached answer holds, whatever read it answers: a list, a page, pages. */
function listsIn(data: unknown): unknown[][] {
  if (Array.isArray(data)) return [data];
  if (typeof data !== 'object' || data === null) return [];
  if ('pages' in data && Array.isArray(data.pages)) return data.pages.flatMap(listsIn);
  if ('items' in data && Array.isArray(data.items)) return [data.items];
  return [];
}

function descriptionOf(item: unknown): string | null {
  return typeof item === 'object' && item !== null && 'description' in item
    ? String(item.description)
    : null;
}

/**
 * The first `limit` tasks this browser already holds (the lists and pages its pages have read,
 * kept for offline use) whose description contains `text`, in either case: what the search finds
 * when the server cannot be asked.
 */
export function tasksKnownHere(client: QueryClient, text: string, limit: number): Task[] {
  const wanted = text.toLowerCase();
  const found = new Map<number, Task>();
  for (const [, data] of client.getQueriesData({ queryKey: [API.tasks] })) {
    for (const item of listsIn(data).flat()) {
      // Only what matches is checked against the contract: thousands of tasks may be held.
      if (!descriptionOf(item)?.toLowerCase().includes(wanted)) continue;
      const task = taskSchema.safeParse(item);
      if (task.success) found.set(task.data.id, task.data);
      if (found.size === limit) return [...found.values()];
    }
  }
  return [...found.values()];
}
