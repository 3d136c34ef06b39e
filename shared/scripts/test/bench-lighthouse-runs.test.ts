import { measuredRuns } from '../../bench/lighthouse-report';

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
