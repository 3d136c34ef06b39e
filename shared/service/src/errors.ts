import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { ErrorBody } from '@ps/contracts/api';

interface HttpLikeError extends Error {
  status?: number;
  expose?: boolean;
  type?: string;
  headers?: Record<string, string>;
}

/**
 * The one error boundary of a Koa app: every failure becomes JSON `{message}` (plus `issues` for
 * validation), and a 500 never carries the stack or the driver's text to the client.
 */
export function errorHandler(logError: (error: unknown) => void = console.error): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const { status, body, headers } = describe(caught);
      if (status >= 500) logError(caught);
      ctx.status = status;
      ctx.set(headers);
      ctx.body = body;
    }
  };
}

function describe(caught: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
} {
  if (caught instanceof ZodError) {
    const issues = caught.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
    }));
    return {
      status: 400,
      body: { message: issues[0]?.message ?? 'Invalid input', issues },
      headers: {},
    };
  }
  const error = caught as HttpLikeError;
  if (error?.type === 'entity.too.large') {
    return { status: 413, body: { message: 'The request body is too large' }, headers: {} };
  }
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (
    error?.type === 'entity.parse.failed' ||
    (error instanceof SyntaxError && error.status === 400)
  ) {
    return { status: 400, body: { message: 'The request body is not valid JSON' }, headers: {} };
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status < 500 && error.expose !== false) {
    return { status, body: { message: error.message }, headers: error.headers ?? {} };
  }
  return {
    status: status >= 500 ? status : 500,
    body: { message: 'Internal server error' },
    headers: {},
  };
}

/** Last in the chain: nothing matched, so answer like any other error. */
export const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = { message: 'Not found' } satisfies ErrorBody;
};

/**
 * For `app.on('error')`, in place of Koa's default: it also stays quiet about a response stream
 * the browser closed mid-download (a page navigating away), as nothing failed on this side.
 */
export function logUnlessClientLeft(
  error: NodeJS.ErrnoException & { expose?: boolean; status?: number },
): void {
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.expose || error.status === 404) return;
  console.error(error);
}
