import { API, habitCompletePath, TIMEZONE_HEADER } from '@ps/contracts/api';
import { markDay } from '@ps/db/streak-runs';
import { addDays, localDayBounds, todayIn } from '@ps/contracts/dates';
import { statsSchema } from '@ps/contracts/stats';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeGateway, type TestGateway } from '../../gateway/test/support/gateway';

const ZERO = {
  habits: {
    totalHabits: 0,
    habitsCompletedToday: 0,
    habitsCompletedYesterday: 0,
    longestStreak: 0,
    currentStreak: 0,
  },
  tasks: { totalTasks: 0, completedTasks: 0, pendingTasks: 0, tasksCompletedThisWeek: 0 },
  pomodoro: { sessionsToday: 0, totalFocusTimeToday: 0, totalFocusTimeYesterday: 0 },
};

/** A user with known history relative to their local today in `zone`. */
async function seed(gateway: TestGateway, zone: string) {
  const { agent, user } = await gateway.signUp('stats');
  const knex = gateway.knex;
  const today = todayIn(zone);
  const day = (offset: number) => addDays(today, offset);
  const now = toDbTimestamp();
  const habit = async (name: string, frequency: string, offsets: number[]) => {
    const created = await agent
      .post(API.habits)
      .send({ name, frequency, startDate: day(-60) })
      .expect(201);
    for (const offset of offsets.filter((offset) => offset <= 0)) {
      await agent
        .post(habitCompletePath(created.body.id))
        .set(TIMEZONE_HEADER, zone)
        .send({ date: day(offset) })
        .expect(201);
    }
    // The API refuses days that have not come; a mark stored for one (a zone changed since, an
    // older release) is written directly, to show the stats ignore it.
    for (const offset of offsets.filter((offset) => offset > 0)) {
      await knex.transaction((trx) => markDay(trx, created.body.id, day(offset), now));
    }
    return created.body.id as number;
  };
  // Current run of 3 ending today, an older run of 5 (marked out of order, so runs join), and a
  // future mark that must not count.
  await habit('A', 'daily', [0, -2, -1, -14, -12, -10, -13, -11, 1]);
  // Not done today yet: the streak of 2 counts from yesterday.
  await habit('B', 'daily', [-1, -2, -30]);
  // Weekly habits are left out of the day streaks, however long their run of days.
  await habit('W', 'weekly', [0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11]);

  const tenDaysAgo = toDbTimestamp(new Date(Date.now() - 10 * 86_400_000));
  await knex('tasks').insert([
    {
      user_id: user.id,
      description: 'done now',
      status: 'completed',
      completed_at: now,
      created_at: now,
      updated_at: now,
    },
    {
      user_id: user.id,
      description: 'done before',
      status: 'completed',
      completed_at: tenDaysAgo,
      created_at: tenDaysAgo,
      updated_at: now,
    },
    { user_id: user.id, description: 'open', status: 'pending', created_at: now, updated_at: now },
  ]);

  await agent
    .post(API.pomodoroSessions)
    .set('X-Timezone', zone)
    .send({ duration: 1500 })
    .expect(201);
  await agent
    .post(API.pomodoroSessions)
    .set('X-Timezone', zone)
    .send({ duration: 600 })
    .expect(201);
  const yesterdayNoon = toDbTimestamp(
    new Date(localDayBounds(day(-1), zone).start.getTime() + 12 * 3_600_000),
  );
  const twoDaysAgo = toDbTimestamp(
    new Date(localDayBounds(day(-2), zone).start.getTime() + 12 * 3_600_000),
  );
  await knex('pomodoro_sessions').insert([
    { user_id: user.id, duration: 900, completed_at: yesterdayNoon, created_at: yesterdayNoon },
    { user_id: user.id, duration: 1200, completed_at: twoDaysAgo, created_at: twoDaysAgo },
  ]);
  return { agent, user };
}

describeGateway('progress stats', (gateway) => {
  it('answers zeros for a new user', async () => {
    const { agent } = await gateway().signUp();
    expect(statsSchema.parse((await agent.get(API.stats).expect(200)).body)).toEqual(ZERO);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris'])(
    "counts today, this week and streaks in the user's calendar (%s)",
    async (zone) => {
      const { agent } = await seed(gateway(), zone);
      const stats = statsSchema.parse(
        (await agent.get(API.stats).set('X-Timezone', zone).expect(200)).body,
      );
      expect(stats).toEqual({
        habits: {
          totalHabits: 3,
          habitsCompletedToday: 2,
          habitsCompletedYesterday: 3,
          longestStreak: 5,
          currentStreak: 3,
        },
        tasks: { totalTasks: 3, completedTasks: 2, pendingTasks: 1, tasksCompletedThisWeek: 1 },
        pomodoro: { sessionsToday: 2, totalFocusTimeToday: 2100, totalFocusTimeYesterday: 900 },
      });
    },
  );

  it('uses the stored time zone when the browser sends none (or an invalid one)', async () => {
    const { agent } = await seed(gateway(), 'Pacific/Kiritimati');
    await agent.patch(API.authUser).send({ timezone: 'Pacific/Kiritimati' }).expect(200);
    for (const header of [undefined, 'Not/AZone']) {
      const request = agent.get(API.stats);
      if (header) request.set('X-Timezone', header);
      const stats = statsSchema.parse((await request.expect(200)).body);
      expect(stats.habits.habitsCompletedToday).toBe(2);
      expect(stats.pomodoro.totalFocusTimeYesterday).toBe(900);
    }
  });

  it("never counts another user's rows", async () => {
    await seed(gateway(), 'UTC');
    const { agent } = await gateway().signUp('bystander');
    expect(statsSchema.parse((await agent.get(API.stats).expect(200)).body)).toEqual(ZERO);
  });

  it('follows marks and unmarks: a removed day splits a run', async () => {
    const { agent } = await gateway().signUp('splitter');
    const today = todayIn('UTC');
    const { body: habit } = await agent
      .post(API.habits)
      .send({ name: 'S', startDate: addDays(today, -30) });
    for (const offset of [0, -1, -2, -3, -4, -5]) {
      await agent
        .post(habitCompletePath(habit.id))
        .send({ date: addDays(today, offset) })
        .expect(201);
    }
    const streaks = async () => (await agent.get(API.stats).set('X-Timezone', 'UTC')).body.habits;
    expect(await streaks()).toMatchObject({ currentStreak: 6, longestStreak: 6 });
    await agent
      .delete(habitCompletePath(habit.id))
      .send({ date: addDays(today, -2) })
      .expect(204);
    expect(await streaks()).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    await agent.delete(habitCompletePath(habit.id)).send({ date: today }).expect(204);
    expect(await streaks()).toMatchObject({ currentStreak: 1, longestStreak: 3 });
    await agent
      .post(habitCompletePath(habit.id))
      .send({ date: addDays(today, -2) })
      .expect(201);
    expect(await streaks()).toMatchObject({ currentStreak: 5, longestStreak: 5 });
  });

  it('answers 401 when signed out', async () => {
    expect((await gateway().anonymous().get(API.stats).expect(401)).body).toEqual({
      message: 'Unauthorized',
      code: 'unauthorized',
    });
  });
});
