import { API, habitCompletePath, habitCompletionsPath } from '@ps/contracts/api';
import { completionSchema, habitSchema } from '@ps/contracts/habits';
import { describeService } from '@ps/db/testing/service';
import { PERSONAL_TOKEN_PREFIX } from '@ps/contracts/your-data';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '@ps/service/idempotency';
import { hashTokenSecret } from '@ps/service/personal-tokens';
import { toDbTimestamp } from '@ps/service/timestamps';
import { createApp } from '../src/app';

const swim = { name: 'Swim', startDate: '2026-01-01' };
const day = { date: '2026-01-05' };

/** The habits the user sees, by name. */
async function habitNames(agent: import('supertest').Agent): Promise<string[]> {
  const list: unknown[] = (await agent.get(API.habits).expect(200)).body;
  return list.map((habit) => habitSchema.parse(habit).name);
}

describeService('changes marked with an Idempotency-Key', createApp, (service) => {
  it('applies a change sent twice once, and answers the second copy with the first answer', async () => {
    const { agent } = await service().signUp();
    const first = await agent.post(API.habits).set(IDEMPOTENCY_HEADER, 'create-swim-1').send(swim);
    const again = await agent.post(API.habits).set(IDEMPOTENCY_HEADER, 'create-swim-1').send(swim);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await habitNames(agent)).toEqual(['Swim']);
  });

  it('replays a marked day and an unmarked day without applying them again', async () => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(swim).expect(201)).body);
    const mark = () =>
      agent.post(habitCompletePath(habit.id)).set(IDEMPOTENCY_HEADER, 'mark-day-0001').send(day);
    const unmark = () =>
      agent.delete(habitCompletePath(habit.id)).set(IDEMPOTENCY_HEADER, 'unmark-day-01').send(day);
    const marked = await mark();
    expect((await unmark()).status).toBeLessThan(300);
    // The mark arrives a second time after the unmark: it must not mark the day again.
    const replayed = await mark();
    expect(replayed.status).toBe(marked.status);
    expect(replayed.body).toEqual(marked.body);
    const days = await agent
      .get(habitCompletionsPath(habit.id))
      .query({ startDate: '2026-01-01', endDate: '2026-01-31' })
      .expect(200);
    expect((days.body as unknown[]).map((c) => completionSchema.parse(c))).toEqual([]);
  });

  it('keeps keys per user: another user sending the same key gets their own change', async () => {
    const alice = await service().signUp('alice');
    const bob = await service().signUp('bob');
    await alice.agent.post(API.habits).set(IDEMPOTENCY_HEADER, 'shared-key-01').send(swim);
    const bobs = await bob.agent
      .post(API.habits)
      .set(IDEMPOTENCY_HEADER, 'shared-key-01')
      .send({ ...swim, name: 'Read' })
      .expect(201);
    expect(bobs.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await habitNames(alice.agent)).toEqual(['Swim']);
    expect(await habitNames(bob.agent)).toEqual(['Read']);
  });

  it('keeps no record of a refused change, so sending it again is judged again', async () => {
    const { agent } = await service().signUp();
    const refused = await agent.post(API.habits).set(IDEMPOTENCY_HEADER, 'bad-habit-01').send({});
    expect(refused.status).toBe(400);
    await agent.post(API.habits).set(IDEMPOTENCY_HEADER, 'bad-habit-01').send(swim).expect(201);
    expect(await habitNames(agent)).toEqual(['Swim']);
  });
});

describeService(
  'changes sent with a personal access token and an Idempotency-Key',
  createApp,
  (service) => {
    it('applies a change a script sends twice once, as for a signed-in page', async () => {
      const { agent, user } = await service().signUp();
      const secret = `${PERSONAL_TOKEN_PREFIX}${'s'.repeat(43)}`;
      await service()
        .knex('api_tokens')
        .insert({
          user_id: user.id,
          name: 'script',
          scope: 'write',
          token_hash: hashTokenSecret(secret),
          created_at: toDbTimestamp(),
        });
      const send = () =>
        service()
          .anonymous()
          .post(API.habits)
          .set('Authorization', `Bearer ${secret}`)
          .set(IDEMPOTENCY_HEADER, 'script-create-1')
          .send(swim);
      expect((await send()).status).toBe(201);
      const again = await send();
      expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
      expect(await habitNames(agent)).toEqual(['Swim']);
    });
  },
);
