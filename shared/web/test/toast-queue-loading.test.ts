import { notify } from '@ps/web/notify';
import { loadAtFirstNeed } from '@ps/web/toasts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pressAKey = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

describe("the toast queue's loading", () => {
  it('waits for a first notice, touch or key, then loads once', async () => {
    const load = jest.fn(() => Promise.resolve());
    const stop = loadAtFirstNeed(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    pressAKey();
    pressAKey();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tries again at the next need after a failed load (offline), not in a loop', async () => {
    const load = jest
      .fn(() => Promise.resolve())
      .mockImplementationOnce(() => Promise.reject(new Error('Loading chunk failed')));
    const stop = loadAtFirstNeed(load);
    notify({ title: 'Saved' });
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    pressAKey();
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    pressAKey();
    notify({ title: 'Saved again' });
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('while a notice waits, tries again when back online and after pauses that double', async () => {
    jest.useFakeTimers();
    const failing = (): Promise<void> => Promise.reject(new Error('Loading chunk failed'));
    const load = jest.fn(failing);
    const stop = loadAtFirstNeed(load);
    notify({ title: 'Could not mark “Run” done' });
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(3);
    load.mockImplementation(() => Promise.resolve());
    await jest.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    stop();
    jest.useRealTimers();
  });

  it('loads at once when a notice waits already', () => {
    notify({ title: 'Before the queue' });
    const load = jest.fn(() => Promise.resolve());
    const stop = loadAtFirstNeed(load);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});
