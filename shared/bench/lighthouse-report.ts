import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Why a Lighthouse report measured nothing, or null when it measured the page. A run whose trace
 * went wrong (NO_NAVSTART, now and then on this machine) still writes a report: its scores read
 * as 0 and its timings are missing, which, sorted in with the other runs, made a median 0 or NaN.
 * The benches leave such a run out and print this reason if no run measured.
 */
export function unmeasured(report: { runtimeError?: { code: string } }): string | null {
  return report.runtimeError
    ? `lighthouse could not measure the page: ${report.runtimeError.code}`
    : null;
}

/** Runs a page may take beyond the number asked for, in place of runs that measured nothing. */
const EXTRA_RUNS = 2;

/**
 * `wanted` runs that measured the page where it can: a run that measured nothing (`measured`
 * false) is made again, EXTRA_RUNS times at most, so that a median is not of fewer runs than
 * asked. Every run made is answered, the failed ones too, for their reasons.
 */
export async function measuredRuns<Run>(
  wanted: number,
  once: () => Run | Promise<Run>,
  measured: (run: Run) => boolean,
): Promise<Run[]> {
  const runs: Run[] = [];
  const count = () => runs.filter(measured).length;
  while (count() < wanted && runs.length < wanted + EXTRA_RUNS) runs.push(await once());
  return runs;
}

/**
 * The host speed Lighthouse's CPU slowdowns are made for: its simulation multiplies the time each
 * task took on this machine (4× for a phone), a factor its authors chose to turn a host in the
 * middle of their "high-end desktop" class (benchmarkIndex 1500 to 2000) into a mid-tier phone.
 * On a faster host the same 4× makes a faster phone, and the same code showed a TBT three times
 * shorter on one machine than on another.
 */
const REFERENCE_BENCHMARK_INDEX = 1750;

/**
 * The slowdown that makes this host the device `slowdown` makes of the reference host, from the
 * benchmarkIndex Lighthouse measured in the same run (Lighthouse's own advice: calibrate the
 * multiplier to the host). One decimal, as Lighthouse prints it.
 */
export function calibratedSlowdown(slowdown: number, benchmarkIndex: number): number {
  return Math.round(((slowdown * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 10) / 10;
}

/**
 * The arguments that make a Lighthouse run keep what it gathered in `artifacts`, so that
 * `auditAtCalibratedSlowdown` can work out its figures again at another slowdown without loading the page again.
 */
export const keepArtifactsIn = (artifacts: string) => [`-GA=${artifacts}`];

/** The trace a run kept among its artifacts (keepArtifactsIn). */
export const traceIn = (artifacts: string) => path.join(artifacts, 'defaultPass.trace.json');

/**
 * The figures of a run kept with keepArtifactsIn, simulated again at the slowdown calibrated to
 * this machine (calibratedSlowdown of the preset's own `slowdown` and the run's benchmarkIndex):
 * the report's path and that slowdown, or Lighthouse's complaint. `settings` are the run's own
 * (Lighthouse refuses to audit with settings other than it gathered with), and the kept settings
 * are given the new slowdown first; nothing gathered depends on it (the page loads unthrottled,
 * the simulation applies the slowdown afterwards).
 */
export function auditAtCalibratedSlowdown(
  bin: string,
  artifacts: string,
  run: { slowdown: number; benchmarkIndex: number },
  settings: string[],
): { report: string; slowdown: number } | { failed: string } {
  const slowdown = calibratedSlowdown(run.slowdown, run.benchmarkIndex);
  const file = path.join(artifacts, 'artifacts.json');
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  saved.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(file, JSON.stringify(saved));
  const report = path.join(artifacts, `report-at-${slowdown}.json`);
  const result = spawnSync(
    bin,
    [
      `-A=${artifacts}`,
      `--throttling.cpuSlowdownMultiplier=${slowdown}`,
      ...settings,
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return existsSync(report) ? { report, slowdown } : { failed: (result.stderr || '').slice(-300) };
}
