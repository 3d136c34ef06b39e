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
