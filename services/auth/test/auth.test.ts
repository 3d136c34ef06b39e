import request from 'supertest';
import { API } from '@ps/contracts/api';
import { userSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { purgeExpiredDemoUsers } from '@ps/db/demo';
import { SESSION_COOKIE } from '@ps/service/session';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeService, type TestService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

// Tests only: the production cost is 12. The demo limits' own tests set theirs.
process.env.BCRYPT_ROUNDS ??= '4';
process.env.DEMO_SANDBOXES_PER_VISITOR ??= '1000';

const PASSWORD = 'secret123';
let accounts = 0;

/** A new account made through this service's own sign-up, signed in; usernames made unique. */
async function signUp(service: TestService, name: string) {
  accounts += 1;
  const agent = service.anonymous();
  const response = await agent
    .post(API.signup)
    .send({ username: `${name}${accounts}`, password: PASSWORD })
    .expect(201);
  return { agent, user: userSchema.parse(response.body) };
}

const sessionCookie = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find(
      (cookie) =>
        cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`),
    );

describeService('auth', createApp, (service) => {
  describe('sign-up', () => {
    it('creates the account, signs it in and never returns the hash', async () => {
      const agent = service().anonymous();
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
      const stored = await service().knex('users').where('id', user.id).first();
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
      const response = await service().anonymous().post(API.signup).send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.issues[0].message).toBe(message);
    });

    it('answers 409 for a taken username (any case) or email, and for the demo name', async () => {
      const agent = service().anonymous();
      await agent
        .post(API.signup)
        .send({ username: 'grace', password: PASSWORD, email: 'g@x.io' })
        .expect(201);
      const other = service().anonymous();
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
      const { user } = await signUp(service(), 'linus');
      const { user: planter } = await signUp(service(), 'planter');
      const agent = service().anonymous();
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
      await service().anonymous().get(API.authUser).set('Cookie', plantedCookie).expect(200);
      const login = await agent
        .post(API.login)
        .send({ username: user.username.toUpperCase(), password: PASSWORD });
      expect(login.status).toBe(200);
      expect(userSchema.parse(login.body).id).toBe(user.id);
      const sid = sidOf(login);
      expect(sid).not.toBe(plantedSid);
      expect(await service().knex('sessions').where('sid', sid).first()).toBeDefined();
      expect(await service().knex('sessions').where('sid', plantedSid).first()).toBeUndefined();
      // The planted cookie no longer signs anyone in.
      await service().anonymous().get(API.authUser).set('Cookie', plantedCookie).expect(401);

      await agent.post(API.logout).expect(204);
      expect(await service().knex('sessions').where('sid', sid).first()).toBeUndefined();
      const after = await agent.get(API.authUser).expect(401);
      expect(after.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    });

    it('gives one message whether the user exists or not', async () => {
      const { user } = await signUp(service(), 'margaret');
      const agent = service().anonymous();
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
      const response = await service().anonymous().post(API.login).send(body).expect(400);
      expect(response.body.message).toBe(message);
    });

    it('answers malformed JSON with 400', async () => {
      const response = await service()
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
      const agent = service().anonymous();
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
      const agent = service().anonymous();
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
      [{ weekStart: 'friday' }, 'The week starts on Monday, Saturday or Sunday'],
      [
        { vacation: { from: '2026-08-10', to: '2026-08-01' } },
        'A vacation needs a first and a last day, the last not before the first',
      ],
      [
        { vacation: { from: '2026-08-10' } },
        'A vacation needs a first and a last day, the last not before the first',
      ],
    ])('rejects %j', async (body, message) => {
      const { agent } = await signUp(service(), 'patcher');
      expect((await agent.patch(API.authUser).send(body).expect(400)).body.message).toBe(message);
    });

    it('keeps the first day of the week (by default the language’s) and a vacation', async () => {
      const { agent } = await signUp(service(), 'planner');
      expect((await agent.get(API.authUser)).body).toMatchObject({
        weekStart: 'monday',
        vacation: null,
      });
      const arabic = (await agent.patch(API.authUser).send({ language: 'ar' })).body;
      expect(arabic.weekStart).toBe('saturday');
      const vacation = { from: '2026-08-01', to: '2026-08-14' };
      const saved = await agent.patch(API.authUser).send({ weekStart: 'sunday', vacation });
      expect(saved.body).toMatchObject({ weekStart: 'sunday', vacation });
      const back = (await agent.patch(API.authUser).send({ vacation: null })).body;
      expect(back).toMatchObject({ weekStart: 'sunday', vacation: null });
    });

    it('rejects fields it does not know', async () => {
      const { agent } = await signUp(service(), 'patcher');
      await agent.patch(API.authUser).send({ username: 'root' }).expect(400);
    });

    it('only ever shows the signed-in user', async () => {
      const alice = await signUp(service(), 'alice');
      const bob = await signUp(service(), 'bob');
      expect((await alice.agent.get(API.authUser)).body.id).toBe(alice.user.id);
      expect((await bob.agent.get(API.authUser)).body.id).toBe(bob.user.id);
      await bob.agent.patch(API.authUser).send({ firstName: 'Robert' }).expect(200);
      expect((await alice.agent.get(API.authUser)).body.firstName).toBeNull();
    });
  });

  describe('demo account', () => {
    it('gives every visitor a private, seeded sandbox', async () => {
      const first = service().anonymous();
      const second = service().anonymous();
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

      // Each sandbox holds its own seeded rows; what the other services show of them is the
      // gateway's demo test.
      const habitsOf = (userId: number) => service().knex('habits').where('user_id', userId);
      const habitsA = await habitsOf(userA.id);
      expect(habitsA.length).toBeGreaterThanOrEqual(4);
      expect(await habitsOf(userSchema.parse(b.body).id)).toHaveLength(habitsA.length);
      expect(await service().knex('tasks').where('user_id', userA.id)).not.toHaveLength(0);
    });

    it('cannot be entered with the internal username', async () => {
      const visitor = service().anonymous();
      const demo = userSchema.parse(
        (await visitor.post(API.login).send(DEMO_CREDENTIALS).expect(200)).body,
      );
      await service()
        .anonymous()
        .post(API.login)
        .send({ username: demo.username, password: '!' })
        .expect(401);
    });

    it('is removed with all its rows after its lifetime', async () => {
      const visitor = service().anonymous();
      const demo = userSchema.parse(
        (await visitor.post(API.login).send(DEMO_CREDENTIALS).expect(200)).body,
      );
      const knex = service().knex;
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
