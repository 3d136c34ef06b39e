import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';

/** JSON bodies only, small ones: the API's largest payload is a task of a few hundred bytes. */
export const BODY_LIMIT = '100kb';
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The services' JSON body parser. DELETE is parsed too (unmarking a habit day sends {date}), and a
 * body the gateway already read (to throttle failed sign-ins) is taken from req.body.
 */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    enableRawChecking: true,
  });
}

/**
 * For the gateway: parse a JSON body and keep it on the node request (req.body and req.rawBody),
 * where an in-process service's `jsonBody()` finds it and a proxy can resend the raw text.
 */
export function jsonBodyOnRequest(): Middleware {
  return bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, patchNode: true });
}
