import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { AREAS } from '../src/areas';
import { SERVICE_APPS } from '../src/embedded';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startGateway, TEST_SESSION_KEYS } from './support/gateway';

/** Every route every service answers, read from the services' own routers. */
function serviceRoutes(knex: Parameters<(typeof SERVICE_APPS)['auth']>[0]['knex']) {
  return AREAS.flatMap((area) => {
    const app = SERVICE_APPS[area.key]({ knex, sessionKeys: TEST_SESSION_KEYS });
    const routers = app.middleware
      .map((middleware: Middleware & { router?: Router }) => middleware.router)
      .filter((router): router is Router => Boolean(router));
    return routers.flatMap((router) =>
      router.stack
        .filter((layer) => layer.methods.length > 0)
        .map((layer) => ({
          method: layer.methods.find((method) => method !== 'HEAD')!,
          path: String(layer.path).replace(/:\w+/g, '1'),
        })),
    );
  });
}

describeEachDatabase('exact routing', (db) => {
  it('answers 404 for trailing-slash and letter-case variants of every /api route', async () => {
    const gateway = startGateway(db());
    try {
      const { agent } = await gateway.signUp('router');
      const routes = serviceRoutes(gateway.knex);
      expect(routes.length).toBeGreaterThan(10);
      const unexpected: string[] = [];
      for (const { method, path } of routes) {
        const lastSlash = path.lastIndexOf('/');
        const upperTail = path.slice(0, lastSlash) + path.slice(lastSlash).toUpperCase();
        const variants = [`${path}/`, `${path}//`, upperTail].filter((v) => v !== path);
        for (const variant of variants) {
          const response = await agent[method.toLowerCase() as 'get'](variant).send({});
          // 405: the variant is another route's path (GET /api/habits/COMPLETIONS is habit
          // "COMPLETIONS"), which has no such method; never an answer from the route itself.
          if (![404, 405].includes(response.status)) {
            unexpected.push(`${method} ${variant} → ${response.status}`);
          }
        }
      }
      expect(unexpected).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
