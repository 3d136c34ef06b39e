import { cpuTimesOf, kernelSharePercent } from '../../bench/kernel-share';

const PROC_STAT = `cpu  7000 500 3000 90000 200 100 400 0 0 0
cpu0 3500 250 1500 45000 100 50 200 0 0 0
intr 123 0 0
`;

describe("the bench's reading of the kernel's share of the CPU time", () => {
  it('counts nice time as user time, and interrupts as the kernel’s', () => {
    expect(cpuTimesOf(PROC_STAT)).toEqual({ user: 7500, system: 3500 });
  });

  it('answers nothing for text that is not /proc/stat', () => {
    expect(cpuTimesOf('')).toBeUndefined();
    expect(cpuTimesOf('cpu  1 2 x 4 5 6 7')).toBeUndefined();
  });

  it('is the kernel’s part of the time used between two readings', () => {
    expect(kernelSharePercent({ user: 1000, system: 500 }, { user: 1600, system: 900 })).toBe(40);
  });

  it('is unknown without both readings or when no time was used', () => {
    expect(kernelSharePercent(undefined, { user: 1, system: 1 })).toBeUndefined();
    const same = { user: 10, system: 10 };
    expect(kernelSharePercent(same, same)).toBeUndefined();
  });
});
