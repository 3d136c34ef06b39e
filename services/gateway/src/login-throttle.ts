import type { Middleware } from 'koa';
import { API } from '@ps/contracts/api';
import { jsonBodyOnRequest } from '@ps/service/body';
import { errorBody } from '@ps/service/errors';

export interface ThrottleOptions {
  /** Failed sign-ins allowed per address and username within the window. */
  limit?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * Slows password guessing: after `limit` failed sign-ins (401) from one address for one username
 * within the window, further attempts answer 429 until the oldest failure leaves the window.
 * A successful sign-in clears the count. Counts live in this process.
 */
export function loginThrottle({
  limit = 10,
  windowMs = 15 * 60 * 1000,
  now = Date.now,
}: ThrottleOptions = {}): Middleware {
  const failures = new Map<string, number[]>();
  const readBody = jsonBodyOnRequest();

  const recent = (key: string) => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };

  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== API.login) return next();
    // The username is needed before the service sees the request, so the body is read here.
    await readBody(ctx, async () => {});
    const body = (ctx.req as { body?: { username?: unknown } }).body;
    const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
    const key = `${ctx.ip} ${username}`;

    const times = recent(key);
    if (times.length >= limit) {
      const retryAfterSeconds = Math.ceil((times[0]! + windowMs - now()) / 1000);
      ctx.status = 429;
      ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.body = errorBody('tooManySignIns', { minutes: Math.ceil(retryAfterSeconds / 60) });
      return;
    }

    await next();
    if (ctx.res.statusCode === 401) {
      failures.set(key, [...times, now()]);
      if (failures.size > 10_000) for (const stale of [...failures.keys()]) recent(stale);
    } else if (ctx.res.statusCode < 300) {
      failures.delete(key);
    }
  };
}
