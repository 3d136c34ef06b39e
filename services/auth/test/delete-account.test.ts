import { API } from '@ps/contracts/api';
import { userSchema } from '@ps/contracts/auth';
import { DEMO_CREDENTIALS } from '@ps/contracts/constants';
import { SESSION_COOKIE } from '@ps/service/session';
import { describeService, type TestService } from '@ps/db/testing/service';
import { createApp } from '../src/app';
import { ownedValues, rowsLeft } from './support/account-rows';
import { seedAccount } from './support/seed';

process.env.BCRYPT_ROUNDS ??= '4';
process.env.DEMO_SANDBOXES_PER_VISITOR ??= '1000';

const PASSWORD = 'secret123';
let accounts = 0;

async function signUp(service: TestService, username = `leaver${++accounts}`) {
  const agent = service.anonymous();
  const response = await agent.post(API.signup).send({ username, password: PASSWORD }).expect(201);
  return { agent, user: userSchema.parse(response.body) };
}

/** The focus timer's rows and a paired blocker device, on top of the seeded records. */
async function seedFocus(service: TestService, userId: number) {
  const { knex } = service;
  const session = await knex('sessions').where('user_id', userId).first('sid');
  await knex('focus_runs').insert({ user_id: userId, state: 'idle', mode: 'work' });
  await knex('focus_passes').insert({ user_id: userId, site: 'x.com', granted_at: 1, until: 2 });
  await knex('blocker_devices').insert({
    user_id: userId,
    session_sid: session.sid,
    token_hash: `hash-${userId}`,
    created_at: Date.now(),
  });
}

describeService('deleting the account', createApp, (service) => {
  it('removes every row of the user in every table, signs out and frees the username', async () => {
    const { agent, user } = await signUp(service());
    const other = await signUp(service());
    for (const { id } of [user, other.user]) {
      await seedAccount(service().knex, id);
      await seedFocus(service(), id);
    }
    const owned = await ownedValues(service().knex, user.id);
    // The check reaches the rows that hang on the user's rows, not only those naming the user.
    expect([...owned.keys()]).toEqual(
      expect.arrayContaining(['habits.id', 'tasks.id', 'sessions.sid']),
    );
    expect(Object.keys(await rowsLeft(service().knex, owned))).toEqual(
      expect.arrayContaining(['users.id', 'habit_completions.habit_id', 'blocker_devices.user_id']),
    );
    const othersBefore = await rowsLeft(
      service().knex,
      await ownedValues(service().knex, other.user.id),
    );

    const response = await agent.delete(API.authUser).send({ password: PASSWORD }).expect(204);
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cleared.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);

    expect(await rowsLeft(service().knex, owned)).toEqual({});
    const othersAfter = await rowsLeft(
      service().knex,
      await ownedValues(service().knex, other.user.id),
    );
    expect(othersAfter).toEqual(othersBefore);
    await agent.get(API.authUser).expect(401);
    await signUp(service(), user.username);
  });

  it('keeps the account on a wrong or missing password, answering 400', async () => {
    const { agent, user } = await signUp(service());
    const wrong = await agent.delete(API.authUser).send({ password: 'not it' }).expect(400);
    expect(wrong.body.code).toBe('passwordIncorrect');
    const missing = await agent.delete(API.authUser).send({}).expect(400);
    expect(missing.body.code).toBe('passwordRequired');
    expect((await agent.get(API.authUser).expect(200)).body.id).toBe(user.id);
    await service().anonymous().delete(API.authUser).send({ password: PASSWORD }).expect(401);
  });

  it('refuses to delete a demo sandbox', async () => {
    const agent = service().anonymous();
    const demo = await agent.post(API.login).send(DEMO_CREDENTIALS).expect(200);
    const response = await agent
      .delete(API.authUser)
      .send({ password: DEMO_CREDENTIALS.password })
      .expect(400);
    expect(response.body.code).toBe('demoCannotDelete');
    expect((await agent.get(API.authUser).expect(200)).body.id).toBe(demo.body.id);
  });
});
