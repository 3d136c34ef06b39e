import type { Context, Middleware } from 'koa';
import { API } from '@ps/contracts/api';
import type { ErrorCode } from '@ps/contracts/errors';
import { jsonBodyOnRequest } from '@ps/service/body';
import { errorBody } from '@ps/service/errors';
import { personalTokenSecret } from '@ps/service/personal-tokens';
import { SlidingWindowCounter } from './sliding-window';

export interface ThrottleOptions {
  /** Failed sign-ins allowed from one address for one username within `windowMs`. */
  failuresPerUsername?: number;
  /**
   * Failed sign-ins and sign-ups allowed from one address, whatever the username; and, counted
   * apart, refused personal access tokens.
   */
  failuresPerAddress?: number;
  windowMs?: number;
  /** Accounts one address may create within `signUpWindowMs`. */
  signUpsPerAddress?: number;
  signUpWindowMs?: number;
  now?: () => number;
}

const MINUTE_MS = 60_000;

/** The throttle's limits from the environment; unset variables keep the defaults. */
export function throttleFromEnv(env: NodeJS.ProcessEnv = process.env): ThrottleOptions {
  const number = (name: string) => (env[name] ? Number(env[name]) : undefined);
  return {
    failuresPerUsername: number('THROTTLE_FAILURES_PER_USERNAME'),
    failuresPerAddress: number('THROTTLE_FAILURES_PER_ADDRESS'),
    signUpsPerAddress: number('THROTTLE_SIGNUPS_PER_ADDRESS'),
  };
}

/**
 * Slows password guessing and account floods, per client address:
 * - sign-in: after `failuresPerUsername` failures (401) for one username, or `failuresPerAddress`
 *   failures across usernames, further attempts answer 429 until the oldest failure leaves the
 *   window; a successful sign-in clears that username's count;
 * - sign-up: after `signUpsPerAddress` accounts created within an hour, or `failuresPerAddress`
 *   refusals (a taken name probes who has an account), further sign-ups answer 429;
 * - personal access tokens: after `failuresPerAddress` calls answered 401 to a `Bearer ps_pat_…`
 *   (an unknown or revoked token), any further call with such a token answers 429, so secrets
 *   cannot be guessed at speed.
 * The route is matched on its canonical spelling (lower case, no trailing slash), so no variant
 * of the path slips past the count. Counts live in this process and are bounded in size.
 */
export function authThrottle({
  failuresPerUsername = 10,
  failuresPerAddress = 30,
  windowMs = 15 * MINUTE_MS,
  signUpsPerAddress = 10,
  signUpWindowMs = 60 * MINUTE_MS,
  now = Date.now,
}: ThrottleOptions = {}): Middleware {
  const failures = new SlidingWindowCounter(windowMs, now);
  const signUps = new SlidingWindowCounter(signUpWindowMs, now);
  const readBody = jsonBodyOnRequest();

  const signIn: Middleware = async (ctx, next) => {
    const userKey = `${ctx.ip} ${await usernameOf(ctx)}`;
    const wait = Math.max(
      failures.secondsUntilBelow(userKey, failuresPerUsername),
      failures.secondsUntilBelow(ctx.ip, failuresPerAddress),
    );
    if (wait) return refuse(ctx, 'tooManySignIns', wait);
    await next();
    if (ctx.res.statusCode === 401) {
      failures.record(userKey);
      failures.record(ctx.ip);
    } else if (ctx.res.statusCode < 300) {
      failures.clear(userKey);
    }
  };

  const signUp: Middleware = async (ctx, next) => {
    const wait = Math.max(
      signUps.secondsUntilBelow(ctx.ip, signUpsPerAddress),
      failures.secondsUntilBelow(ctx.ip, failuresPerAddress),
    );
    if (wait) return refuse(ctx, 'tooManySignUps', wait);
    await next();
    if (ctx.res.statusCode < 300) signUps.record(ctx.ip);
    else if (ctx.res.statusCode === 409) failures.record(ctx.ip);
  };

  const tokenKey = (ctx: Context) => `token ${ctx.ip}`;
  const personalToken: Middleware = async (ctx, next) => {
    const wait = failures.secondsUntilBelow(tokenKey(ctx), failuresPerAddress);
    if (wait) return refuse(ctx, 'tooManySignIns', wait);
    await next();
    if (ctx.res.statusCode === 401) failures.record(tokenKey(ctx));
  };

  // The username is needed before the service sees the request, so the body is read here.
  async function usernameOf(ctx: Context): Promise<string> {
    await readBody(ctx, async () => {});
    const body = (ctx.req as { body?: { username?: unknown } }).body;
    return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  }

  return async (ctx, next) => {
    if (personalTokenSecret(ctx.get('Authorization'))) return personalToken(ctx, next);
    if (ctx.method !== 'POST') return next();
    const route = canonicalPath(ctx.path);
    if (route === API.login) return signIn(ctx, next);
    if (route === API.signup) return signUp(ctx, next);
    return next();
  };
}

/** How a path is compared for throttling: case and trailing slashes do not make another route. */
function canonicalPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

function refuse(ctx: Context, code: ErrorCode, retryAfterSeconds: number): void {
  ctx.status = 429;
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.body = errorBody(code, { minutes: Math.ceil(retryAfterSeconds / 60) });
}
