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
