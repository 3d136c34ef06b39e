import {
  API,
  habitCompletePath,
  habitCompletionsPath,
  habitPath,
  habitSkipPath,
  habitStatsPath,
} from '@ps/contracts/api';
import { addDays, todayIn, weekdayIndex, weekStart } from '@ps/contracts/dates';
import {
  completionAnswerItemSchema,
  completionSchema,
  habitSchema,
  habitStatsSchema,
} from '@ps/contracts/habits';
import { describeService, type TestUser } from '@ps/db/testing/service';

type Agent = TestUser['agent'];
import { createApp } from '../src/app';

const today = todayIn('UTC');
const day = (offset: number) => addDays(today, offset);
const thisMonday = weekStart(today);

describeService('habits with schedules, skips, amounts and notes', createApp, (service) => {
  const create = async (agent: Agent, body: object) =>
    habitSchema.parse(
      (
        await agent
          .post(API.habits)
          .send({ name: 'H', startDate: day(-60), ...body })
          .expect(201)
      ).body,
    );
  const stats = async (agent: Agent, id: number) =>
    habitStatsSchema.parse((await agent.get(habitStatsPath(id)).expect(200)).body);
  const mark = (agent: Agent, id: number, date: string, extra: object = {}) =>
    agent.post(habitCompletePath(id)).send({ date, ...extra });

  it('counts a 3-times-a-week habit done Mon, Wed and Fri of last week as a 1-week streak', async () => {
    const { agent } = await service().signUp();
    const habit = await create(agent, { schedule: { kind: 'timesPerWeek', times: 3 } });
    expect(habit).toMatchObject({ frequency: 'weekly', target: null, archived: false });
    for (const offset of [-7, -5, -3]) {
      await mark(agent, habit.id, addDays(thisMonday, offset)).expect(201);
    }
    expect(await stats(agent, habit.id)).toMatchObject({
      currentStreak: 1,
      bestStreak: 1,
      unit: 'week',
      periodMet: false,
    });
  });

  it('keeps a daily streak across a skipped day, which it does not count', async () => {
    const { agent } = await service().signUp();
    const habit = await create(agent, { frequency: 'daily' });
    for (const offset of [-5, -4, -2, -1, 0]) await mark(agent, habit.id, day(offset)).expect(201);
    await agent
      .post(habitSkipPath(habit.id))
      .send({ date: day(-3) })
      .expect(201);
    expect(await stats(agent, habit.id)).toMatchObject({ currentStreak: 5, unit: 'day' });

    // Without ?include=all only done days come back, as the original calls gave them.
    const range = `?startDate=${day(-6)}&endDate=${today}`;
    const doneDays = (await agent.get(habitCompletionsPath(habit.id) + range)).body;
    expect(doneDays.map((c: { completedAt: string }) => c.completedAt)).not.toContain(day(-3));
    const all = (await agent.get(`${habitCompletionsPath(habit.id)}${range}&include=all`)).body;
    const skipped = all.map(completionSchema.parse).find((c: { status: string }) => {
      return c.status === 'skipped';
    });
    expect(skipped).toMatchObject({ completedAt: day(-3), met: false });

    // Clearing the skip breaks the run again.
    await agent
      .delete(habitCompletePath(habit.id))
      .send({ date: day(-3) })
      .expect(204);
    expect(await stats(agent, habit.id)).toMatchObject({ currentStreak: 3, bestStreak: 3 });
  });

  it('counts a measurable day as done only at its target, and keeps the note', async () => {
    const { agent } = await service().signUp();
    const target = { amount: 8, unit: 'glasses', direction: 'atLeast' };
    const habit = await create(agent, { name: 'Drink water', target });
    expect(habit.target).toEqual(target);

    const missing = await mark(agent, habit.id, today).expect(400);
    expect(missing.body.message).toBe('This habit is measured: enter the amount for the day');
    const below = completionSchema.parse(
      (await mark(agent, habit.id, today, { value: 6, note: 'Hot day' }).expect(201)).body,
    );
    expect(below).toMatchObject({ value: 6, note: 'Hot day', met: false, status: 'done' });
    expect((await stats(agent, habit.id)).today).toBe('empty');
    const met = completionSchema.parse(
      (await mark(agent, habit.id, today, { value: 8 }).expect(200)).body,
    );
    expect(met).toMatchObject({ value: 8, note: 'Hot day', met: true });
    const cleared = await mark(agent, habit.id, today, { value: 8, note: '' }).expect(200);
    expect(cleared.body.note).toBeNull();
    expect((await stats(agent, habit.id)).today).toBe('done');
  });

  it('sends the same records as rows with ?format=rows, in far fewer bytes', async () => {
    const { agent } = await service().signUp();
    const target = { amount: 8, unit: 'glasses', direction: 'atLeast' };
    const water = await create(agent, { name: 'Drink water', target });
    const run = await create(agent, { name: 'Run' });
    for (const offset of [-40, -39, -38, -30, -20, -10, -2, -1]) {
      await mark(agent, run.id, day(offset)).expect(201);
    }
    await agent
      .post(habitSkipPath(run.id))
      .send({ date: day(-3) })
      .expect(201);
    await mark(agent, water.id, day(-1), { value: 6, note: 'Hot day' }).expect(201);
    await mark(agent, water.id, today, { value: 9 }).expect(201);

    const read = `${API.habitCompletions}?startDate=${day(-60)}&endDate=${today}&include=all`;
    const objects = await agent.get(read).expect(200);
    const rows = await agent.get(`${read}&format=rows`).expect(200);
    expect(rows.body).toHaveLength(11);
    expect(rows.body.map(completionAnswerItemSchema.parse)).toEqual(objects.body);
    // A plain day is its id, habit, date and time; a skip, an amount or a note follows them.
    const byDate = (date: string) => rows.body.find((row: unknown[]) => row[2] === date);
    expect(byDate(day(-2))).toHaveLength(4);
    expect(byDate(day(-3)).slice(4)).toEqual(['skipped', null, null, false]);
    expect(rows.body.find((row: unknown[]) => row[6] === 'Hot day').slice(4)).toEqual([
      'done',
      6,
      'Hot day',
      false,
    ]);
    expect(rows.text.length).toBeLessThan(objects.text.length * 0.5);

    const unknown = await agent.get(`${read}&format=xml`).expect(400);
    expect(unknown.body.message).toBe('format must be rows, or left out');
  });

  it('refuses days that have not come or came before the start, with a message', async () => {
    const { agent } = await service().signUp();
    const habit = await create(agent, {});
    const future = await mark(agent, habit.id, day(1)).expect(400);
    expect(future.body.message).toMatch(/has not come yet/);
    const early = await agent
      .post(habitSkipPath(habit.id))
      .send({ date: day(-61) })
      .expect(400);
    expect(early.body.message).toMatch(/before the habit's start date/);
    await mark(agent, habit.id, today, { value: -1 }).expect(400);
  });

  it.each([
    [{ schedule: { kind: 'weekdays', days: [] } }],
    [{ schedule: { kind: 'weekdays', days: [0, 8] } }],
    [{ schedule: { kind: 'timesPerWeek', times: 8 } }],
    [{ schedule: { kind: 'everyNDays', interval: 1 } }],
    [{ schedule: { kind: 'hourly' } }],
  ])('refuses the schedule %j with a message', async (body) => {
    const { agent } = await service().signUp();
    const response = await agent
      .post(API.habits)
      .send({ name: 'H', startDate: today, ...body })
      .expect(400);
    expect(response.body.message).toMatch(/^Choose a schedule/);
    expect((await agent.get(API.habits)).body).toEqual([]);
  });

  it('refuses a target without an amount above 0 or with a long unit', async () => {
    const { agent } = await service().signUp();
    for (const target of [
      { amount: 0, unit: 'km', direction: 'atLeast' },
      { amount: 5, unit: 'km', direction: 'exactly' },
      { amount: 5, unit: 'x'.repeat(21), direction: 'atMost' },
    ]) {
      await agent.post(API.habits).send({ name: 'H', startDate: today, target }).expect(400);
    }
  });

  it('takes a schedule or a frequency on update, and archives', async () => {
    const { agent } = await service().signUp();
    const habit = await create(agent, {});
    const weekdays = { kind: 'weekdays', days: [5, 1, 3] };
    const updated = habitSchema.parse(
      (await agent.put(habitPath(habit.id)).send({ schedule: weekdays }).expect(200)).body,
    );
    expect(updated).toMatchObject({ schedule: { kind: 'weekdays', days: [1, 3, 5] } });
    const weekly = (await agent.put(habitPath(habit.id)).send({ frequency: 'weekly' })).body;
    expect(weekly).toMatchObject({ frequency: 'weekly', schedule: { kind: 'timesPerWeek' } });
    const archived = (await agent.put(habitPath(habit.id)).send({ archived: true })).body;
    expect(archived).toMatchObject({ archived: true, name: 'H' });
  });

  it('reorders the habits, and refuses an order that is not exactly theirs', async () => {
    const { agent } = await service().signUp();
    const [a, b, c] = [await create(agent, {}), await create(agent, {}), await create(agent, {})];
    const ids = async () => (await agent.get(API.habits)).body.map((h: { id: number }) => h.id);
    expect(await ids()).toEqual([a!.id, b!.id, c!.id]);
    await agent
      .put(API.habitOrder)
      .send({ ids: [c!.id, a!.id, b!.id] })
      .expect(204);
    expect(await ids()).toEqual([c!.id, a!.id, b!.id]);

    const other = await service().signUp('other');
    const theirs = await create(other.agent, {});
    for (const order of [
      [a!.id, b!.id],
      [a!.id, b!.id, b!.id],
      [a!.id, b!.id, theirs.id],
    ]) {
      const refused = await agent.put(API.habitOrder).send({ ids: order }).expect(400);
      expect(refused.body.message).toMatch(/all your habits/);
    }
    expect(await ids()).toEqual([c!.id, a!.id, b!.id]);
  });

  it('counts weeks from the user’s first weekday', async () => {
    // The week that holds today, as each first weekday starts it. One begins before the other:
    // a check-in on its first day and one today are the same week for it and not for the other.
    const weekBegins = {
      monday: thisMonday,
      sunday: weekdayIndex(today) === 6 ? today : addDays(thisMonday, -1),
    };
    const [earlier, later] =
      weekBegins.monday < weekBegins.sunday
        ? (['monday', 'sunday'] as const)
        : (['sunday', 'monday'] as const);
    const { agent, user } = await service().signUp();
    const habit = await create(agent, { schedule: { kind: 'timesPerWeek', times: 2 } });
    await mark(agent, habit.id, weekBegins[earlier]).expect(201);
    await mark(agent, habit.id, today).expect(201);
    const metWith = async (firstDay: 'monday' | 'sunday') => {
      await service().knex('users').where('id', user.id).update({ week_start: firstDay });
      return (await stats(agent, habit.id)).periodMet;
    };
    expect(await metWith(earlier)).toBe(true);
    expect(await metWith(later)).toBe(false);
  });

  it('keeps another user’s habit stats and skips private (404)', async () => {
    const owner = await service().signUp('owner');
    const other = await service().signUp('other');
    const habit = await create(owner.agent, {});
    await other.agent.get(habitStatsPath(habit.id)).expect(404);
    await other.agent.post(habitSkipPath(habit.id)).send({ date: today }).expect(404);
    await other.agent.put(habitPath(habit.id)).send({ archived: true }).expect(404);
    await service().anonymous().get(habitStatsPath(habit.id)).expect(401);
  });
});
