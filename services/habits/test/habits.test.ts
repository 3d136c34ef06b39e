import {
  API,
  habitCompletePath,
  habitCompletionsPath,
  habitPath,
  TIMEZONE_HEADER,
} from '@ps/contracts/api';
import { addDays, todayIn } from '@ps/contracts/dates';
import { completionSchema, habitSchema } from '@ps/contracts/habits';
import { insertTask } from '@ps/db/testing/rows';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

const run = {
  name: 'Run',
  description: 'Around the park',
  frequency: 'daily',
  startDate: '2026-01-01',
};

describeService('habits', createApp, (service) => {
  it('creates, lists, updates and deletes habits', async () => {
    const { agent } = await service().signUp();
    const created = habitSchema.parse((await agent.post(API.habits).send(run).expect(201)).body);
    expect(created).toMatchObject({ ...run, isActive: true });
    const minimal = habitSchema.parse(
      (await agent.post(API.habits).send({ name: ' Read ', startDate: '2026-02-01' }).expect(201))
        .body,
    );
    expect(minimal).toMatchObject({ name: 'Read', description: null, frequency: 'daily' });

    const list = (await agent.get(API.habits).expect(200)).body;
    expect(list.map((h: unknown) => habitSchema.parse(h).id)).toEqual([created.id, minimal.id]);

    const updated = await agent
      .put(habitPath(created.id))
      .send({ ...run, name: 'Run far', frequency: 'weekly', description: '', isActive: false })
      .expect(200);
    expect(habitSchema.parse(updated.body)).toMatchObject({
      name: 'Run far',
      frequency: 'weekly',
      description: null,
      isActive: false,
    });

    await agent.delete(habitPath(created.id)).expect(204);
    expect((await agent.get(API.habits)).body).toHaveLength(1);
    await agent.delete(habitPath(created.id)).expect(404);
  });

  it.each([
    [{ startDate: '2026-01-01' }, 'Habit name is required'],
    [{ name: '   ', startDate: '2026-01-01' }, 'Habit name is required'],
    [{ name: 'Run' }, 'Start date is required'],
    [{ name: 'Run', startDate: '' }, 'Start date is required'],
    [{ name: 'Run', startDate: '2026-02-30' }, 'Use a date in the form YYYY-MM-DD'],
    [
      { name: 'Run', startDate: '2026-01-01', frequency: 'monthly' },
      'Frequency must be daily or weekly',
    ],
    [{ name: 'x'.repeat(101), startDate: '2026-01-01' }, 'Keep the name under 100 characters'],
  ])('rejects %j with "%s"', async (body, message) => {
    const { agent } = await service().signUp();
    const response = await agent.post(API.habits).send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it.each([
    [{ name: '   ' }, 'Habit name is required'],
    [{ startDate: '' }, 'Start date is required'],
    [{ startDate: '2026-02-30' }, 'Use a date in the form YYYY-MM-DD'],
    [{ startDate: '9999-12-31' }, 'Use a date between 1970 and 2199'],
    [{ frequency: 'monthly' }, 'Frequency must be daily or weekly'],
  ])('refuses an update %j with "%s" and changes nothing', async (body, message) => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run).expect(201)).body);
    const response = await agent.put(habitPath(habit.id)).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect((await agent.get(API.habits)).body[0]).toEqual(habit);
  });

  it('updates only the fields a PUT sends', async () => {
    const { agent } = await service().signUp();
    const weekly = {
      name: 'Swim',
      description: 'Pool',
      frequency: 'weekly',
      startDate: '2026-01-05',
    };
    const habit = habitSchema.parse((await agent.post(API.habits).send(weekly).expect(201)).body);
    const renamed = (await agent.put(habitPath(habit.id)).send({ name: 'Swim far' }).expect(200))
      .body;
    expect(renamed).toMatchObject({ ...weekly, name: 'Swim far' });
    const paused = (await agent.put(habitPath(habit.id)).send({ isActive: false }).expect(200))
      .body;
    expect(paused).toMatchObject({ ...weekly, name: 'Swim far', isActive: false });
    const cleared = (await agent.put(habitPath(habit.id)).send({ description: null }).expect(200))
      .body;
    expect(cleared).toMatchObject({ name: 'Swim far', description: null, frequency: 'weekly' });
  });

  it('takes check-ins only from the start date to the user’s today, in their zone', async () => {
    const { agent } = await service().signUp();
    const zone = 'Pacific/Kiritimati';
    const today = todayIn(zone);
    const habit = habitSchema.parse(
      (await agent.post(API.habits).send({ ...run, startDate: addDays(today, -10) })).body,
    );
    const mark = (date: string) =>
      agent.post(habitCompletePath(habit.id)).set(TIMEZONE_HEADER, zone).send({ date });
    await mark(today).expect(201);
    await mark(addDays(today, -10)).expect(201);
    const cases: [string, string, string][] = [
      [
        addDays(today, 1),
        'dateInFuture',
        'That day has not come yet: check-ins are for today or earlier',
      ],
      [
        addDays(today, -11),
        'dateBeforeStart',
        `That day is before the habit's start date (${addDays(today, -10)})`,
      ],
      ['9999-12-31', 'dateOutOfRange', 'Use a date between 1970 and 2199'],
      ['0000-01-01', 'dateOutOfRange', 'Use a date between 1970 and 2199'],
      ['2026-02-30', 'dateFormat', 'Use a date in the form YYYY-MM-DD'],
    ];
    for (const [date, code, message] of cases) {
      const marked = await mark(date).expect(400);
      expect(marked.body).toMatchObject({ code, message });
      const unmarked = await agent
        .delete(habitCompletePath(habit.id))
        .set(TIMEZONE_HEADER, zone)
        .send({ date })
        .expect(400);
      expect(unmarked.body.code).toBe(code);
    }
    const range = `?startDate=${addDays(today, -30)}&endDate=${addDays(today, 30)}`;
    const stored = (await agent.get(`${habitCompletionsPath(habit.id)}${range}`)).body;
    expect(stored.map((c: { completedAt: string }) => c.completedAt).sort()).toEqual(
      [addDays(today, -10), today].sort(),
    );
  });

  it('answers every racing mark from what it saved, never 500', async () => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    const today = todayIn('UTC');
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2
          ? agent
              .delete(habitCompletePath(habit.id))
              .set(TIMEZONE_HEADER, 'UTC')
              .send({ date: today })
          : agent
              .post(habitCompletePath(habit.id))
              .set(TIMEZONE_HEADER, 'UTC')
              .send({ date: today }),
      ),
    );
    const unexpected = statuses.filter((response) => ![200, 201, 204].includes(response.status));
    expect(unexpected.map((response) => `${response.status} ${response.text}`)).toEqual([]);
    for (const response of statuses.filter((r) => r.status !== 204)) {
      expect(response.body).toMatchObject({ habitId: habit.id, completedAt: today });
    }
  });

  it('marks a day once, however often, and unmarks idempotently', async () => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    const first = await agent
      .post(habitCompletePath(habit.id))
      .send({ date: '2026-03-01' })
      .expect(201);
    const again = await agent
      .post(habitCompletePath(habit.id))
      .send({ date: '2026-03-01' })
      .expect(200);
    expect(completionSchema.parse(first.body)).toEqual(completionSchema.parse(again.body));
    expect(first.body).toMatchObject({ habitId: habit.id, completedAt: '2026-03-01' });
    await agent.post(habitCompletePath(habit.id)).send({ date: '2026-03-03' }).expect(201);

    const range = `?startDate=2026-03-01&endDate=2026-03-02`;
    const listed = (await agent.get(`${habitCompletionsPath(habit.id)}${range}`).expect(200)).body;
    expect(listed.map((c: unknown) => completionSchema.parse(c).completedAt)).toEqual([
      '2026-03-01',
    ]);

    await agent.delete(habitCompletePath(habit.id)).send({ date: '2026-03-01' }).expect(204);
    await agent.delete(habitCompletePath(habit.id)).send({ date: '2026-03-01' }).expect(204);
    await agent.delete(`${habitCompletePath(habit.id)}?date=2026-03-03`).expect(204);
    expect(
      (await agent.get(`${habitCompletionsPath(habit.id)}?startDate=2026-01-01&endDate=2026-12-31`))
        .body,
    ).toEqual([]);
  });

  it.each([
    [{}, 'Date is required'],
    [{ date: '01/03/2026' }, 'Use a date in the form YYYY-MM-DD'],
  ])('validates the day to mark: %j', async (body, message) => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    expect(
      (await agent.post(habitCompletePath(habit.id)).send(body).expect(400)).body.message,
    ).toBe(message);
    expect(
      (await agent.delete(habitCompletePath(habit.id)).send(body).expect(400)).body.message,
    ).toBe(message);
  });

  it.each([
    ['', 'startDate is required'],
    ['?startDate=2026-01-01', 'endDate is required'],
    ['?startDate=2026-02-01&endDate=2026-01-01', 'startDate must not be after endDate'],
    ['?startDate=2025-01-01&endDate=2026-06-01', 'Ask for at most 366 days at a time'],
    ['?startDate=yesterday&endDate=2026-01-01', 'Use a date in the form YYYY-MM-DD'],
    ['?startDate=9999-12-01&endDate=9999-12-31', 'Use a date between 1970 and 2199'],
  ])('validates the range %s', async (query, message) => {
    const { agent } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    expect(
      (await agent.get(`${habitCompletionsPath(habit.id)}${query}`).expect(400)).body.message,
    ).toBe(message);
    expect((await agent.get(`${API.habitCompletions}${query}`).expect(400)).body.message).toBe(
      message,
    );
  });

  it('returns every habit’s completions in one batched answer', async () => {
    const { agent } = await service().signUp();
    const a = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    const b = habitSchema.parse((await agent.post(API.habits).send({ ...run, name: 'Read' })).body);
    for (const [habit, date] of [
      [a, '2026-04-01'],
      [b, '2026-04-01'],
      [b, '2026-04-02'],
      [a, '2026-05-01'],
    ] as const) {
      await agent.post(habitCompletePath(habit.id)).send({ date }).expect(201);
    }
    const batched = (
      await agent.get(`${API.habitCompletions}?startDate=2026-04-01&endDate=2026-04-30`).expect(200)
    ).body;
    expect(
      batched
        .map((c: unknown) => completionSchema.parse(c))
        .map((c: { habitId: number; completedAt: string }) => [c.habitId, c.completedAt]),
    ).toEqual([
      [a.id, '2026-04-01'],
      [b.id, '2026-04-01'],
      [b.id, '2026-04-02'],
    ]);
  });

  it('deleting a habit removes its completions and unlinks its tasks', async () => {
    const { agent, user } = await service().signUp();
    const habit = habitSchema.parse((await agent.post(API.habits).send(run)).body);
    await agent.post(habitCompletePath(habit.id)).send({ date: '2026-03-01' }).expect(201);
    const knex = service().knex;
    const task = await insertTask(knex, user.id, { description: 'Shoes', habitId: habit.id });
    await agent.delete(habitPath(habit.id)).expect(204);
    expect(await knex('habit_completions').where('habit_id', habit.id)).toHaveLength(0);
    expect(await knex('tasks').where('id', task).first()).toMatchObject({ habit_id: null });
  });

  it('answers 404 for ids that are not numbers', async () => {
    const { agent } = await service().signUp();
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await agent.put(`${API.habits}/${id}`).send(run).expect(404);
      expect(response.body).toEqual({ message: 'Habit not found', code: 'habitNotFound' });
    }
  });

  it('keeps each user’s habits private (another user’s id is a 404)', async () => {
    const owner = await service().signUp('owner');
    const other = await service().signUp('other');
    const habit = habitSchema.parse((await owner.agent.post(API.habits).send(run)).body);
    await owner.agent.post(habitCompletePath(habit.id)).send({ date: '2026-03-01' }).expect(201);
    const range = '?startDate=2026-01-01&endDate=2026-12-31';

    expect((await other.agent.get(API.habits).expect(200)).body).toEqual([]);
    expect((await other.agent.get(`${API.habitCompletions}${range}`).expect(200)).body).toEqual([]);
    const attempts = [
      other.agent.put(habitPath(habit.id)).send(run),
      other.agent.delete(habitPath(habit.id)),
      other.agent.get(`${habitCompletionsPath(habit.id)}${range}`),
      other.agent.post(habitCompletePath(habit.id)).send({ date: '2026-03-02' }),
      other.agent.delete(habitCompletePath(habit.id)).send({ date: '2026-03-01' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Habit not found', code: 'habitNotFound' });
    }
    const stillThere = (await owner.agent.get(`${habitCompletionsPath(habit.id)}${range}`)).body;
    expect(stillThere).toHaveLength(1);
    expect((await owner.agent.get(API.habits)).body[0].name).toBe('Run');
  });

  it('answers 401 on every route when signed out', async () => {
    const agent = service().anonymous();
    const range = '?startDate=2026-01-01&endDate=2026-01-31';
    const responses = await Promise.all([
      agent.get(API.habits),
      agent.post(API.habits).send(run),
      agent.put(habitPath(1)).send(run),
      agent.delete(habitPath(1)),
      agent.get(`${API.habitCompletions}${range}`),
      agent.get(`${habitCompletionsPath(1)}${range}`),
      agent.post(habitCompletePath(1)).send({ date: '2026-01-01' }),
      agent.delete(habitCompletePath(1)).send({ date: '2026-01-01' }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });
});
