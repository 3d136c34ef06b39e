import type { FocusView } from '@ps/contracts/focus';
import { adoptView } from '../src/focus/adopt-view';
import { runningView } from './focus-view-fixture';
import { idleState, type TimerState } from '../src/timer/timer-state';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const SERVER_NOW = NOW + 123_456; // the server's clock need not agree with this browser's

const view = (overrides: Partial<FocusView>) =>
  runningView(SERVER_NOW, { taskId: 4, runKey: 'run-a', blockedSites: [], ...overrides });

const context = (endedHere: string[] = []) => ({
  now: NOW,
  lengthOf: (mode: 'work' | 'break') => (mode === 'work' ? 1500 : 300),
  endedHere: (key: string) => endedHere.includes(key),
});

function running(runId: string, leftMs: number, durationSeconds = 1500): TimerState {
  return {
    mode: 'work',
    status: 'running',
    startedAt: NOW - (durationSeconds * 1000 - leftMs),
    elapsedBeforePauseMs: 0,
    durationSeconds,
    taskId: null,
    runId,
  };
}

describe('following the server: adoptView', () => {
  it("takes another device's run with the time it has left on the server's clock", () => {
    const adopted = adoptView(idleState('work', 1500), view({}), context());
    expect(adopted).toEqual({
      mode: 'work',
      status: 'running',
      startedAt: NOW,
      elapsedBeforePauseMs: 5 * 60_000,
      durationSeconds: 1500,
      taskId: 4,
      runId: 'run-a',
    });
  });

  it('takes a pause and a reset made elsewhere', () => {
    const paused = adoptView(
      running('run-a', 20 * 60_000),
      view({ state: 'paused', endsAt: null, remainingSeconds: 600 }),
      context(),
    );
    expect(paused).toMatchObject({
      status: 'paused',
      startedAt: null,
      elapsedBeforePauseMs: 900_000,
    });
    const reset = adoptView(
      running('run-a', 20 * 60_000),
      view({ state: 'idle', mode: 'break', runKey: null, endsAt: null }),
      context(),
    );
    expect(reset).toEqual(idleState('break', 300, null));
  });

  it('keeps its own copy of the same run (its echo), and runs it already ended', () => {
    expect(adoptView(running('run-a', 60_000), view({}), context())).toBeNull();
    expect(adoptView(idleState('break', 300), view({}), context(['run-a']))).toBeNull();
    expect(
      adoptView(idleState('work', 1500), view({ state: 'idle', runKey: null }), context()),
    ).toBeNull();
  });

  it('lets a run about to end here end here, so it is announced on this device too', () => {
    const ending = running('run-a', 1500);
    expect(
      adoptView(ending, view({ state: 'idle', mode: 'break', runKey: null }), context()),
    ).toBeNull();
    expect(adoptView(ending, view({ runKey: 'run-b', mode: 'break' }), context())).toBeNull();
    // With more time left, the server's run wins.
    expect(adoptView(running('run-a', 5000), view({ runKey: 'run-b' }), context())).toMatchObject({
      runId: 'run-b',
    });
  });
});
