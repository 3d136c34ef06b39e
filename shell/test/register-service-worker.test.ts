import {
  LONGEST_WAIT_MS,
  QUIET_MS,
  registerServiceWorker,
} from '../src/pwa/register-service-worker';

/** A PerformanceObserver the test drives: `download()` is a download of the page ending. */
class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    FakeObserver.current = undefined;
  }
  static download() {
    FakeObserver.current?.callback();
  }
}

const register = jest.fn(async () => ({}));

beforeEach(() => {
  jest.useFakeTimers();
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    value: FakeObserver,
    configurable: true,
  });
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});
afterEach(() => jest.useRealTimers());

describe('the service worker', () => {
  it("is registered once the page's downloads have paused, not while they go on", () => {
    registerServiceWorker();
    jest.advanceTimersByTime(QUIET_MS - 100);
    FakeObserver.download();
    jest.advanceTimersByTime(QUIET_MS - 100);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is registered all the same on a page that never stops downloading', () => {
    registerServiceWorker();
    for (let elapsed = 0; elapsed < LONGEST_WAIT_MS; elapsed += QUIET_MS / 2) {
      expect(register).not.toHaveBeenCalled();
      jest.advanceTimersByTime(QUIET_MS / 2);
      FakeObserver.download();
    }
    expect(register).toHaveBeenCalledTimes(1);
  });
});
