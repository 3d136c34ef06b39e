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
