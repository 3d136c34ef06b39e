/** A signed-in user of the public API, talking to the gateway the way the browser does. */
export interface ApiClient {
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; ms: number }>;
}

export async function signUp(baseUrl: string, username: string): Promise<ApiClient> {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  }
  // Only the cookie pairs: name=value, without attributes.
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return {
    async call(method, path, body) {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return {
        status: answer.status,
        body: text ? JSON.parse(text) : undefined,
        ms: performance.now() - started,
      };
    },
  };
}
