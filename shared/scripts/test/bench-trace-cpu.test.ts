import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuBlockingTimeMs, mainThreadRunPercent } from '../../bench/trace-cpu';

const MAIN = { pid: 1, tid: 1 };
const OTHER_RENDERER = { pid: 2, tid: 2 };

/** A top-level task of `wallMs` on `thread`, of which the thread ran `cpuMs`. */
const task = (thread: { pid: number; tid: number }, wallMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

function traceOf(events: object[]): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ps-trace-')), 'trace.json');
  const names = [MAIN, OTHER_RENDERER].map((thread) => ({
    name: 'thread_name',
    ph: 'M',
    ...thread,
    args: { name: 'CrRendererMain' },
  }));
  writeFileSync(file, JSON.stringify({ traceEvents: [...names, ...events] }));
  return file;
}

describe("the bench's blocking time from CPU time", () => {
  it("counts each main-thread task's CPU time, slowed down, beyond 50 ms", () => {
    // 30 ms of CPU at 4x is 120 ms: 70 ms blocking; 10 ms of CPU is 40 ms: none, however long
    // the task waited for the machine (its wall time).
    const trace = traceOf([task(MAIN, 90, 30), task(MAIN, 200, 10), task(MAIN, 5, 5)]);
    expect(cpuBlockingTimeMs(trace, 4)).toBe(70);
  });

  it("takes the page's thread, the renderer main thread that ran the longest", () => {
    const trace = traceOf([task(MAIN, 300, 40), task(OTHER_RENDERER, 20, 20)]);
    expect(cpuBlockingTimeMs(trace, 2)).toBe(30);
  });

  it('answers null when the run kept no trace', () => {
    expect(cpuBlockingTimeMs(path.join(os.tmpdir(), 'no-such-trace.json'), 4)).toBeNull();
  });
});

describe("the share of its tasks' wall time the page's thread ran", () => {
  it("is their CPU time over their wall time, on the page's thread only", () => {
    const trace = traceOf([task(MAIN, 300, 40), task(MAIN, 100, 60), task(OTHER_RENDERER, 20, 20)]);
    expect(mainThreadRunPercent(trace)).toBe(25);
  });

  it('answers null when the run kept no trace', () => {
    expect(mainThreadRunPercent(path.join(os.tmpdir(), 'no-such-trace.json'))).toBeNull();
  });
});
