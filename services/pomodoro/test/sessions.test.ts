import { API } from '@ps/contracts/api';
import { pomodoroSessionSchema, sessionTotalsSchema } from '@ps/contracts/pomodoro';
import { toDbTimestamp } from '@ps/service/timestamps';
import { insertTask, setTimezone } from '@ps/db/testing/rows';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeService('pomodoro sessions', createApp, (service) => {
  it('records sessions (1500 s by default) and lists them newest first', async () => {
    const { agent, user } = await service().signUp();
    const task = { id: await insertTask(service().knex, user.id, { description: 'Write' }) };
    const first = pomodoroSessionSchema.parse(
      (await agent.post(API.pomodoroSessions).send({}).expect(201)).body,
    );
    expect(first).toMatchObject({ duration: 1500, taskId: null });
    const second = pomodoroSessionSchema.parse(
      (await agent.post(API.pomodoroSessions).send({ duration: 300, taskId: task.id }).expect(201))
        .body,
    );
    expect(second).toMatchObject({ duration: 300, taskId: task.id });
    const list = (await agent.get(API.pomodoroSessions).expect(200)).body;
    expect(list.map((s: unknown) => pomodoroSessionSchema.parse(s).id)).toEqual([
      second.id,
      first.id,
    ]);

    // Deleting the task keeps the session, without its task.
    await service().knex('tasks').where('id', task.id).delete();
    expect((await agent.get(API.pomodoroSessions)).body[0].taskId).toBeNull();
  });

  it.each([
    [{ duration: 0 }, 'Duration must be at least 1 second'],
    [{ duration: 14401 }, 'Duration must be at most 14400 seconds'],
    [{ duration: 12.5 }, 'Duration must be whole seconds'],
    [{ duration: '1500' }, 'Duration must be a number of seconds'],
    [{ taskId: 'x' }, 'taskId must be the id of one of your tasks'],
  ])('rejects %j with "%s"', async (body, message) => {
    const { agent } = await service().signUp();
    expect((await agent.post(API.pomodoroSessions).send(body).expect(400)).body.message).toBe(
      message,
    );
  });

  it("lists one day of the user's own calendar, on both sides of the date line", async () => {
    const { agent, user } = await service().signUp();
    // 2026-03-10T11:30Z is 03-11 01:30 in Kiritimati (UTC+14) and 03-10 00:30 in Pago Pago (UTC-11).
    const instants = [
      '2026-03-10T09:00:00.000Z',
      '2026-03-10T11:30:00.000Z',
      '2026-03-10T23:00:00.000Z',
    ];
    await service()
      .knex('pomodoro_sessions')
      .insert(
        instants.map((instant) => ({
          user_id: user.id,
          duration: 1500,
          completed_at: toDbTimestamp(new Date(instant)),
          created_at: toDbTimestamp(new Date(instant)),
        })),
      );
    const day = async (zone: string, date: string) =>
      (
        await agent.get(`${API.pomodoroSessions}?date=${date}`).set('X-Timezone', zone).expect(200)
      ).body.map((s: { completedAt: string }) => s.completedAt);
    expect(await day('Pacific/Kiritimati', '2026-03-10')).toEqual([instants[0]]);
    expect(await day('Pacific/Kiritimati', '2026-03-11')).toEqual([instants[2], instants[1]]);
    expect(await day('Pacific/Pago_Pago', '2026-03-09')).toEqual([instants[0]]);
    expect(await day('Pacific/Pago_Pago', '2026-03-10')).toEqual([instants[2], instants[1]]);
    expect(await day('UTC', '2026-03-10')).toEqual([instants[2], instants[1], instants[0]]);
    // Without the header, the stored zone (UTC at sign-up here) decides.
    expect((await agent.get(`${API.pomodoroSessions}?date=2026-03-10`)).body).toHaveLength(3);
    await setTimezone(service().knex, user.id, 'Pacific/Kiritimati');
    expect((await agent.get(`${API.pomodoroSessions}?date=2026-03-10`)).body).toHaveLength(1);
    expect(
      (await agent.get(`${API.pomodoroSessions}?date=10-03-2026`).expect(400)).body.message,
    ).toBe('Use a date in the form YYYY-MM-DD');
    for (const farOff of ['9999-12-31', '0001-01-01']) {
      const response = await agent.get(`${API.pomodoroSessions}?date=${farOff}`).expect(400);
      expect(response.body).toMatchObject({ code: 'dateOutOfRange' });
    }
  });

  it('lists the sessions since an instant, and counts and sums them all without a list', async () => {
    const { agent, user } = await service().signUp();
    const other = await service().signUp('other');
    await other.agent.post(API.pomodoroSessions).send({ duration: 600 }).expect(201);
    const rows = [
      { at: '2026-03-01T08:00:00.000Z', duration: 1500 },
      { at: '2026-03-09T23:59:59.000Z', duration: 300 },
      { at: '2026-03-10T00:00:00.000Z', duration: 1200 },
      { at: '2026-03-12T10:00:00.000Z', duration: 900 },
    ];
    await service()
      .knex('pomodoro_sessions')
      .insert(
        rows.map(({ at, duration }) => ({
          user_id: user.id,
          duration,
          completed_at: toDbTimestamp(new Date(at)),
          created_at: toDbTimestamp(new Date(at)),
        })),
      );
    const since = (
      await agent.get(`${API.pomodoroSessions}?since=2026-03-10T00:00:00.000Z`).expect(200)
    ).body.map((s: unknown) => pomodoroSessionSchema.parse(s));
    expect(since.map((s: { createdAt: string }) => s.createdAt)).toEqual([
      rows[3]!.at,
      rows[2]!.at,
    ]);

    // Another user's session never counts.
    const totals = sessionTotalsSchema.parse(
      (await agent.get(API.pomodoroSessionTotals).expect(200)).body,
    );
    expect(totals).toEqual({ sessions: 4, focusSeconds: 1500 + 300 + 1200 + 900 });
    const nothingYet = await service().signUp('new');
    expect((await nothingYet.agent.get(API.pomodoroSessionTotals)).body).toEqual({
      sessions: 0,
      focusSeconds: 0,
    });
  });

  it.each([
    ['since=yesterday', 'since must be a date and time such as 2026-03-10T00:00:00.000Z'],
    [
      'date=2026-03-10&since=2026-03-10T00:00:00.000Z',
      'Ask for one day (date) or for the sessions since a time (since), not both',
    ],
  ])('refuses ?%s with "%s"', async (query, message) => {
    const { agent } = await service().signUp();
    expect((await agent.get(`${API.pomodoroSessions}?${query}`).expect(400)).body.message).toBe(
      message,
    );
  });

  it("keeps sessions private and refuses another user's task", async () => {
    const owner = await service().signUp('owner');
    const other = await service().signUp('other');
    const task = { id: await insertTask(service().knex, owner.user.id, { description: 'Mine' }) };
    await owner.agent.post(API.pomodoroSessions).send({ taskId: task.id }).expect(201);
    expect((await other.agent.get(API.pomodoroSessions).expect(200)).body).toEqual([]);
    const refused = await other.agent
      .post(API.pomodoroSessions)
      .send({ taskId: task.id })
      .expect(400);
    expect(refused.body.message).toBe('taskId must be the id of one of your tasks');
    expect((await owner.agent.get(API.pomodoroSessions)).body).toHaveLength(1);
  });

  it('answers 401 on every route when signed out', async () => {
    const agent = service().anonymous();
    for (const response of await Promise.all([
      agent.get(API.pomodoroSessions),
      agent.get(`${API.pomodoroSessions}?date=2026-01-01`),
      agent.get(API.pomodoroSessionTotals),
      agent.post(API.pomodoroSessions).send({}),
    ])) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });
});
