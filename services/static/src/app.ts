import { existsSync } from 'node:fs';
import path from 'node:path';
import Koa from 'koa';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { HEALTH_PATH } from '@ps/contracts/api';
import { REVALIDATE } from '@ps/service/cache-rules';
import { logUnlessClientLeft } from '@ps/service/errors';
import { sendFile, serveFolder } from '@ps/service/static-files';
import { MANIFEST_FILE } from '@ps/contracts/remote-manifest';

export interface StaticAppOptions {
  /** The built front end's folder (its dist). */
  root: string;
  /** The shell's client-side routes: unknown page paths answer index.html. */
  spaFallback?: boolean;
}

/** The file whose presence means the folder holds a complete build. */
const ENTRY_FILES = ['index.html', MANIFEST_FILE];

/**
 * One built front end as an HTTP unit: its files, compressed, with the cache rules the gateway
 * uses, open to every origin (the shell on the public host loads a remote's manifest with fetch),
 * and a health check that fails while the build is missing so an orchestrator never routes to an
 * empty host.
 */
export function createStaticApp({ root, spaFallback = false }: StaticAppOptions): Koa {
  const app = new Koa();
  app.on('error', logUnlessClientLeft);
  app.use(commonHeaders);
  app.use(compress({ threshold: 1024 }));
  app.use(health(root));
  app.use(serveFolder(root));
  if (spaFallback) app.use(indexForPageRoutes(root));
  return app;
}

const commonHeaders: Middleware = async (ctx, next) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ctx.method === 'OPTIONS') {
    ctx.set('Access-Control-Allow-Methods', 'GET, HEAD');
    ctx.status = 204;
    return;
  }
  await next();
};

function health(root: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH) return next();
    ctx.set('Cache-Control', REVALIDATE);
    const complete = ENTRY_FILES.some((file) => existsSync(path.join(root, file)));
    ctx.status = complete ? 200 : 503;
    ctx.body = complete
      ? { status: 'ok' }
      : { status: 'unavailable', message: `No build in ${root}` };
  };
}

/**
 * A page path (no file extension, or / itself) the browser navigates to gets index.html: the
 * shell's router resolves it.
 */
function indexForPageRoutes(root: string): Middleware {
  const index = path.join(path.resolve(root), 'index.html');
  return async (ctx, next) => {
    const isPage = (ctx.method === 'GET' || ctx.method === 'HEAD') && !path.extname(ctx.path);
    if (!isPage || !ctx.accepts('html')) return next();
    if (!(await sendFile(ctx, index, REVALIDATE))) await next();
  };
}
