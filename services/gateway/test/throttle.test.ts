import request from 'supertest';
import { API } from '@ps/contracts/api';
import { describeEachDatabase } from './support/databases';
import { PASSWORD, startGateway } from './support/gateway';

describeEachDatabase('failed sign-in throttling', (db) => {
  it('answers 429 after the limit per address and username, until the window passes', async () => {
    let now = Date.now();
    const gateway = startGateway(db(), {
      throttle: { limit: 3, windowMs: 60_000, now: () => now },
    });
    try {
      const { user } = await gateway.signUp('target');
      const agent = request.agent(gateway.server);
      const attempt = (username: string, password = 'wrong-password') =>
        agent.post(API.login).send({ username, password });

      for (let i = 0; i < 3; i += 1) expect((await attempt(user.username)).status).toBe(401);
      const blocked = await attempt(user.username, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Same address, same name in another case: still blocked. Another name: not blocked.
      expect((await attempt(user.username.toUpperCase())).status).toBe(429);
      expect((await attempt('someone-else')).status).toBe(401);

      now += 61_000;
      expect((await attempt(user.username, PASSWORD)).status).toBe(200);
      // A success clears the count.
      for (let i = 0; i < 2; i += 1) expect((await attempt(user.username)).status).toBe(401);
      expect((await attempt(user.username, PASSWORD)).status).toBe(200);
      expect((await attempt(user.username)).status).toBe(401);
    } finally {
      await gateway.close();
    }
  });
});
