import { CLAIM_HOLD_MS, claimOnce } from '../src/timer/run-claim';

/** A LockManager like the browser's, shared by the "tabs" of one test. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    request: jest.fn(
      async (
        name: string,
        options: { ifAvailable?: boolean },
        callback: (lock: { name: string } | null) => Promise<unknown>,
      ) => {
        if (held.has(name) && options.ifAvailable) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    ),
  };
}

afterEach(() => {
  localStorage.clear();
  delete (navigator as { locks?: unknown }).locks;
  jest.useRealTimers();
});

describe('claiming a run once', () => {
  it('without Web Locks, the stored list lets only the first claim through', async () => {
    const written = jest.fn();
    await expect(claimOnce('run-1:finished', written)).resolves.toBe(true);
    await expect(claimOnce('run-1:finished', written)).resolves.toBe(false);
    await expect(claimOnce('run-2:finished', written)).resolves.toBe(true);
    expect(written).toHaveBeenCalledTimes(2);
  });

  it('with Web Locks, a second tab is refused while the first holds the run', async () => {
    jest.useFakeTimers();
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const [first, second] = await Promise.all([
      claimOnce('run-1:finished'),
      claimOnce('run-1:finished'),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(locks.held.has('pomodoro-claim:run-1:finished')).toBe(true);
    await jest.advanceTimersByTimeAsync(CLAIM_HOLD_MS);
    expect(locks.held.size).toBe(0);
  });

  it('with Web Locks, a late tab is refused by the stored list once the lock is gone', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
    await expect(claimOnce('run-1:finished')).resolves.toBe(true);
    await jest.advanceTimersByTimeAsync(CLAIM_HOLD_MS);
    await expect(claimOnce('run-1:finished')).resolves.toBe(false);
  });

  it('keeps the stored list short', async () => {
    for (let i = 0; i < 60; i += 1) await claimOnce(`run-${i}`);
    expect(JSON.parse(localStorage.getItem('pomodoro.claimedRuns')!)).toHaveLength(50);
  });
});
