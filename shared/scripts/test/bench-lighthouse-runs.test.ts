import { calibratedSlowdown, measuredRuns } from '../../bench/lighthouse-report';

/** A run maker that answers `results` in turn: true for a run that measured the page. */
function runsOf(results: boolean[]) {
  let next = 0;
  return () => results[next++] ?? true;
}

describe("the benches' Lighthouse runs", () => {
  it('makes the runs asked for when each measures the page', async () => {
    expect(await measuredRuns(3, runsOf([true, true, true, true]), Boolean)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('makes a run that measured nothing again, so the median is of the runs asked for', async () => {
    const runs = await measuredRuns(3, runsOf([false, true, true, true]), Boolean);
    expect(runs).toEqual([false, true, true, true]);
  });

  it('stops two runs past the number asked for when the page is never measured', async () => {
    const runs = await measuredRuns(3, runsOf([false, false, false, false, false, false]), Boolean);
    expect(runs).toHaveLength(5);
  });
});

describe("the benches' Lighthouse CPU slowdown", () => {
  it("is Lighthouse's own on the host its slowdowns are made for", () => {
    expect(calibratedSlowdown(4, 1750)).toBe(4);
    expect(calibratedSlowdown(1, 1750)).toBe(1);
  });

  it('grows with a faster host and shrinks with a slower one, so the simulated phone stays the same', () => {
    expect(calibratedSlowdown(4, 3500)).toBe(8);
    expect(calibratedSlowdown(4, 875)).toBe(2);
    expect(calibratedSlowdown(4, 2809)).toBe(6.4);
  });
});
