import type { Middleware } from 'koa';

/** One line per request once its answer is sent: time, method, URL, status, duration, address. */
export function accessLog(write: (line: string) => void): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    ctx.res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        `${new Date().toISOString()} ${ctx.method} ${ctx.originalUrl} ${ctx.res.statusCode} ${ms.toFixed(1)}ms ${ctx.ip}`,
      );
    });
    await next();
  };
}
