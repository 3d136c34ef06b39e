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

  it('loads at once when a notice waits already', () => {
    notify({ title: 'Before the queue' });
    const load = jest.fn(() => Promise.resolve());
    const stop = loadAtFirstNeed(load);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});
