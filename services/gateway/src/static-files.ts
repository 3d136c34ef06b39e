import path from 'node:path';
import type { Context, Middleware } from 'koa';
import {
  FOCUS_BLOCKER_PATH,
  REMOTE_NAMES,
  remoteBasePath,
  type RemoteName,
} from '@ps/contracts/api';
import { decodedPath, fileWithin as within, isFile, sendFile } from '@ps/service/static-files';
import { sendPrerenderedFrame, type SignedInUser } from './prerendered-frame';
import { sendPrerenderedLanding } from './prerendered-landing';
import { MANIFEST_FILE } from '@ps/contracts/remote-manifest';

export interface StaticFilesOptions {
  /**
   * The remotes this folder holds the live build of: their prerenders (mf-landing's page at `/`,
   * a page's first view) are sent, no other's.
   */
  localRemotes?: readonly RemoteName[];
  /** Who is signed in, where the gateway can tell: their pages come with the first view drawn. */
  signedInUser?: SignedInUser;
}

/**
 * The built front ends under `root`: the shell at / (client routes fall back to its index.html),
 * each remote at /remotes/<name>/, and the focus blocker script. A front end that has not been
 * built yet answers a plain 503 page saying so.
 */
export function staticFiles(root: string, options: StaticFilesOptions = {}): Middleware {
  const shellDist = path.join(root, 'shell', 'dist');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const requestPath = decodedPath(ctx);

    if (requestPath === FOCUS_BLOCKER_PATH) {
      const file = path.join(root, 'mf-pomodoro', 'dist', 'focus-blocker.js');
      if (!(await sendFile(ctx, file))) notBuilt(ctx, 'mf-pomodoro');
      return;
    }

    const remote = REMOTE_NAMES.find((name) => requestPath.startsWith(remoteBasePath(name)));
    if (remote) {
      const dist = path.join(root, remote, 'dist');
      const file = within(dist, requestPath.slice(remoteBasePath(remote).length));
      if (file && (await sendFile(ctx, file))) return;
      if (!(await isFile(path.join(dist, MANIFEST_FILE)))) return notBuilt(ctx, remote);
      return next();
    }

    const file = within(shellDist, requestPath);
    if (file && requestPath !== '/' && (await sendFile(ctx, file))) return;
    // Client routes (/habits, /tasks, an unknown page) get the app; missing assets get a 404.
    if (path.extname(requestPath) && !requestPath.endsWith('.html')) return next();
    const localRemotes = options.localRemotes ?? [];
    const landing = requestPath === '/' && localRemotes.includes('mf-landing');
    // Visitors and signed-in users get different pages at the same URL.
    if (options.signedInUser || landing) ctx.vary('Cookie');
    if (options.signedInUser) {
      const frame = { signedInUser: options.signedInUser, localRemotes };
      if (await sendPrerenderedFrame(ctx, root, frame, requestPath)) return;
    }
    if (landing && (await sendPrerenderedLanding(ctx, root))) return;
    if (!(await sendFile(ctx, path.join(shellDist, 'index.html')))) notBuilt(ctx, 'shell');
  };
}

function notBuilt(ctx: Context, app: string): void {
  ctx.status = 503;
  ctx.type = 'text/html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built yet</title>
<body style="font-family:system-ui;margin:3rem"><h1>The front end is not built yet</h1>
<p>${app} has no build output. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is stale) and reload.</p></body></html>`;
}
