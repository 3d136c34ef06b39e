import { DEV_RELOAD_PATH, RELOAD_SCRIPT } from '../src/dev-reload';

/** The page's side of `npm run dev`, run against a stream, a server and a page the test drives. */
function runReloadScript(serverUp: () => boolean) {
  const listeners = new Map<string, (event: { data: string }) => void>();
  class FakeEventSource {
    constructor(readonly url: string) {
      expect(url).toBe(DEV_RELOAD_PATH);
    }
    addEventListener(type: string, listener: (event: { data: string }) => void) {
      listeners.set(type, listener);
    }
  }
  const location = { href: 'http://localhost:3000/habits', reload: jest.fn() };
  const fetch = jest.fn(async () => {
    if (!serverUp()) throw new TypeError('Failed to fetch');
    return { ok: true };
  });
  // The script's free names are the page's globals; here they are these.
  new Function('EventSource', 'location', 'fetch', 'setTimeout', RELOAD_SCRIPT)(
    FakeEventSource,
    location,
    fetch,
    setTimeout,
  );
  const send = (type: string, data = '') => listeners.get(type)?.({ data });
  return { send, reload: location.reload, fetch };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("npm run dev's reload in the page", () => {
  it('waits for the gateway to serve the page again before reloading it', async () => {
    let up = false;
    const page = runReloadScript(() => up);
    page.send('rebuilt');
    await jest.advanceTimersByTimeAsync(1000);
    expect(page.fetch).toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
    up = true;
    await jest.advanceTimersByTimeAsync(250);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the gateway comes back with new code, not at its first hello', async () => {
    const page = runReloadScript(() => true);
    page.send('hello', 'boot-1');
    await jest.advanceTimersByTimeAsync(0);
    expect(page.reload).not.toHaveBeenCalled();
    page.send('hello', 'boot-2');
    await jest.advanceTimersByTimeAsync(0);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });
});
