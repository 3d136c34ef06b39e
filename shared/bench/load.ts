import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon, { type Options, type Result } from 'autocannon';

/** Seconds per measured run (BENCH_DURATION). */
export const DURATION_S = Number(process.env.BENCH_DURATION || 5);

/** Seconds of load sent and thrown away before each measured run: JIT, caches and pools warm. */
const WARM_UP_S = 2;

/** One measured run of 10 connections, after a warm-up with the same requests. */
export async function load(options: Options, onWarm: () => void = () => {}): Promise<Result> {
  await autocannon({ connections: 10, ...options, duration: WARM_UP_S });
  onWarm();
  return autocannon({ connections: 10, duration: DURATION_S, ...options });
}

/**
 * On a machine of two CPUs or more, a server under test runs on CPU 1 and the load generator
 * (this process) on CPU 0. Left to the scheduler, the two trade cores and caches, and a server's
 * CPU per request then depends on how much memory it holds as much as on the work it does, so
 * two servers measured one after the other would not compare.
 */
const PINNED = os.cpus().length >= 2 && hasTaskset();
const SERVER_CPU = '1';
const LOAD_CPU = '0';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** How the figures were taken, for the bench's output. */
export function pinnedNote(): string {
  return PINNED
    ? ` on CPU ${SERVER_CPU}, load from CPU ${LOAD_CPU}`
    : ', CPUs shared with the load';
}

/** The command and arguments that start a server under test on its CPU. */
export function onServerCpu(command: string, args: string[]): [string, string[]] {
  return PINNED ? ['taskset', ['-c', SERVER_CPU, command, ...args]] : [command, args];
}

/** Runs `measure` with this process, every thread of it, on the load generator's CPU. */
export async function asLoadGenerator<T>(measure: () => Promise<T>): Promise<T> {
  if (!PINNED) return measure();
  const allCpus = `0-${os.cpus().length - 1}`;
  setAffinity(LOAD_CPU);
  try {
    return await measure();
  } finally {
    setAffinity(allCpus);
  }
}

function setAffinity(cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}
