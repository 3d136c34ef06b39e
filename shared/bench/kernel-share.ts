import { existsSync, readFileSync } from 'node:fs';

/** The machine's CPU time since it started, in the clock ticks the kernel counts. */
export interface CpuTimes {
  user: number;
  system: number;
}

/**
 * The machine's CPU time from the first line of /proc/stat ("cpu  user nice system idle iowait
 * irq softirq …"): user with nice, system with the time spent serving interrupts. Undefined for
 * text of another shape.
 */
export function cpuTimesOf(procStat: string): CpuTimes | undefined {
  const line = procStat.split('\n').find((row) => /^cpu\s/.test(row));
  const ticks = line?.trim().split(/\s+/).slice(1).map(Number);
  if (!ticks || ticks.length < 7 || ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  const [user, nice, system, , , irq, softirq] = ticks as [number, ...number[]];
  return { user: user + nice!, system: system! + irq! + softirq! };
}

/** This machine's CPU time now; undefined where the kernel does not publish it (not Linux). */
export function cpuTimesNow(): CpuTimes | undefined {
  return existsSync('/proc/stat') ? cpuTimesOf(readFileSync('/proc/stat', 'utf8')) : undefined;
}

/**
 * The kernel's share, in whole percent, of the CPU time used between two readings: the operating
 * system's work for the programs (page faults, switches between threads, interrupts). It
 * lengthens every task a browser runs, so the same page measures slower on a machine where it is
 * high; undefined without both readings or when no time was used.
 */
export function kernelSharePercent(
  before: CpuTimes | undefined,
  after: CpuTimes | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  const system = after.system - before.system;
  const used = system + after.user - before.user;
  return used > 0 ? Math.round((100 * system) / used) : undefined;
}
