import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { cacheControlFor } from './cache-rules';
import { apiError } from './errors';

/**
 * The platform's one way of sending built files, used by the gateway (which serves every front
 * end from one folder) and by the static server (which serves one front end as its own unit):
 * the same cache rules, validators and path checks everywhere.
 */

/** The file's stats, or undefined when nothing is there (a build not made yet). */
export async function statOrUndefined(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

export async function isFile(file: string): Promise<boolean> {
  return (await statOrUndefined(file))?.isFile() ?? false;
}

/** The request's path, decoded; a malformed escape is the client's error. */
export function decodedPath(ctx: Context): string {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    throw apiError(400, 'malformedUrl');
  }
}

/** The file `relative` names inside `dir`, or undefined when it would leave it or is hidden. */
export function fileWithin(dir: string, relative: string): string | undefined {
  if (relative.includes('\0')) return undefined;
  const file = path.join(dir, path.normalize(`/${relative}`));
  if (!file.startsWith(dir + path.sep)) return undefined;
  if (file.split(path.sep).some((part) => part.startsWith('.'))) return undefined;
  return file;
}

/** The build's precompressed copies (`file.br`, `file.gz`), in the order they are preferred. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The copy of `file` compressed at build time that the browser accepts, when there is one no
 * older than the file (a file rebuilt without its copies, as `npm run dev` does, is sent as it is).
 */
async function precompressedCopy(ctx: Context, file: string, stats: Stats) {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const copy = await statOrUndefined(file + suffix);
    if (copy?.isFile() && copy.mtimeMs >= stats.mtimeMs) {
      return { encoding, file: file + suffix, stats: copy };
    }
  }
  return undefined;
}

/**
 * Answers with `file` (false when there is none): its cache rule, a weak ETag and
 * Last-Modified, 304 when the browser's copy is current, and no body for HEAD. A copy the build
 * compressed ahead is sent instead where the browser accepts its encoding.
 */
export async function sendFile(
  ctx: Context,
  file: string,
  cacheControl = cacheControlFor(path.basename(file)),
): Promise<boolean> {
  const stats = await statOrUndefined(file);
  if (!stats?.isFile()) return false;
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Accept-Encoding');
  const compressed = await precompressedCopy(ctx, file, stats);
  const sent = compressed ?? { file, stats, encoding: undefined };
  ctx.lastModified = stats.mtime;
  ctx.etag = `W/"${sent.stats.size.toString(16)}-${sent.stats.mtimeMs.toString(16)}"`;
  ctx.type =
    path.extname(file) === '.webmanifest' ? 'application/manifest+json' : path.extname(file);
  // Koa only compares validators on a 2xx answer.
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  if (sent.encoding) {
    ctx.set('Content-Encoding', sent.encoding);
    // Already compressed: the compression middleware leaves it as it is.
    ctx.compress = false;
  }
  // Koa answers HEAD without a body; opening the file for it would leak the stream.
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(sent.file);
  ctx.length = sent.stats.size;
  return true;
}

/** The files under `root` for GET and HEAD; anything else, or a missing file, goes on. */
export function serveFolder(root: string): Middleware {
  const dir = path.resolve(root);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = fileWithin(dir, decodedPath(ctx));
    if (file && (await sendFile(ctx, file))) return;
    await next();
  };
}
