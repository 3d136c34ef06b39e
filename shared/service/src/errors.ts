import type { Middleware } from 'koa';
import { IntlMessageFormat } from 'intl-messageformat';
import { core } from 'zod/mini';
import type { ErrorBody } from '@ps/contracts/api';
import {
  englishErrorText,
  errorCodeOfText,
  errorOfText,
  type ErrorCode,
  type ErrorParams,
} from '@ps/contracts/errors';

/** An error that answers with its status and a coded body; see `apiError`. */
export class ApiError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly headers: Record<string, string> = {},
  ) {
    super(englishText(code, params));
    this.name = 'ApiError';
  }
}

/** `throw apiError(404, 'habitNotFound')`: a client error with a stable code and English text. */
export function apiError(
  status: number,
  code: ErrorCode,
  params?: ErrorParams,
  headers?: Record<string, string>,
): ApiError {
  return new ApiError(status, code, params, headers);
}

/** The coded body for an answer written directly (a middleware that does not throw). */
export function errorBody(code: ErrorCode, params?: ErrorParams): ErrorBody {
  return { message: englishText(code, params), code, ...(params && { params }) };
}

// One compiled formatter per code: the catalogue is fixed, so this never grows past it.
const formatters = new Map<ErrorCode, IntlMessageFormat>();

function englishText(code: ErrorCode, params?: ErrorParams): string {
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new IntlMessageFormat(englishErrorText(code), 'en');
    formatters.set(code, formatter);
  }
  return String(formatter.format(params));
}

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
  if (caught instanceof ApiError) {
    return {
      status: caught.status,
      body: errorBody(caught.code, caught.params),
      headers: caught.headers,
    };
  }
  if (caught instanceof core.$ZodError) {
    const issues = caught.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
      ...errorOfText(issue.message),
    }));
    const first = issues[0];
    return {
      status: 400,
      body: {
        message: first?.message ?? englishText('invalidInput'),
        code: first?.code ?? 'invalidInput',
        ...(first?.params && { params: first.params }),
        issues,
      },
      headers: {},
    };
  }
  const error = caught as HttpLikeError;
  if (error?.type === 'entity.too.large') {
    return { status: 413, body: errorBody('bodyTooLarge'), headers: {} };
  }
  // co-body rethrows JSON.parse's SyntaxError with status 400.
  if (
    error?.type === 'entity.parse.failed' ||
    (error instanceof SyntaxError && error.status === 400)
  ) {
    return { status: 400, body: errorBody('bodyNotJson'), headers: {} };
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status < 500 && error.expose !== false) {
    // An error thrown by Koa or a library (405, a bad cookie): its own text, a generic code.
    const code = errorCodeOfText(error.message) ?? (status === 404 ? 'notFound' : 'badRequest');
    return {
      status,
      body: { message: error.message, code },
      headers: error.headers ?? {},
    };
  }
  return { status: status >= 500 ? status : 500, body: errorBody('internal'), headers: {} };
}

/** Last in the chain: nothing matched, so answer like any other error. */
export const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = errorBody('notFound');
};

/** How a socket reports a browser that left mid-answer (a page navigating away, a closed tab). */
const CLIENT_LEFT_CODES = new Set([
  'ERR_STREAM_PREMATURE_CLOSE',
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
]);

/**
 * For `app.on('error')`, in place of Koa's default: it also stays quiet about a response the
 * browser stopped reading (a download, an event stream), as nothing failed on this side.
 */
export function logUnlessClientLeft(
  error: NodeJS.ErrnoException & { expose?: boolean; status?: number },
): void {
  if (CLIENT_LEFT_CODES.has(error.code ?? '') || error.expose || error.status === 404) return;
  console.error(error);
}
