import { existsSync, readFileSync } from 'node:fs';

/** Lighthouse's rule: the part of a task beyond 50 ms blocks input. */
const BLOCKING_AFTER_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The page's main thread: the renderer main thread that ran the most tasks' time. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const rendererMains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadOf),
  );
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && rendererMains.has(threadOf(event)),
  );
  const busy = new Map<string, number>();
  for (const task of tasks) busy.set(threadOf(task), (busy.get(threadOf(task)) ?? 0) + task.dur!);
  const [main] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  return tasks.filter((task) => threadOf(task) === main);
}

/**
 * A run's blocking time worked out from the CPU time each of the page's main-thread tasks took
 * (the trace's thread time), slowed down by `slowdown`, or null without a trace.
 *
 * Lighthouse's simulation slows down each task's wall time. On a small machine shared by the
 * browser's other threads, the server and Lighthouse itself, the page's thread ran for about half
 * of its tasks' wall time here, and that share changed from run to run: the same build's TBT
 * spread over twice its lowest. The thread time is what the page's own code cost, so a change to
 * the code shows in it when it is lost in the wall time's spread. It is printed as a diagnosis,
 * beside the verdicts; Lighthouse's TBT stays the budget.
 */
export function cpuBlockingTimeMs(tracePath: string, slowdown: number): number | null {
  if (!existsSync(tracePath)) return null;
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  let blocking = 0;
  for (const task of mainThreadTasks(traceEvents)) {
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * slowdown - BLOCKING_AFTER_MS);
  }
  return Math.round(blocking);
}
