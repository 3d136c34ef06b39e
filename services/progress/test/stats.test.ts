import { API } from '@ps/contracts/api';
import { deleteCheckIn, insertCheckIn, insertHabit, setTimezone } from '@ps/db/testing/rows';
import { addDays, localDayBounds, todayIn } from '@ps/contracts/dates';
import { statsSchema } from '@ps/contracts/stats';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeService, type TestService } from '@ps/db/testing/service';
import { noteHabitsChanged } from '@ps/db/habits-version';
import { createApp } from '../src/app';

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
async function seed(service: TestService, zone: string) {
  const { agent, user } = await service.signUp('stats');
  const knex = service.knex;
  const today = todayIn(zone);
  const day = (offset: number) => addDays(today, offset);
  const now = toDbTimestamp();
  // Check-ins are written as the habits service writes them. A mark on a day that has not come
  // (the habits API refuses those; a zone changed since can leave one) shows the stats ignore it.
  const habit = async (name: string, frequency: string, offsets: number[]) => {
    const id = await insertHabit(knex, user.id, { name, frequency, startDate: day(-60) });
    for (const offset of offsets) await insertCheckIn(knex, id, day(offset));
    return id;
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

  const yesterdayNoon = toDbTimestamp(
    new Date(localDayBounds(day(-1), zone).start.getTime() + 12 * 3_600_000),
  );
  const twoDaysAgo = toDbTimestamp(
    new Date(localDayBounds(day(-2), zone).start.getTime() + 12 * 3_600_000),
  );
  await knex('pomodoro_sessions').insert([
    { user_id: user.id, duration: 1500, completed_at: now, created_at: now },
    { user_id: user.id, duration: 600, completed_at: now, created_at: now },
    { user_id: user.id, duration: 900, completed_at: yesterdayNoon, created_at: yesterdayNoon },
    { user_id: user.id, duration: 1200, completed_at: twoDaysAgo, created_at: twoDaysAgo },
  ]);
  return { agent, user };
}

describeService('progress stats', createApp, (service) => {
  it('answers zeros for a new user', async () => {
    const { agent } = await service().signUp();
    expect(statsSchema.parse((await agent.get(API.stats).expect(200)).body)).toEqual(ZERO);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris'])(
    "counts today, this week and streaks in the user's calendar (%s)",
    async (zone) => {
      const { agent } = await seed(service(), zone);
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
    const { agent, user } = await seed(service(), 'Pacific/Kiritimati');
    await setTimezone(service().knex, user.id, 'Pacific/Kiritimati');
    for (const header of [undefined, 'Not/AZone']) {
      const request = agent.get(API.stats);
      if (header) request.set('X-Timezone', header);
      const stats = statsSchema.parse((await request.expect(200)).body);
      expect(stats.habits.habitsCompletedToday).toBe(2);
      expect(stats.pomodoro.totalFocusTimeYesterday).toBe(900);
    }
  });

  it("never counts another user's rows", async () => {
    await seed(service(), 'UTC');
    const { agent } = await service().signUp('bystander');
    expect(statsSchema.parse((await agent.get(API.stats).expect(200)).body)).toEqual(ZERO);
  });

  it('follows marks and unmarks: a removed day splits a run', async () => {
    const { agent, user } = await service().signUp('splitter');
    const knex = service().knex;
    const today = todayIn('UTC');
    const habit = await insertHabit(knex, user.id, { name: 'S', startDate: addDays(today, -30) });
    const mark = (offset: number) => insertCheckIn(knex, habit, addDays(today, offset));
    const unmark = (offset: number) => deleteCheckIn(knex, habit, addDays(today, offset));
    for (const offset of [0, -1, -2, -3, -4, -5]) await mark(offset);
    const streaks = async () => (await agent.get(API.stats).set('X-Timezone', 'UTC')).body.habits;
    expect(await streaks()).toMatchObject({ currentStreak: 6, longestStreak: 6 });
    await unmark(-2);
    expect(await streaks()).toMatchObject({ currentStreak: 2, longestStreak: 3 });
    await unmark(0);
    expect(await streaks()).toMatchObject({ currentStreak: 1, longestStreak: 3 });
    await mark(-2);
    expect(await streaks()).toMatchObject({ currentStreak: 5, longestStreak: 5 });
  });

  it("keeps a user's habit figures until their habits version moves, or their calendar does", async () => {
    const { agent, user } = await service().signUp('kept');
    const knex = service().knex;
    const today = todayIn('UTC');
    const habit = await insertHabit(knex, user.id, { name: 'K', startDate: addDays(today, -30) });
    await insertCheckIn(knex, habit, today);
    const habits = async () => (await agent.get(API.stats).set('X-Timezone', 'UTC')).body.habits;
    expect(await habits()).toMatchObject({ habitsCompletedToday: 1, currentStreak: 1 });

    // Written behind the habits service's back (no version raised): the kept figures answer.
    await knex('habit_completions').insert({
      habit_id: habit,
      completed_at: addDays(today, -1),
      status: 'done',
      created_at: toDbTimestamp(),
    });
    expect(await habits()).toMatchObject({ habitsCompletedYesterday: 0, currentStreak: 1 });
    // A new calendar (here a vacation) is a new basis: computed afresh, the day counts.
    await knex('users')
      .where('id', user.id)
      .update({ vacation_from: addDays(today, -40), vacation_to: addDays(today, -35) });
    expect(await habits()).toMatchObject({ habitsCompletedYesterday: 1, currentStreak: 2 });

    await knex('habit_completions').where({ habit_id: habit, completed_at: today }).delete();
    expect(await habits()).toMatchObject({ habitsCompletedToday: 1 });
    await noteHabitsChanged(knex, user.id);
    expect(await habits()).toMatchObject({ habitsCompletedToday: 0, currentStreak: 1 });
  });

  it('answers 401 when signed out', async () => {
    expect((await service().anonymous().get(API.stats).expect(401)).body).toEqual({
      message: 'Unauthorized',
      code: 'unauthorized',
    });
  });
});
