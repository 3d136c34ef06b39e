import { API, habitCompletePath, habitPath } from '@ps/contracts/api';
import { addDays, todayIn } from '@ps/contracts/dates';
import { statsSchema } from '@ps/contracts/stats';
import { YOUR_DATA_API } from '@ps/contracts/your-data';
import { describeGateway } from './support/gateway';

/*
 * The progress service keeps each user's habit figures until the user's habits change. Every way
 * the API changes them (the habits service's calls and the import) must show on the next read.
 */
describeGateway('the dashboard figures through the gateway', (gateway) => {
  it('follow every change to habits made through the API, the import included', async () => {
    const { agent } = await gateway().signUp('figures');
    const zone = { 'X-Timezone': 'UTC' };
    const today = todayIn('UTC');
    const yesterday = addDays(today, -1);
    const habits = async () =>
      statsSchema.parse((await agent.get(API.stats).set(zone).expect(200)).body).habits;
    expect(await habits()).toMatchObject({ totalHabits: 0 });

    const created = await agent
      .post(API.habits)
      .set(zone)
      .send({ name: 'Walk', frequency: 'daily', startDate: addDays(today, -10) })
      .expect(201);
    const id = (created.body as { id: number }).id;
    expect(await habits()).toMatchObject({ totalHabits: 1, habitsCompletedToday: 0 });

    await agent.post(habitCompletePath(id)).set(zone).send({ date: today }).expect(201);
    expect(await habits()).toMatchObject({ habitsCompletedToday: 1, currentStreak: 1 });
    await agent
      .post(`${habitPath(id)}/skip`)
      .set(zone)
      .send({ date: today })
      .expect(200);
    expect(await habits()).toMatchObject({ habitsCompletedToday: 0 });
    await agent.post(habitCompletePath(id)).set(zone).send({ date: yesterday }).expect(201);
    expect(await habits()).toMatchObject({ habitsCompletedYesterday: 1 });
    await agent.delete(habitCompletePath(id)).set(zone).send({ date: yesterday }).expect(204);
    expect(await habits()).toMatchObject({ habitsCompletedYesterday: 0 });

    await agent.put(habitPath(id)).set(zone).send({ archived: true }).expect(200);
    expect(await habits()).toMatchObject({ totalHabits: 0 });
    await agent.put(habitPath(id)).set(zone).send({ archived: false }).expect(200);
    await agent.post(habitCompletePath(id)).set(zone).send({ date: yesterday }).expect(201);
    expect(await habits()).toMatchObject({ totalHabits: 1, habitsCompletedYesterday: 1 });

    const exported = await agent.get(`${YOUR_DATA_API.export}?format=json`).expect(200);
    await agent.delete(habitPath(id)).set(zone).expect(204);
    expect(await habits()).toMatchObject({ totalHabits: 0, habitsCompletedYesterday: 0 });
    await agent
      .post(YOUR_DATA_API.import)
      .set(zone)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from(exported.text))
      .expect(200);
    expect(await habits()).toMatchObject({ totalHabits: 1, habitsCompletedYesterday: 1 });
  });
});
