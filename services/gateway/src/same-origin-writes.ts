import type { Middleware } from 'koa';
import { API } from '@ps/contracts/api';
import { errorBody } from '@ps/service/errors';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that prove themselves in their body, not with a cookie: the blocker extension trades a
 * one-time pairing code for its token from its own origin.
 */
const PROVEN_BY_BODY = new Set([`POST ${API.blockerDevices}`]);

/**
 * Refuses a state-changing request (any method but GET, HEAD, OPTIONS) that a browser sent from
 * another site with the user's cookie: 403 when its `Origin` is neither this gateway's own origin
 * nor one of `allowedOrigins`, or, without an `Origin`, when `Sec-Fetch-Site` says the page was on
 * another site. `same-site` counts as another site too: a sibling subdomain is a different app
 * and may be hostile, so it is allowed only by naming its origin. A request with neither header
 * (curl, a server, an old client) carries no browser's ambient cookie from a foreign page, and
 * passes; so does a request that proves itself with `Authorization: Bearer` (a personal access
 * token, the blocker extension's device token), whatever its `Origin`: the services judge such a
 * request by its token alone and never by a cookie it also carries, and a browser adds no token
 * on its own, so a page that sends one holds the secret already and forges nothing. A request
 * that proves itself with its body passes too.
 */
export function sameOriginWrites(allowedOrigins: readonly string[] = []): Middleware {
  const allowed = new Set(allowedOrigins);
  return async (ctx, next) => {
    if (
      READ_METHODS.has(ctx.method) ||
      /^Bearer /.test(ctx.get('Authorization')) ||
      PROVEN_BY_BODY.has(`${ctx.method} ${ctx.path}`)
    ) {
      return next();
    }
    const origin = ctx.get('Origin');
    const site = ctx.get('Sec-Fetch-Site');
    // Koa 3's ctx.origin is the Origin header itself; the gateway's own is built from the request.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    const foreign = origin
      ? origin !== ownOrigin && !allowed.has(origin)
      : site === 'cross-site' || site === 'same-site';
    if (foreign) {
      ctx.status = 403;
      ctx.body = errorBody('crossOriginRefused');
      return;
    }
    await next();
  };
}

/** ALLOWED_ORIGINS: comma-separated origins (scheme://host[:port]) that may also send writes. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}
