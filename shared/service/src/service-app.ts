import Koa from 'koa';
import type { Middleware } from 'koa';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { HEALTH_PATH } from '@ps/contracts/api';
import { jsonBody } from './body';
import { compressJson } from './compression';
import { errorHandler, logUnlessClientLeft, notFound } from './errors';
import { idempotentChanges } from './idempotency';
import { personalTokens } from './personal-tokens';
import { sessionMiddleware } from './session';
import { SigningKeys } from './signing-keys';

/** What every service's `createApp(deps)` receives; server.ts builds it from the environment. */
export interface ServiceDeps {
  knex: Knex;
  sessionKeys: string[];
  trustProxy?: boolean;
}

export interface ServiceDefinition extends ServiceDeps {
  name: string;
  routers: Router<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Paths whose body the route reads itself, unparsed (see `jsonBody`). */
  rawBodyPaths?: readonly string[];
}

/**
 * A service as a Koa app: one error boundary, JSON answers compressed, a health check, a
 * size-limited JSON body parser, the shared session, changes applied once per Idempotency-Key,
 * the service's routers, and JSON 404s for anything else.
 */
export function createService({
  name,
  routers,
  knex,
  sessionKeys,
  trustProxy,
  rawBodyPaths,
}: ServiceDefinition): Koa {
  const app = new Koa({ proxy: Boolean(trustProxy) });
  app.keys = new SigningKeys(sessionKeys);
  app.on('error', logUnlessClientLeft);
  app.use(errorHandler());
  app.use(compressJson());
  app.use(health(name, knex));
  app.use(jsonBody(rawBodyPaths));
  app.use(personalTokens(knex));
  app.use(sessionOrNone(sessionMiddleware(app, knex)));
  app.use(idempotentChanges(knex));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  app.use(notFound);
  routesOfApps.set(
    app,
    routers.flatMap((router) =>
      router.stack
        .filter((layer) => layer.methods.length)
        .flatMap((layer) =>
          layer.methods
            .filter((method) => method !== 'HEAD')
            .map((method) => ({ method, path: String(layer.path) })),
        ),
    ),
  );
  return app;
}

/** A route a service's routers answer: `GET /api/habits/:id/stats`. */
export interface ServiceRoute {
  method: string;
  path: string;
}

const routesOfApps = new WeakMap<Koa, ServiceRoute[]>();

/** The routes a service built by `createService` answers, for checking its documentation. */
export function serviceRoutes(app: Koa): ServiceRoute[] {
  return routesOfApps.get(app) ?? [];
}

/**
 * A request made with a personal access token never reads, creates or renews a session (no
 * session row, no cookie), whatever cookie it also carries.
 */
function sessionOrNone(session: Middleware): Middleware {
  return (ctx, next) => (ctx.state.personalToken ? next() : session(ctx, next));
}

/** GET /health: 200 when the database answers, 503 when it does not. */
function health(name: string, knex: Knex): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== HEALTH_PATH || ctx.method !== 'GET') return next();
    try {
      await knex.raw('select 1');
      ctx.body = { status: 'ok', service: name };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', service: name, message: 'Database unreachable' };
    }
  };
}
