import request from 'supertest';
import { API } from '@ps/contracts/api';
import { todayIn } from '@ps/contracts/dates';
import { userSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { purgeExpiredDemoUsers } from '@ps/db/demo';
import { SESSION_COOKIE } from '@ps/service/session';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeGateway, PASSWORD } from '../../gateway/test/support/gateway';

const sessionCookie = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find(
      (cookie) =>
        cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`),
    );

describeGateway('auth', (gateway) => {
  describe('sign-up', () => {
    it('creates the account, signs it in and never returns the hash', async () => {
      const agent = gateway().anonymous();
      const response = await agent
        .post(API.signup)
        .set('X-Timezone', 'Europe/Paris')
        .send({
          username: 'Ada',
          password: 'secret1',
          email: 'Ada@Example.com',
          firstName: 'Ada',
          lastName: '',
        })
        .expect(201);
      const user = userSchema.parse(response.body);
      expect(user).toMatchObject({
        username: 'ada',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: null,
        language: 'en',
        timezone: 'Europe/Paris',
        isDemo: false,
      });
      expect(JSON.stringify(response.body)).not.toContain('password');
      const cookie = sessionCookie(response)!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(String(response.headers['set-cookie'])).toContain(`${SESSION_COOKIE}.sig=`);
      const me = await agent.get(API.authUser).expect(200);
      expect(me.body.id).toBe(user.id);
      const stored = await gateway().knex('users').where('id', user.id).first();
      expect(stored.password).toMatch(/^\$2[aby]\$/);
    });

    it.each([
      [{}, 'Username is required'],
      [{ username: '', password: 'secret1' }, 'Username is required'],
      [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
      [{ username: 'abc' }, 'Password is required'],
      [{ username: 'abc', password: '12345' }, 'Password must be at least 6 characters'],
      [{ username: 'abc', password: 'secret1', email: 'nope' }, 'Invalid email'],
    ])('rejects %j with "%s"', async (body, message) => {
      const response = await gateway().anonymous().post(API.signup).send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.issues[0].message).toBe(message);
    });

    it('answers 409 for a taken username (any case) or email, and for the demo name', async () => {
      const agent = gateway().anonymous();
      await agent
        .post(API.signup)
        .send({ username: 'grace', password: PASSWORD, email: 'g@x.io' })
        .expect(201);
      const other = gateway().anonymous();
      const taken = await other
        .post(API.signup)
        .send({ username: 'GRACE', password: PASSWORD })
        .expect(409);
      expect(taken.body.message).toBe('That username is already taken');
      const email = await other
        .post(API.signup)
        .send({ username: 'grace2', password: PASSWORD, email: 'G@X.io' })
        .expect(409);
      expect(email.body.message).toBe('An account with that email already exists');
      await other.post(API.signup).send({ username: 'demo', password: PASSWORD }).expect(409);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in under a new session id and signs out by deleting the session', async () => {
      const { user } = await gateway().signUp('linus');
      const { user: planter } = await gateway().signUp('planter');
      const agent = gateway().anonymous();
      const sidOf = (response: request.Response) =>
        sessionCookie(response)!.split(';')[0]!.split('=')[1]!;
      // A session planted in the browser before sign-in (here: someone else's) must not survive it.
      const planted = await agent
        .post(API.login)
        .send({ username: planter.username, password: PASSWORD })
        .expect(200);
      const plantedSid = sidOf(planted);
      // The cookie and its signature, exactly as the browser held them.
      const plantedCookie = ([] as string[])
        .concat(planted.headers['set-cookie'] ?? [])
        .map((cookie) => cookie.split(';')[0]!)
        .join('; ');
      await gateway().anonymous().get(API.authUser).set('Cookie', plantedCookie).expect(200);
      const login = await agent
        .post(API.login)
        .send({ username: user.username.toUpperCase(), password: PASSWORD });
      expect(login.status).toBe(200);
      expect(userSchema.parse(login.body).id).toBe(user.id);
      const sid = sidOf(login);
      expect(sid).not.toBe(plantedSid);
      expect(await gateway().knex('sessions').where('sid', sid).first()).toBeDefined();
      expect(await gateway().knex('sessions').where('sid', plantedSid).first()).toBeUndefined();
      // The planted cookie no longer signs anyone in.
      await gateway().anonymous().get(API.authUser).set('Cookie', plantedCookie).expect(401);

      await agent.post(API.logout).expect(204);
      expect(await gateway().knex('sessions').where('sid', sid).first()).toBeUndefined();
      const after = await agent.get(API.authUser).expect(401);
      expect(after.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    });

    it('gives one message whether the user exists or not', async () => {
      const { user } = await gateway().signUp('margaret');
      const agent = gateway().anonymous();
      const wrongPassword = await agent
        .post(API.login)
        .send({ username: user.username, password: 'nope-nope' });
      const noUser = await agent
        .post(API.login)
        .send({ username: 'nobody-here', password: 'nope-nope' });
      expect(wrongPassword.status).toBe(401);
      expect(noUser.status).toBe(401);
      expect(wrongPassword.body).toEqual({
        message: 'Invalid username or password',
        code: 'invalidCredentials',
      });
      expect(noUser.body).toEqual(wrongPassword.body);
    });

    it.each([
      [{}, 'Username is required'],
      [{ username: 'x' }, 'Password is required'],
    ])('validates %j', async (body, message) => {
      const response = await gateway().anonymous().post(API.login).send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers malformed JSON with 400', async () => {
      const response = await gateway()
        .anonymous()
        .post(API.login)
        .set('Content-Type', 'application/json')
        .send('{"username":')
        .expect(400);
      expect(response.body).toEqual({
        message: 'The request body is not valid JSON',
        code: 'bodyNotJson',
      });
    });
  });

  describe('current user', () => {
    it('answers 401 when signed out', async () => {
      const agent = gateway().anonymous();
      expect((await agent.get(API.authUser).expect(401)).body).toEqual({
        message: 'Unauthorized',
        code: 'unauthorized',
      });
      expect((await agent.patch(API.authUser).send({ language: 'fr' }).expect(401)).body).toEqual({
        message: 'Unauthorized',
        code: 'unauthorized',
      });
    });

    it('updates language, time zone and names, leaving unsent fields alone', async () => {
      const agent = gateway().anonymous();
      await agent
        .post(API.signup)
        .send({ username: 'hopper', password: PASSWORD, firstName: 'Grace' })
        .expect(201);
      const response = await agent
        .patch(API.authUser)
        .send({ language: 'ar', timezone: 'Pacific/Kiritimati', lastName: 'Hopper' })
        .expect(200);
      expect(userSchema.parse(response.body)).toMatchObject({
        language: 'ar',
        timezone: 'Pacific/Kiritimati',
        firstName: 'Grace',
        lastName: 'Hopper',
      });
    });

    it.each([
      [{ language: 'de' }, 'Language must be en, fr or ar'],
      [{ timezone: 'Mars/Olympus' }, 'Unknown time zone'],
    ])('rejects %j', async (body, message) => {
      const { agent } = await gateway().signUp('patcher');
      expect((await agent.patch(API.authUser).send(body).expect(400)).body.message).toBe(message);
    });

    it('rejects fields it does not know', async () => {
      const { agent } = await gateway().signUp('patcher');
      await agent.patch(API.authUser).send({ username: 'root' }).expect(400);
    });

    it('only ever shows the signed-in user', async () => {
      const alice = await gateway().signUp('alice');
      const bob = await gateway().signUp('bob');
      expect((await alice.agent.get(API.authUser)).body.id).toBe(alice.user.id);
      expect((await bob.agent.get(API.authUser)).body.id).toBe(bob.user.id);
      await bob.agent.patch(API.authUser).send({ firstName: 'Robert' }).expect(200);
      expect((await alice.agent.get(API.authUser)).body.firstName).toBeNull();
    });
  });

  describe('demo account', () => {
    it('gives every visitor a private, seeded sandbox', async () => {
      const first = gateway().anonymous();
      const second = gateway().anonymous();
      const a = await first
        .post(API.login)
        .set('X-Timezone', 'Pacific/Kiritimati')
        .send(DEMO_CREDENTIALS)
        .expect(200);
      const b = await second.post(API.login).send(DEMO_CREDENTIALS).expect(200);
      const userA = userSchema.parse(a.body);
      expect(userA).toMatchObject({
        isDemo: true,
        firstName: 'Demo',
        timezone: 'Pacific/Kiritimati',
      });
      expect(userSchema.parse(b.body).id).not.toBe(userA.id);
      expect((await first.get(API.authUser).expect(200)).body).toMatchObject({
        isDemo: true,
        id: userA.id,
      });

      const habitsA = (await first.get(API.habits).expect(200)).body as { id: number }[];
      const habitsB = (await second.get(API.habits).expect(200)).body as { id: number }[];
      expect(habitsA.length).toBeGreaterThanOrEqual(4);
      expect(habitsA.map((h) => h.id)).not.toEqual(expect.arrayContaining([habitsB[0]!.id]));
      const pending = (await first.get(`${API.tasks}?status=pending`).expect(200)).body;
      expect(pending.length).toBeGreaterThan(3);
      const stats = (await first.get(API.stats).set('X-Timezone', 'Pacific/Kiritimati').expect(200))
        .body;
      expect(stats.habits.currentStreak).toBeGreaterThan(0);
      // Today's sessions as the stats count them are the ones the sessions list gives for today.
      const today = todayIn('Pacific/Kiritimati');
      const sessionsToday = (
        await first
          .get(`${API.pomodoroSessions}?date=${today}`)
          .set('X-Timezone', 'Pacific/Kiritimati')
          .expect(200)
      ).body;
      expect(stats.pomodoro.sessionsToday).toBe(sessionsToday.length);

      // A change in one sandbox is invisible in the other.
      await first.delete(`${API.habits}/${habitsA[0]!.id}`).expect(204);
      expect((await second.get(API.habits)).body).toHaveLength(habitsB.length);
    });

    it('cannot be entered with the internal username', async () => {
      const visitor = gateway().anonymous();
      const demo = userSchema.parse(
        (await visitor.post(API.login).send(DEMO_CREDENTIALS).expect(200)).body,
      );
      await gateway()
        .anonymous()
        .post(API.login)
        .send({ username: demo.username, password: '!' })
        .expect(401);
    });

    it('is removed with all its rows after its lifetime', async () => {
      const visitor = gateway().anonymous();
      const demo = userSchema.parse(
        (await visitor.post(API.login).send(DEMO_CREDENTIALS).expect(200)).body,
      );
      const knex = gateway().knex;
      await knex('users')
        .where('id', demo.id)
        .update({ expires_at: toDbTimestamp(new Date(Date.now() - 1000)) });
      expect(await purgeExpiredDemoUsers(knex)).toBeGreaterThanOrEqual(1);
      expect(await knex('users').where('id', demo.id).first()).toBeUndefined();
      expect(await knex('habits').where('user_id', demo.id)).toHaveLength(0);
      expect(await knex('tasks').where('user_id', demo.id)).toHaveLength(0);
      expect(await knex('pomodoro_sessions').where('user_id', demo.id)).toHaveLength(0);
      expect(await knex('sessions').where('user_id', demo.id)).toHaveLength(0);
      await visitor.get(API.authUser).expect(401);
    });
  });
});
