import type { Middleware } from 'koa';
import { FOCUS_BLOCKER_PATH, remoteBasePath, type RemoteName } from '@ps/contracts/api';

/**
 * Serves /remotes/<name>/… from that remote's own static host (through `upstreams`, proxies to
 * it), with the prefix taken off: the host serves its build at its root. The Pomodoro remote's
 * host also ships /focus-blocker.js. Paths of remotes without a host go on to the static files.
 */
export function remoteHostFiles(upstreams: Partial<Record<RemoteName, Middleware>>): Middleware {
  const served = Object.keys(upstreams) as RemoteName[];
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === FOCUS_BLOCKER_PATH && upstreams['mf-pomodoro']) {
      return upstreams['mf-pomodoro'](ctx, next);
    }
    const remote = served.find((name) => ctx.path.startsWith(remoteBasePath(name)));
    if (!remote) return next();
    ctx.url = `/${ctx.url.slice(remoteBasePath(remote).length)}`;
    return upstreams[remote]!(ctx, next);
  };
}
