import Koa from 'koa';
import type { Middleware } from 'koa';
import type Router from '@koa/router';
import type { Knex } from 'knex';
import { HEALTH_PATH } from '@ps/contracts/api';
import { jsonBody } from './body';
import { errorHandler, logUnlessClientLeft, notFound } from './errors';
import { sessionMiddleware } from './session';

/** What every service's `createApp(deps)` receives; server.ts builds it from the environment. */
export interface ServiceDeps {
  knex: Knex;
  sessionKeys: string[];
  trustProxy?: boolean;
}

export interface ServiceDefinition extends ServiceDeps {
  name: string;
  routers: Router<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A service as a Koa app: one error boundary, a health check, a size-limited JSON body parser,
 * the shared session, the service's routers, and JSON 404s for anything else.
 */
export function createService({
  name,
  routers,
  knex,
  sessionKeys,
  trustProxy,
}: ServiceDefinition): Koa {
  const app = new Koa({ proxy: Boolean(trustProxy), keys: sessionKeys });
  app.on('error', logUnlessClientLeft);
  app.use(errorHandler());
  app.use(health(name, knex));
  app.use(jsonBody());
  app.use(sessionMiddleware(app, knex));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  app.use(notFound);
  return app;
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
