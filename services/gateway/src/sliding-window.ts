import { BoundedMap } from '@ps/contracts/bounded-map';

/**
 * Counts events per key within a sliding window (the last `windowMs`), e.g. failed sign-ins
 * per address. At most `maxKeys` keys are tracked; beyond that the least recently touched key is
 * forgotten, so an attacker inventing keys cannot grow memory.
 */
export class SlidingWindowCounter {
  private readonly times: BoundedMap<string, number[]>;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
    maxKeys = 10_000,
  ) {
    this.times = new BoundedMap(maxKeys);
  }

  /** The event times of `key` still inside the window, oldest first. */
  recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.times.get(key) ?? []).filter((time) => time > since);
    if (times.length) this.times.set(key, times);
    else this.times.delete(key);
    return times;
  }

  record(key: string): void {
    this.times.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.times.delete(key);
  }

  /** Seconds until `key` drops below `limit` events, or 0 when it is below it now. */
  secondsUntilBelow(key: string, limit: number): number {
    const times = this.recent(key);
    if (times.length < limit) return 0;
    const freedAt = times[times.length - limit]! + this.windowMs;
    return Math.max(1, Math.ceil((freedAt - this.now()) / 1000));
  }
}
