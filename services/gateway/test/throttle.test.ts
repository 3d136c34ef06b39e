import request from 'supertest';
import { API } from '@ps/contracts/api';
import type { ThrottleOptions } from '../src/auth-throttle';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { PASSWORD, startGateway } from './support/gateway';

describeEachDatabase('sign-in and sign-up throttling', (db) => {
  let now = Date.now();
  const withGateway = async (
    throttle: ThrottleOptions,
    run: (gateway: ReturnType<typeof startGateway>) => Promise<void>,
  ) => {
    const gateway = startGateway(db(), { throttle: { now: () => now, ...throttle } });
    try {
      await run(gateway);
    } finally {
      await gateway.close();
    }
  };

  it('answers 429 after the limit per address and username, until the window passes', () =>
    withGateway({ failuresPerUsername: 3, windowMs: 60_000 }, async (gateway) => {
      const { user } = await gateway.signUp('target');
      const agent = request.agent(gateway.server);
      const attempt = (username: string, password = 'wrong-password') =>
        agent.post(API.login).send({ username, password });

      for (let i = 0; i < 3; i += 1) expect((await attempt(user.username)).status).toBe(401);
      const blocked = await attempt(user.username, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        message: 'Too many failed sign-in attempts. Try again in 1 minute.',
        code: 'tooManySignIns',
        params: { minutes: 1 },
      });
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
    }));

  it('has no second door: other spellings of the sign-in path are refused, never signed in', () =>
    withGateway({ failuresPerUsername: 10 }, async (gateway) => {
      const { user } = await gateway.signUp('victim');
      const agent = request.agent(gateway.server);
      const variants = ['/api/auth/login/', '/api/auth/LOGIN', '/api/auth/Login//'];
      // The right password through a variant does not sign in.
      for (const path of variants) {
        const response = await agent
          .post(path)
          .send({ username: user.username, password: PASSWORD });
        expect(response.status).toBe(404);
      }
      for (let i = 0; i < 10; i += 1) {
        await agent
          .post(API.login)
          .send({ username: user.username, password: `g${i}` })
          .expect(401);
      }
      // Locked on the real path, and on every spelling of it.
      for (const path of [API.login, ...variants]) {
        const response = await agent
          .post(path)
          .send({ username: user.username, password: PASSWORD });
        expect(response.status).toBe(429);
      }
    }));

  it('answers a sign-in body that claims gzip but is plain text with 400, not 500', () =>
    withGateway({}, async (gateway) => {
      const response = await request(gateway.server)
        .post(API.login)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send('{"username":"victim","password":"guess"}');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'The request body could not be decoded',
        code: 'bodyNotDecoded',
      });
    }));

  it('limits one address across usernames', () =>
    withGateway({ failuresPerAddress: 30 }, async (gateway) => {
      const agent = request.agent(gateway.server);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const response = await agent
          .post(API.login)
          .send({ username: `nobody${i}`, password: 'x' });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    }));

  it('limits the accounts one address creates, and name probing through sign-up', () =>
    withGateway({ signUpsPerAddress: 3, failuresPerAddress: 5 }, async (gateway) => {
      const agent = request.agent(gateway.server);
      const signUp = (username: string) =>
        agent.post(API.signup).send({ username, password: PASSWORD });
      for (let i = 0; i < 3; i += 1) expect((await signUp(`flood${i}`)).status).toBe(201);
      const refused = await signUp('flood3');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('tooManySignUps');
      expect(refused.body.message).toMatch(/^Too many sign-up attempts from this address\. Try/);
      expect(await gateway.knex('users').where('username', 'flood3').first()).toBeUndefined();

      now += 61 * 60_000;
      // Probing taken names counts as failures for the address.
      for (let i = 0; i < 5; i += 1) expect((await signUp('flood0')).status).toBe(409);
      expect((await signUp('fresh-name')).status).toBe(429);
    }));
});
