import Koa from 'koa';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import {
  API,
  FOCUS_BLOCKER_PATH,
  HEALTH_PATH,
  REMOTE_NAMES,
  REMOTES_JSON_PATH,
  type RemoteName,
  type RemotesMap,
} from '@ps/contracts/api';
import { YOUR_DATA_API } from '@ps/contracts/your-data';
import { BODY_LIMIT_BYTES } from '@ps/service/body';
import { COMPRESSION } from '@ps/service/compression';
import { errorBody, errorHandler, logUnlessClientLeft } from '@ps/service/errors';
import { accessLog } from './access-log';
import { apiReference } from './api-reference';
import { areaOf, type AreaKey } from './areas';
import { authThrottle, type ThrottleOptions } from './auth-throttle';
import { localManifestPath, remoteOrigins } from './remotes';
import { sameOriginWrites } from './same-origin-writes';
import { remoteHostFiles } from './remote-hosts';
import { askForWindowWidth } from './screen-hints';
import { securityHeaders } from './security-headers';
import type { SignedInUser } from './prerendered-frame';
import { staticFiles } from './static-files';
import { devReload, type DevReloadOptions } from './dev-reload';

export interface GatewayOptions {
  /** How each /api area is answered: a service mounted in-process or a proxy to its URLs. */
  upstreams: Record<AreaKey, Middleware>;
  /** Folder holding shell/dist and <remote>/dist. */
  staticRoot: string;
  /** Pages and assets from the shell's own host (SHELL_URL) instead of staticRoot. */
  shell?: Middleware;
  remotes: RemotesMap;
  trustProxy?: boolean;
  /** Where access log lines go; false for none. */
  log?: ((line: string) => void) | false;
  throttle?: ThrottleOptions;
  /** Origins besides the gateway's own that may send state-changing requests. */
  allowedOrigins?: string[];
  /** Remotes whose files come from their own static host, served under /remotes/<name>/. */
  remoteHosts?: Partial<Record<RemoteName, Middleware>>;
  /** `npm run dev`: pages reload when a front end is rebuilt. */
  devReload?: DevReloadOptions | false;
  /** Who is signed in, where the gateway reads the sessions: their pages come prerendered. */
  signedInUser?: SignedInUser;
}

/** The one origin the browser talks to: the /api surface, remotes.json and the built front ends. */
export function createGateway(options: GatewayOptions): Koa {
  const {
    upstreams,
    staticRoot,
    shell,
    remotes,
    trustProxy,
    log = console.log,
    throttle,
    allowedOrigins,
    remoteHosts = {},
  } = options;
  const app = new Koa({ proxy: Boolean(trustProxy) });
  app.on('error', logUnlessClientLeft);
  if (log) app.use(accessLog(log));
  app.use(errorHandler());
  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(askForWindowWidth());
  app.use(sameOriginWrites(allowedOrigins));
  app.use(ownAnswersCompressed());
  if (options.devReload) app.use(devReload(staticRoot, options.devReload));
  app.use(ownRoutes(remotes));
  app.use(apiReference());
  app.use(bodyLimit);
  app.use(authThrottle(throttle));
  app.use(async (ctx, next) => {
    const area = areaOf(ctx.path);
    if (area) return upstreams[area.key](ctx, next);
    if (isApiPath(ctx.path)) {
      ctx.status = 404;
      ctx.body = errorBody('notFound');
      return;
    }
    return next();
  });
  app.use(remoteHostFiles(remoteHosts));
  app.use(
    shell ??
      staticFiles(staticRoot, {
        localRemotes: localRemotes(remotes, remoteHosts),
        signedInUser: options.signedInUser,
      }),
  );
  return app;
}

/**
 * The remotes served from staticRoot: a prerender is read from there (the landing, a page's first
 * view) only for these, since a remote on another host may be another release.
 */
function localRemotes(remotes: RemotesMap, remoteHosts: GatewayOptions['remoteHosts'] = {}) {
  return REMOTE_NAMES.filter(
    (name) => remotes[name] === localManifestPath(name) && !remoteHosts[name],
  );
}

/**
 * The gateway compresses what it answers itself (pages, remotes.json, the API reference). The
 * services' answers arrive compressed already, mounted or proxied, so they pass by untouched.
 */
function ownAnswersCompressed(): Middleware {
  const compressor = compress(COMPRESSION);
  return (ctx, next) => (areaOf(ctx.path) ? next() : compressor(ctx, next));
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** What the gateway answers itself: its health, the sign-in redirect and the remote map. */
function ownRoutes(remotes: RemotesMap): Middleware {
  const remotesJson = JSON.stringify(remotes);
  // A pomodoro remote on its own host ships its focus blocker: the page gets that release's copy.
  const pomodoroHost = /^https?:\/\//.test(remotes['mf-pomodoro']) ? remotes['mf-pomodoro'] : '';
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === HEALTH_PATH) {
      ctx.body = { status: 'ok', service: 'gateway' };
    } else if (ctx.path === API.loginRedirect) {
      ctx.redirect('/login');
    } else if (ctx.path === REMOTES_JSON_PATH) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/json';
      ctx.body = remotesJson;
    } else if (ctx.path === FOCUS_BLOCKER_PATH && pomodoroHost) {
      ctx.redirect(new URL(FOCUS_BLOCKER_PATH.slice(1), pomodoroHost).href);
    } else {
      return next();
    }
  };
}

/**
 * 413 before a large body is streamed anywhere; services enforce the same limit as they parse.
 * An import's file is streamed on to the service, which counts it against its own, larger limit.
 */
const bodyLimit: Middleware = async (ctx, next) => {
  if (ctx.path === YOUR_DATA_API.import) return next();
  if (Number(ctx.get('content-length') || 0) > BODY_LIMIT_BYTES) {
    ctx.status = 413;
    ctx.body = errorBody('bodyTooLarge');
    return;
  }
  await next();
};
