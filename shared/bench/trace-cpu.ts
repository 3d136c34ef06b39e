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

function mainThreadTasksIn(tracePath: string): TraceEvent[] | null {
  if (!existsSync(tracePath)) return null;
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  return mainThreadTasks(traceEvents);
}

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
 * browser's other threads, the server and Lighthouse itself, the page's thread ran for a quarter
 * to a half of its tasks' wall time here (mainThreadRunPercent), and that share changed from run
 * to run and from day to day: the same build's TBT spread over twice its lowest. The thread time is what the page's own code cost, so a change to
 * the code shows in it when it is lost in the wall time's spread. It is printed as a diagnosis,
 * beside the verdicts; Lighthouse's TBT stays the budget.
 */
export function cpuBlockingTimeMs(tracePath: string, slowdown: number): number | null {
  const tasks = mainThreadTasksIn(tracePath);
  if (!tasks) return null;
  let blocking = 0;
  for (const task of tasks) {
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * slowdown - BLOCKING_AFTER_MS);
  }
  return Math.round(blocking);
}

/**
 * How much of its tasks' wall time the page's main thread ran (their thread time over their wall
 * time), in percent, or null without a trace: the machine's contention, printed beside the
 * verdicts so that runs on a busier machine (or a slower one to wake a waiting thread) are told
 * from a slower build. A real phone runs the page alone on its cores: close to 100 %.
 */
export function mainThreadRunPercent(tracePath: string): number | null {
  const tasks = mainThreadTasksIn(tracePath);
  if (!tasks) return null;
  const sum = (of: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + of(task), 0);
  const wall = sum((task) => task.dur ?? 0);
  return wall === 0 ? null : Math.round((100 * sum((task) => task.tdur ?? 0)) / wall);
}
