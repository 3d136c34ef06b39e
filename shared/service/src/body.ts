import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { apiError } from './errors';

/** JSON bodies only, small ones: the API's largest payload is a task of a few hundred bytes. */
export const BODY_LIMIT = '100kb';
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The methods whose body is parsed; any other request passes by the parser untouched. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The services' JSON body parser. DELETE is parsed too (unmarking a habit day sends {date}), and a
 * body the gateway already read (to throttle failed sign-ins) is taken from req.body. The paths in
 * `rawBodyPaths` are left unread, whatever their content type: their route reads the bytes itself
 * (a file upload, with its own size limit).
 */
export function jsonBody(rawBodyPaths: readonly string[] = []): Middleware {
  const parse = decodingFailuresAreClientErrors(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: BODY_LIMIT,
      parsedMethods: [...BODY_METHODS],
      enableRawChecking: true,
    }),
  );
  return (ctx, next) =>
    !BODY_METHODS.has(ctx.method) || rawBodyPaths.includes(ctx.path) ? next() : parse(ctx, next);
}

/**
 * For the gateway: parse a JSON body and keep it on the node request (req.body and req.rawBody),
 * where an in-process service's `jsonBody()` finds it and a proxy can resend the raw text.
 */
export function jsonBodyOnRequest(): Middleware {
  return decodingFailuresAreClientErrors(
    bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, patchNode: true }),
  );
}

/**
 * A body sent as gzip, deflate or br that does not decompress is the client's mistake: 400
 * "could not be decoded", not a 500 and a stack trace. An encoding the parser does not know
 * (zstd, a list of several) is 415. Errors from later middleware pass through untouched.
 */
function decodingFailuresAreClientErrors(parser: Middleware): Middleware {
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parser(ctx, async () => {
        parsed = true;
        await next();
      });
    } catch (error) {
      if (parsed) throw error;
      if (isDecompressionError(error)) throw apiError(400, 'bodyNotDecoded');
      if ((error as { status?: number }).status === 415) throw apiError(415, 'unsupportedEncoding');
      throw error;
    }
  };
}

/** zlib's failures carry codes like Z_DATA_ERROR; brotli's, ERR__ERROR_FORMAT_…. */
function isDecompressionError(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR'));
}
