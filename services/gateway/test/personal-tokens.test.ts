import request from 'supertest';
import { API, habitPath } from '@ps/contracts/api';
import {
  apiTokenPath,
  createdTokenSchema,
  PERSONAL_TOKEN_PREFIX,
  YOUR_DATA_API,
  type CreatedToken,
} from '@ps/contracts/your-data';
import { hashTokenSecret } from '@ps/service/personal-tokens';
import { SESSION_COOKIE } from '@ps/service/session';
import { describeEachDatabase } from '@ps/db/testing/databases';
import { startGateway } from './support/gateway';

describeEachDatabase('personal access tokens', (db) => {
  let gateway: ReturnType<typeof startGateway>;
  const log: string[] = [];
  beforeAll(() => {
    gateway = startGateway(db(), {
      log: (line) => log.push(line),
    });
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
  });

  const create = async (agent: request.Agent, scope: 'read' | 'write', name = `${scope} key`) => {
    const response = await agent.post(YOUR_DATA_API.tokens).send({ name, scope }).expect(201);
    return createdTokenSchema.parse(response.body);
  };
  /** A script's client: no cookie jar, the token in the Authorization header. */
  const withToken = (secret: string) => {
    const client = request(gateway.server);
    const bearer = `Bearer ${secret}`;
    return {
      get: (path: string) => client.get(path).set('Authorization', bearer),
      post: (path: string) => client.post(path).set('Authorization', bearer),
      put: (path: string) => client.put(path).set('Authorization', bearer),
      delete: (path: string) => client.delete(path).set('Authorization', bearer),
    };
  };

  it('creates, lists newest first and revokes; the secret is shown once and stored hashed', async () => {
    const { agent, user } = await gateway.signUp('owner');
    const first = await create(agent, 'read', 'Backup script');
    const second = await create(agent, 'write', 'Sync');
    expect(first.secret).toMatch(new RegExp(`^${PERSONAL_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(first.token).toEqual({
      id: expect.any(Number),
      name: 'Backup script',
      scope: 'read',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const listed = await agent.get(YOUR_DATA_API.tokens).expect(200);
    expect(listed.body).toEqual([second.token, first.token]);
    expect(JSON.stringify(listed.body)).not.toContain(PERSONAL_TOKEN_PREFIX);

    const rows = await gateway.knex('api_tokens').where('user_id', user.id).orderBy('id');
    expect(rows.map((row) => row.token_hash)).toEqual([
      hashTokenSecret(first.secret),
      hashTokenSecret(second.secret),
    ]);
    expect(JSON.stringify(rows)).not.toContain(first.secret);

    await agent.delete(apiTokenPath(first.token.id)).expect(204);
    expect((await agent.get(YOUR_DATA_API.tokens)).body).toEqual([second.token]);
    expect((await agent.delete(apiTokenPath(first.token.id))).body.code).toBe('tokenNotFound');
  });

  it("refuses names and scopes the contract does not allow, and another user's token", async () => {
    const { agent } = await gateway.signUp('careful');
    const { agent: other } = await gateway.signUp('other');
    const refusal = async (body: object) =>
      (await agent.post(YOUR_DATA_API.tokens).send(body).expect(400)).body.code;
    expect(await refusal({ name: ' ', scope: 'read' })).toBe('tokenNameRequired');
    expect(await refusal({ name: 'x'.repeat(61), scope: 'read' })).toBe('tokenNameTooLong');
    expect(await refusal({ name: 'ok', scope: 'admin' })).toBe('tokenScopeInvalid');

    const theirs = await create(other, 'write');
    const response = await agent.delete(apiTokenPath(theirs.token.id)).expect(404);
    expect(response.body.code).toBe('tokenNotFound');
    await agent.delete(`${YOUR_DATA_API.tokens}/abc`).expect(404);
    expect((await other.get(YOUR_DATA_API.tokens)).body).toHaveLength(1);
  });

  it('a read token reads habits, tasks, pomodoro and analytics, and may not write', async () => {
    const { agent } = await gateway.signUp('reader');
    const habit = (
      await agent.post(API.habits).send({ name: 'Read', startDate: '2026-01-01' }).expect(201)
    ).body;
    await agent.post(API.tasks).send({ description: 'Write the report' }).expect(201);
    const { secret } = await create(agent, 'read');
    const token = withToken(secret);

    expect((await token.get(API.habits).expect(200)).body).toEqual([habit]);
    expect((await token.get(API.tasks).expect(200)).body).toHaveLength(1);
    await token.get(API.pomodoroSettings).expect(200);
    await token.get(API.pomodoroFocus).expect(200);
    await token.get(API.pomodoroSessions).expect(200);
    await token.get(API.stats).expect(200);
    await token.get(API.authUser).expect(200);

    for (const write of [
      token.post(API.habits).send({ name: 'Nope' }),
      token.put(habitPath(habit.id)).send({ name: 'Renamed' }),
      token.delete(habitPath(habit.id)),
      token.post(API.tasks).send({ description: 'Nope' }),
      token.post(API.pomodoroFocus).send({ action: 'start' }),
    ]) {
      const response = await write.expect(403);
      expect(response.body.code).toBe('tokenReadOnly');
    }
    expect((await agent.get(API.habits)).body).toEqual([habit]);
  });

  it('a write token writes everywhere, from a script or a page on another site', async () => {
    const { agent } = await gateway.signUp('writer');
    const token = withToken((await create(agent, 'write')).secret);
    const habit = (
      await token.post(API.habits).send({ name: 'Run', startDate: '2026-01-01' }).expect(201)
    ).body;
    await token.post(API.tasks).send({ description: 'Stretch' }).expect(201);
    await token
      .put(API.pomodoroSettings)
      .set('Origin', 'https://elsewhere.example')
      .send({ workMinutes: 30, breakMinutes: 5 })
      .expect(200);
    await token.delete(habitPath(habit.id)).expect(204);
    expect((await agent.get(API.tasks)).body).toHaveLength(1);
    expect((await agent.get(API.pomodoroSettings)).body.workMinutes).toBe(30);
  });

  it('needs no session and leaves none: no cookie set, no session row, a cookie beside it unused', async () => {
    const { agent, user } = await gateway.signUp('quiet');
    const { secret } = await create(agent, 'write');
    const sessionsBefore = await gateway
      .knex('sessions')
      .where('user_id', user.id)
      .count({ n: '*' });
    const response = await withToken(secret).get(API.authUser).expect(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body.username).toBe(user.username);
    const sessionsAfter = await gateway
      .knex('sessions')
      .where('user_id', user.id)
      .count({ n: '*' });
    expect(sessionsAfter).toEqual(sessionsBefore);
    // A cookie sent with a token is ignored: signing out through it does not end the session.
    await agent.post(API.logout).set('Authorization', `Bearer ${secret}`).expect(204);
    await agent.get(API.authUser).expect(200);
  });

  it('revoked and unknown tokens are 401; a token cannot manage tokens or delete the account', async () => {
    const { agent } = await gateway.signUp('revoker');
    const created = await create(agent, 'write');
    const token = withToken(created.secret);
    for (const response of [
      await token.get(YOUR_DATA_API.tokens),
      await token.post(YOUR_DATA_API.tokens).send({ name: 'more', scope: 'write' }),
      await token.delete(apiTokenPath(created.token.id)),
      await token.delete(API.authUser).send({ password: 'secret123' }),
      await token.post(API.blockerPairings),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('tokenNotAllowed');
    }
    await agent.delete(apiTokenPath(created.token.id)).expect(204);
    expect((await token.get(API.habits).expect(401)).body.code).toBe('unauthorized');
    await withToken(`${PERSONAL_TOKEN_PREFIX}unknown`).get(API.habits).expect(401);
    // Any other Bearer credential is judged alone, never by a cookie beside it.
    await agent.get(API.habits).set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('shows when a token was last used, written at most once a minute', async () => {
    const { agent } = await gateway.signUp('tracked');
    const created = await create(agent, 'read');
    const before = Date.now();
    await withToken(created.secret).get(API.habits).expect(200);
    const [listed] = (await agent.get(YOUR_DATA_API.tokens)).body as CreatedToken['token'][];
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1000);
    await withToken(created.secret).get(API.tasks).expect(200);
    const [again] = (await agent.get(YOUR_DATA_API.tokens)).body as CreatedToken['token'][];
    expect(again!.lastUsedAt).toBe(listed!.lastUsedAt);
  });

  it('writes no token to the access log, even one put in the query string', async () => {
    const { agent } = await gateway.signUp('logged');
    const { secret } = await create(agent, 'read');
    log.length = 0;
    await withToken(secret).get(`${API.habits}?access_token=${secret}&note=${secret}`).expect(200);
    await request(gateway.server)
      .get(`${API.tasks}?token=${secret.slice(7)}`)
      .expect(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toHaveLength(2);
    const text = log.join('\n');
    expect(text).not.toContain(secret.slice(PERSONAL_TOKEN_PREFIX.length));
    expect(text).toContain('access_token=[redacted]');
    expect(text).not.toContain(SESSION_COOKIE);
  });

  it('throttles an address after repeated token failures, with 429', async () => {
    const throttled = startGateway(db(), {
      throttle: { signUpsPerAddress: 10_000, failuresPerAddress: 3 },
    });
    try {
      const { agent } = await throttled.signUp('throttled');
      const { secret } = await create(agent, 'read');
      const guess = () =>
        request(throttled.server)
          .get(API.habits)
          .set('Authorization', `Bearer ${PERSONAL_TOKEN_PREFIX}guess`);
      for (let i = 0; i < 3; i += 1) await guess().expect(401);
      const refused = await guess().expect(429);
      expect(refused.body.code).toBe('tooManySignIns');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right token waits; a signed-in session does not.
      await request(throttled.server)
        .get(API.habits)
        .set('Authorization', `Bearer ${secret}`)
        .expect(429);
      await agent.get(API.habits).expect(200);
    } finally {
      await throttled.close();
    }
  });
});
