/**
 * A fake /api for jest: routes are "METHOD /path" (query string ignored unless the key has one);
 * a handler gets the parsed body and the full URL and returns the answer. Every call is recorded.
 */
export type MockAnswer = { status?: number; body?: unknown } | unknown;
export type MockHandler = (body: unknown, url: string) => MockAnswer | Promise<MockAnswer>;
export type MockRoutes = Record<string, MockHandler | MockAnswer>;

export interface MockCall {
  method: string;
  url: string;
  body: unknown;
}

function isAnswer(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export function mockApi(routes: MockRoutes) {
  const calls: MockCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (route === undefined) throw new Error(`mockApi: no route for ${method} ${url}`);
    const result = typeof route === 'function' ? await (route as MockHandler)(body, url) : route;
    const { status, body: answer } = isAnswer(result) ? result : { status: 200, body: result };
    const text = answer === undefined ? '' : JSON.stringify(answer);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      json: async () => JSON.parse(text),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
