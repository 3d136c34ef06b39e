import { Stream } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/**
 * How answers are compressed, for a client that accepts it:
 * - from the size of one TCP segment up: a smaller body arrives in one packet either way, so
 *   compressing it would cost CPU for nothing;
 * - with fast settings (gzip and deflate level 4, brotli quality 4): a few KB of JSON shrink
 *   nearly as well as at the defaults, for a fraction of the CPU;
 * - with small windows (brotli 256 KB instead of 4 MB, gzip memLevel 7), so each compressor in
 *   flight holds little memory, however many answers are compressed at once.
 */
export const COMPRESSION = {
  threshold: 1400,
  gzip: { level: 4, memLevel: 7 },
  deflate: { level: 4, memLevel: 7 },
  br: {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
      [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
};

/** Where a JSON answer's text stays readable once the body is a compressing stream. */
export const ANSWER_JSON_STATE = 'answerJson';

/**
 * A service's JSON answers compressed by `COMPRESSION`, whether the gateway mounts the service or
 * proxies to it (the gateway passes the compressed bytes on). Event streams and downloads in
 * other formats pass as they are. An answer given as an object is turned into its JSON text once,
 * here: its size and its bytes then come from that text, not from a stringify each.
 */
export function compressJson(): Middleware {
  const compressor = compress({
    ...COMPRESSION,
    filter: (type: string) => type.startsWith('application/json'),
  });
  return (ctx, next) =>
    compressor(ctx, async () => {
      await next();
      const { body } = ctx;
      if (body === null || typeof body !== 'object') return;
      if (Buffer.isBuffer(body) || body instanceof Stream) return;
      const text = JSON.stringify(body);
      ctx.state[ANSWER_JSON_STATE] = text;
      ctx.body = text;
    });
}
