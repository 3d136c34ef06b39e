import type { QueryKey } from '@tanstack/react-query';

/**
 * Work done on a read's answer between its arrival and the cache, where it can be spread over
 * many short tasks: once in the cache, the screens that read it are drawn in one blocking task
 * (React draws a store's news that way), and whatever they still have to do to the answer (a
 * year of check-ins parsed record by record) holds a phone's main thread as long. The reads
 * register what they prepare as their module loads; an answer with none goes to the cache as it
 * came.
 */
interface Preparation {
  matches: (queryKey: QueryKey) => boolean;
  prepare: (answer: unknown) => Promise<void>;
}

const preparations: Preparation[] = [];

export function prepareAnswersOf(
  matches: Preparation['matches'],
  prepare: Preparation['prepare'],
): void {
  preparations.push({ matches, prepare });
}

/** The answer, once the preparation its key has (if any) is done. */
export async function preparedAnswer<T>(queryKey: QueryKey, answer: T): Promise<T> {
  await preparations.find(({ matches }) => matches(queryKey))?.prepare(answer);
  return answer;
}

/**
 * How long a slice of preparation runs before the browser gets a turn, measured on the device
 * that runs it. A slice can run over by one item, and a phone with other work on its cores gives
 * the page less than all of its time: at 5 ms, the slices of a remote's start ran 10 to 16 ms on
 * the clock on this machine, long tasks for a phone's simulation (about 6 times slower).
 */
export const SLICE_MS = 3;

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser run what waits (a tap, a paint) before going on: `scheduler.yield()` where the
 * browser has it (the rest then runs before other queued work), else a task of its own.
 */
export function browserTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `compute` of each item in order, a slice (SLICE_MS) at a time with the browser's turn between
 * slices; undefined if `stopped()` says, at a turn, that the answer is no longer wanted.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  compute: (item: T) => R,
  stopped: () => boolean = () => false,
): Promise<R[] | undefined> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await browserTurn();
      if (stopped()) return undefined;
      sliceStart = performance.now();
    }
    results.push(compute(item));
  }
  return results;
}
