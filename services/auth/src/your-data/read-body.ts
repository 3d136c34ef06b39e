import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { Context } from 'koa';
import { IMPORT_MAX_BYTES } from '@ps/contracts/your-data';
import { apiError } from '@ps/service/errors';

const MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/** The decoder for a `Content-Encoding`; undefined for none, null for one we do not know. */
function decoderFor(encoding: string): Transform | undefined | null {
  switch (encoding) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function tooLarge() {
  return apiError(400, 'importTooLarge', { megabytes: MEGABYTES });
}

/**
 * The uploaded file's bytes, at most IMPORT_MAX_BYTES of them, decoded from the request's
 * `Content-Encoding`. A declared length over the limit is refused before a byte is read; otherwise
 * bytes are counted as they arrive, before and after decoding, and reading stops at the first
 * byte past the limit (a small gzip body that inflates to gigabytes never does). An empty body
 * is `importEmpty`; a body that does not decode, `bodyNotDecoded`.
 */
export async function readImportBody(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('content-length') || 0) > IMPORT_MAX_BYTES) throw refuse(ctx, tooLarge());
  const decoder = decoderFor(ctx.get('content-encoding').trim().toLowerCase());
  if (decoder === null) throw apiError(415, 'unsupportedEncoding');
  const bytes = await collect(ctx, ctx.req, decoder);
  if (bytes.length === 0) throw apiError(400, 'importEmpty');
  return bytes;
}

function collect(ctx: Context, req: Readable, decoder: Transform | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let decoded = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      decoder?.destroy();
      reject(refuse(ctx, error));
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > IMPORT_MAX_BYTES) fail(tooLarge());
    });
    req.on('error', fail);
    const output = decoder ? req.pipe(decoder) : req;
    output.on('data', (chunk: Buffer) => {
      if (settled) return;
      decoded += chunk.length;
      if (decoded > IMPORT_MAX_BYTES) return fail(tooLarge());
      chunks.push(chunk);
    });
    output.on('error', () => fail(apiError(400, 'bodyNotDecoded')));
    output.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
  });
}

/**
 * A refused upload's connection is closed after the answer, so the rest of the body is never read;
 * what already arrived is discarded.
 */
function refuse(ctx: Context, error: Error): Error {
  ctx.set('Connection', 'close');
  ctx.req.resume();
  return error;
}
