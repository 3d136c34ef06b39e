import { API, TIMEZONE_HEADER } from '@ps/contracts/api';
import { apiJson, browserTimeZone } from '../src/api';

function recordedHeaders() {
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => '{}',
    json: async () => ({}),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return (call: number) => fetchMock.mock.calls[call]![1].headers as Record<string, string>;
}

describe('apiJson', () => {
  it('sends the time zone wherever a calendar is involved, but not with the current-user check', async () => {
    const headersOf = recordedHeaders();
    await apiJson('GET', API.authUser);
    await apiJson('GET', API.habits);
    await apiJson('POST', API.signup, { username: 'sam', password: 'secret123' });
    await apiJson('PATCH', API.authUser, { language: 'fr' });

    expect(headersOf(0)).not.toHaveProperty(TIMEZONE_HEADER);
    expect(headersOf(1)[TIMEZONE_HEADER]).toBe(browserTimeZone());
    // Sign-up stores the zone on the new user.
    expect(headersOf(2)[TIMEZONE_HEADER]).toBe(browserTimeZone());
    expect(headersOf(2)['Content-Type']).toBe('application/json');
    expect(headersOf(3)[TIMEZONE_HEADER]).toBe(browserTimeZone());
  });
});

describe('browserTimeZone', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the browser once a minute at most, and sees a new zone after that', () => {
    // Later than any zone read so far, so the next call asks the browser.
    jest.useFakeTimers({ now: Date.now() + 600_000 });
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    const zone = browserTimeZone();
    for (let i = 0; i < 100; i += 1) expect(browserTimeZone()).toBe(zone);
    expect(built).toHaveBeenCalledTimes(1);

    built.mockImplementation(
      () => ({ resolvedOptions: () => ({ timeZone: 'Asia/Tokyo' }) }) as Intl.DateTimeFormat,
    );
    jest.advanceTimersByTime(61_000);
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    built.mockRestore();
  });
});

describe('when a call is sent', () => {
  it("sends a read's call in a later task than the one that asked, and a write's at once", async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
      ok: true,
      status: 204,
      statusText: 'No Content',
    }));
    global.fetch = fetchMock as unknown as typeof fetch;

    const calls = [
      apiJson('GET', API.habits),
      apiJson('GET', API.stats),
      apiJson('POST', API.habits, { name: 'Read' }),
    ];
    // Every microtask of the asking task has run: only the write has gone.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([API.habits]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });

    await Promise.all(calls);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([API.habits, API.habits, API.stats]);
  });
});
