import type { Middleware } from 'koa';
import { PERSONAL_TOKEN_PREFIX } from '@ps/contracts/your-data';

/** Query parameters whose values are credentials, whoever put them in a URL. */
const SECRET_PARAMETER = /([?&](?:access_token|token|code)=)[^&#]*/gi;
const PERSONAL_TOKEN = new RegExp(`${PERSONAL_TOKEN_PREFIX}[A-Za-z0-9_-]*`, 'g');

/**
 * The URL as logged: a credential in it (a personal access token anywhere, or the value of an
 * `access_token`, `token` or `code` parameter) is replaced by `[redacted]`. The API reads tokens
 * only from the `Authorization` header, which is never logged.
 */
export function loggableUrl(url: string): string {
  return url
    .replace(SECRET_PARAMETER, '$1[redacted]')
    .replace(PERSONAL_TOKEN, `${PERSONAL_TOKEN_PREFIX}[redacted]`);
}

/** One line per request once its answer is sent: time, method, URL, status, duration, address. */
export function accessLog(write: (line: string) => void): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        `${new Date().toISOString()} ${ctx.method} ${loggableUrl(ctx.originalUrl)} ${ctx.res.statusCode} ${ms.toFixed(1)}ms ${ctx.ip}`,
      );
    });
    await next();
  };
}
