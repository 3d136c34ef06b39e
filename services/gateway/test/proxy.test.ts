import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp as createAuthApp } from 'auth-service/app';
import { createApp as createHabitsApp } from 'habits-service/app';
import { API } from '@ps/contracts/api';
import { habitSchema } from '@ps/contracts/habits';
import { proxyTo } from '../src/proxy';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { PASSWORD, startGateway, TEST_SESSION_KEYS } from './support/gateway';

/** A service app listening on its own port, counting the requests it answers. */
async function replica(app: http.RequestListener, port = 0) {
  let served = 0;
  const server = http.createServer((req, res) => {
    served += 1;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    served: () => served,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port with nothing listening on it: connections are refused at once. */
async function refusedUrl() {
  const probe = await replica(() => undefined);
  await probe.stop();
  return probe.url;
}

describeEachDatabase('gateway proxying by URL', (db) => {
  it('balances replicas, skips a refused one, answers 503 fast when all are down, recovers', async () => {
    const deps = { knex: db().knex, sessionKeys: TEST_SESSION_KEYS };
    const habits = createHabitsApp(deps).callback();
    const auth = await replica(createAuthApp(deps).callback());
    let first = await replica(habits);
    const second = await replica(habits);
    const gateway = startGateway(db(), {
      upstreams: {
        auth: proxyTo([auth.url], 'Sign-in'),
        habits: proxyTo([await refusedUrl(), first.url, second.url], 'Habits'),
      },
    });
    try {
      const agent = request.agent(gateway.server);
      // Sign-up and sign-in through the proxied auth service, the sign-in body read by the throttle.
      await agent.post(API.signup).send({ username: 'proxied', password: PASSWORD }).expect(201);
      await agent.post(API.logout).expect(204);
      await agent.post(API.login).send({ username: 'proxied', password: PASSWORD }).expect(200);
      await agent
        .post(API.login)
        .send({ username: 'proxied', password: 'wrong-password' })
        .expect(401);

      const created = await agent
        .post(API.habits)
        .send({ name: 'Proxied', startDate: '2026-01-01' })
        .expect(201);
      expect(habitSchema.parse(created.body).name).toBe('Proxied');
      for (let i = 0; i < 6; i += 1) await agent.get(API.habits).expect(200);
      expect(first.served()).toBeGreaterThan(1);
      expect(second.served()).toBeGreaterThan(1);

      await first.stop();
      await second.stop();
      const started = Date.now();
      const down = await agent.get(API.habits).expect(503);
      expect(down.body).toEqual({
        message: 'Habits is temporarily unavailable',
        code: 'serviceUnavailable',
        params: { area: 'Habits' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      // Other areas keep working.
      await agent.get(API.authUser).expect(200);

      first = await replica(habits, first.port);
      expect((await agent.get(API.habits).expect(200)).body).toHaveLength(1);
      await first.stop();
    } finally {
      await gateway.close();
      await auth.stop();
    }
  });
});
