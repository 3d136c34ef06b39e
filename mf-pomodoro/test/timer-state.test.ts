import { remainingSeconds } from '@ps/contracts/timer';
import { createPersistentStore } from '../src/storage/persistent-store';
import {
  countdownOf,
  idleState,
  parseTimerState,
  pauseTimer,
  resetTimer,
  selectTask,
  startTimer,
  switchMode,
  type TimerState,
} from '../src/timer/timer-state';

const T0 = Date.UTC(2026, 2, 10, 9, 0, 0);
const idle = idleState('work', 1500);

describe('timer transitions', () => {
  it('starts a new run of the configured length', () => {
    const running = startTimer(idle, T0, 3000, 'run-1');
    expect(running).toMatchObject({
      status: 'running',
      startedAt: T0,
      elapsedBeforePauseMs: 0,
      durationSeconds: 3000,
      runId: 'run-1',
    });
    expect(remainingSeconds(running, T0 + 60_000)).toBe(2940);
  });

  it('pauses with the time run so far and resumes the same run', () => {
    const running = startTimer(idle, T0, 1500, 'run-1');
    const paused = pauseTimer(running, T0 + 90_000);
    expect(paused).toMatchObject({
      status: 'paused',
      startedAt: null,
      elapsedBeforePauseMs: 90_000,
    });
    expect(remainingSeconds(paused, T0 + 10 * 60_000)).toBe(1410);
    const resumed = startTimer(paused, T0 + 10 * 60_000, 9999, 'ignored');
    expect(resumed).toMatchObject({ status: 'running', runId: 'run-1', durationSeconds: 1500 });
    expect(remainingSeconds(resumed, T0 + 11 * 60_000)).toBe(1350);
  });

  it('leaves a running timer alone when started again', () => {
    const running = startTimer(idle, T0, 1500, 'run-1');
    expect(startTimer(running, T0 + 5000, 1500, 'run-2')).toBe(running);
  });

  it('resets to the full length of the mode, keeping the task', () => {
    const running = selectTask(startTimer(idle, T0, 1500, 'run-1'), 7);
    expect(resetTimer(running, 1500)).toEqual({ ...idleState('work', 1500), taskId: 7 });
  });

  it('switches mode only when not running', () => {
    const running = startTimer(idle, T0, 1500, 'run-1');
    expect(switchMode(running, 'break', 300)).toBe(running);
    const paused = pauseTimer(running, T0 + 1000);
    expect(switchMode(paused, 'break', 300)).toEqual(idleState('break', 300));
  });

  it('shows an idle timer at the configured length', () => {
    expect(countdownOf(idleState('work', 1500), 3000).durationSeconds).toBe(3000);
    const running = startTimer(idle, T0, 1500, 'run-1');
    expect(countdownOf(running, 3000).durationSeconds).toBe(1500);
  });
});

describe('a stored timer state', () => {
  const fallback = idleState('work', 1500);

  it('is read back as it was written', () => {
    const running = startTimer(idle, T0, 1500, 'run-1');
    expect(parseTimerState(JSON.parse(JSON.stringify(running)), fallback)).toEqual(running);
  });

  it.each([
    ['garbage', 'nonsense'],
    ['a missing field', { mode: 'work', status: 'idle' }],
    ['running without a start', { ...startTimer(idle, T0, 1500, 'r'), startedAt: null }],
    ['idle with a run', { ...idle, runId: 'r' }],
    ['an unknown mode', { ...idle, mode: 'nap' }],
  ])('starts afresh from %s', (_, stored) => {
    expect(parseTimerState(stored, fallback)).toBe(fallback);
  });
});

describe('the persistent store', () => {
  beforeEach(() => localStorage.clear());

  const make = () =>
    createPersistentStore<TimerState>('test.timer', (stored) =>
      parseTimerState(stored, idleState('work', 1500)),
    );

  it('keeps the same snapshot until the stored text changes', () => {
    const store = make();
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set(startTimer(first, T0, 1500, 'run-1'));
    expect(store.get()).not.toBe(first);
    expect(JSON.parse(localStorage.getItem('test.timer')!)).toMatchObject({ runId: 'run-1' });
  });

  it('sees what another tab wrote and tells its listeners on the storage event', () => {
    const store = make();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const other = JSON.stringify(startTimer(idle, T0, 1500, 'other-tab'));
    localStorage.setItem('test.timer', other);
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.timer', newValue: other }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().runId).toBe('other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
