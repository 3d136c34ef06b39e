import { migrateDownTo, migrateLatest, migrateRollbackAll } from '../src/migrate';
import { isUniqueViolation } from '@ps/service/database';
import { scheduleOfRow } from '../src/habit-history';
import { toDbTimestamp } from '@ps/service/timestamps';
import { describeEachDatabase } from '@ps/db/testing/databases';

/**
 * By error code: better-sqlite3's native error class belongs to whichever test file loaded the
 * addon first, so `toThrow()` (an instanceof check) misses it in other files of the same worker.
 */
async function expectUniqueViolation(write: PromiseLike<unknown>) {
  const error = await Promise.resolve(write).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isUniqueViolation(error)).toBe(true);
}

describeEachDatabase('the schema', (db) => {
  const now = toDbTimestamp();
  const user = async (username: string) => {
    const [id] = await db()
      .knex('users')
      .insert({ username, password: 'x', created_at: now, updated_at: now });
    return id!;
  };

  it('applies the column defaults', async () => {
    const { knex } = db();
    const id = await user('defaults');
    expect(await knex('users').where('id', id).first()).toMatchObject({
      language: 'en',
      timezone: 'UTC',
    });
    expect(Boolean((await knex('users').where('id', id).first()).is_demo)).toBe(false);
    const [habitId] = await knex('habits').insert({
      user_id: id,
      name: 'h',
      start_date: '2026-01-01',
      created_at: now,
      updated_at: now,
    });
    const habit = await knex('habits').where('id', habitId).first();
    expect(habit).toMatchObject({ frequency: 'daily', start_date: '2026-01-01' });
    expect(Boolean(habit.is_active)).toBe(true);
    const [taskId] = await knex('tasks').insert({
      user_id: id,
      description: 't',
      created_at: now,
      updated_at: now,
    });
    expect(await knex('tasks').where('id', taskId).first()).toMatchObject({
      priority: 'medium',
      status: 'pending',
    });
    const [sessionId] = await knex('pomodoro_sessions').insert({
      user_id: id,
      completed_at: now,
      created_at: now,
    });
    expect((await knex('pomodoro_sessions').where('id', sessionId).first()).duration).toBe(1500);
    expect((await knex('users').where('id', id).first()).created_at).toBe(now);
  });

  it('enforces the unique keys', async () => {
    const { knex } = db();
    const id = await user('unique');
    await expectUniqueViolation(user('unique'));
    await knex('users').where('id', id).update({ email: 'u@x.io' });
    const other = await user('unique2');
    await expectUniqueViolation(knex('users').where('id', other).update({ email: 'u@x.io' }));
    const [habitId] = await knex('habits').insert({
      user_id: id,
      name: 'h',
      start_date: '2026-01-01',
      created_at: now,
      updated_at: now,
    });
    await knex('habit_completions').insert({
      habit_id: habitId,
      completed_at: '2026-01-02',
      created_at: now,
    });
    await expectUniqueViolation(
      knex('habit_completions').insert({
        habit_id: habitId,
        completed_at: '2026-01-02',
        created_at: now,
      }),
    );
  });

  it('deletes a user’s rows with them, and unlinks what outlives its habit or task', async () => {
    const { knex } = db();
    const id = await user('cascade');
    const [habitId] = await knex('habits').insert({
      user_id: id,
      name: 'h',
      start_date: '2026-01-01',
      created_at: now,
      updated_at: now,
    });
    await knex('habit_completions').insert({
      habit_id: habitId,
      completed_at: '2026-01-02',
      created_at: now,
    });
    const [taskId] = await knex('tasks').insert({
      user_id: id,
      habit_id: habitId,
      description: 't',
      created_at: now,
      updated_at: now,
    });
    const [sessionId] = await knex('pomodoro_sessions').insert({
      user_id: id,
      task_id: taskId,
      completed_at: now,
      created_at: now,
    });
    await knex('sessions').insert({ sid: 'cascade-sid', sess: '{}', expire: now, user_id: id });

    await knex('habits').where('id', habitId).delete();
    expect(await knex('habit_completions').where('habit_id', habitId)).toHaveLength(0);
    expect((await knex('tasks').where('id', taskId).first()).habit_id).toBeNull();
    await knex('tasks').where('id', taskId).delete();
    expect((await knex('pomodoro_sessions').where('id', sessionId).first()).task_id).toBeNull();
    await knex('users').where('id', id).delete();
    expect(await knex('pomodoro_sessions').where('user_id', id)).toHaveLength(0);
    expect(await knex('sessions').where('sid', 'cascade-sid')).toHaveLength(0);
  });

  it("keeps each user's task counts through every write", async () => {
    const { knex } = db();
    const [ada, bob] = [await user('counts-ada'), await user('counts-bob')];
    const counts = async (userId: number) => {
      const row = await knex('task_counts').where('user_id', userId).first();
      return row ? { pending: Number(row.pending), completed: Number(row.completed) } : null;
    };
    const task = (userId: number, status = 'pending') =>
      knex('tasks').insert({
        user_id: userId,
        description: 't',
        status,
        created_at: now,
        updated_at: now,
      });

    const [first] = await task(ada);
    await task(ada);
    await task(ada, 'completed');
    await task(bob);
    expect(await counts(ada)).toEqual({ pending: 2, completed: 1 });
    expect(await counts(bob)).toEqual({ pending: 1, completed: 0 });

    await knex('tasks').where('id', first).update({ status: 'completed', completed_at: now });
    expect(await counts(ada)).toEqual({ pending: 1, completed: 2 });
    await knex('tasks').where('id', first).update({ description: 'renamed' });
    expect(await counts(ada)).toEqual({ pending: 1, completed: 2 });
    await knex('tasks').where('id', first).delete();
    expect(await counts(ada)).toEqual({ pending: 1, completed: 1 });
    expect(await counts(bob)).toEqual({ pending: 1, completed: 0 });

    await knex('users').where('id', ada).delete();
    expect(await counts(ada)).toBeNull();
  });

  it('rolls back and migrates again, filling in streak data for existing history', async () => {
    const { knex } = db();
    await migrateRollbackAll(knex);
    expect(await knex.schema.hasTable('users')).toBe(false);
    await migrateLatest(knex);
    expect(await knex.schema.hasColumn('habit_completions', 'run_start')).toBe(true);
    expect(await knex.schema.hasColumn('habits', 'longest_streak')).toBe(true);
  });

  it('gives the habits that existed before schedules a schedule from their frequency', async () => {
    const { knex } = db();
    await migrateDownTo(knex, '006_run_keys');
    expect(await knex.schema.hasColumn('habits', 'schedule')).toBe(false);
    const owner = await user('before-schedules');
    const habit = async (frequency: string) => {
      const [id] = await knex('habits').insert({
        user_id: owner,
        name: frequency,
        frequency,
        start_date: '2026-02-01',
        created_at: now,
        updated_at: now,
      });
      await knex('habit_completions').insert({
        habit_id: id,
        completed_at: '2026-03-01',
        created_at: now,
      });
      return id!;
    };
    const daily = await habit('daily');
    const weekly = await habit('weekly');
    await migrateLatest(knex);

    const rows = await knex('habits').whereIn('id', [daily, weekly]).orderBy('id');
    expect(rows.map(scheduleOfRow)).toEqual([
      { kind: 'daily' },
      { kind: 'timesPerWeek', times: 1 },
    ]);
    expect(rows.map((row) => [Number(row.position), Boolean(row.archived)])).toEqual([
      [daily, false],
      [weekly, false],
    ]);
    const checkIns = await knex('habit_completions').whereIn('habit_id', [daily, weekly]);
    expect(checkIns.map((row) => [row.status, row.value, row.note])).toEqual([
      ['done', null, null],
      ['done', null, null],
    ]);
  });

  it('counts the tasks that existed before the task counts did', async () => {
    const { knex } = db();
    const ada = await user('backfill-ada');
    await migrateDownTo(knex, '002_streak_runs');
    expect(await knex.schema.hasTable('task_counts')).toBe(false);
    for (const status of ['pending', 'pending', 'completed']) {
      await knex('tasks').insert({
        user_id: ada,
        description: 't',
        status,
        created_at: now,
        updated_at: now,
      });
    }
    await migrateLatest(knex);
    const row = await knex('task_counts').where('user_id', ada).first();
    expect([Number(row.pending), Number(row.completed)]).toEqual([2, 1]);
  });
});
