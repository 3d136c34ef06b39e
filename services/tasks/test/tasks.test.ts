import { API, taskCompletePath, taskPath } from '@ps/contracts/api';
import { taskSchema } from '@ps/contracts/tasks';
import { insertHabit } from '@ps/db/testing/rows';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

describeService('tasks', createApp, (service) => {
  it('creates tasks with defaults and lists them newest first, by status', async () => {
    const { agent, user } = await service().signUp();
    const habit = {
      id: await insertHabit(service().knex, user.id, { name: 'Read', startDate: '2026-01-01' }),
    };
    const plain = taskSchema.parse(
      (await agent.post(API.tasks).send({ description: 'Call mum' }).expect(201)).body,
    );
    expect(plain).toMatchObject({
      description: 'Call mum',
      priority: 'medium',
      status: 'pending',
      dueDate: null,
      habitId: null,
      completedAt: null,
    });
    const full = taskSchema.parse(
      (
        await agent
          .post(API.tasks)
          .send({
            description: 'Chapter 3',
            dueDate: '2026-05-01',
            priority: 'high',
            habitId: habit.id,
          })
          .expect(201)
      ).body,
    );
    expect(full).toMatchObject({ dueDate: '2026-05-01', priority: 'high', habitId: habit.id });
    const emptyDue = (
      await agent.post(API.tasks).send({ description: 'x', dueDate: '', habitId: null }).expect(201)
    ).body;
    expect(emptyDue.dueDate).toBeNull();

    await agent.post(taskCompletePath(plain.id)).expect(200);
    const all = (await agent.get(API.tasks).expect(200)).body.map(
      (t: unknown) => taskSchema.parse(t).id,
    );
    expect(all).toEqual([emptyDue.id, full.id, plain.id]);
    const pending = (await agent.get(`${API.tasks}?status=pending`).expect(200)).body;
    expect(pending.map((t: { id: number }) => t.id)).toEqual([emptyDue.id, full.id]);
    const completed = (await agent.get(`${API.tasks}?status=completed`).expect(200)).body;
    expect(completed.map((t: { id: number }) => t.id)).toEqual([plain.id]);
    expect((await agent.get(`${API.tasks}?status=archived`).expect(400)).body.message).toBe(
      'Status must be pending or completed',
    );
  });

  it('completes, keeps the first completion time, and reopens', async () => {
    const { agent } = await service().signUp();
    const task = taskSchema.parse(
      (await agent.post(API.tasks).send({ description: 'Ship it', dueDate: '2026-06-01' })).body,
    );
    const done = taskSchema.parse((await agent.post(taskCompletePath(task.id)).expect(200)).body);
    expect(done.status).toBe('completed');
    expect(Date.parse(done.completedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const again = taskSchema.parse((await agent.post(taskCompletePath(task.id)).expect(200)).body);
    expect(again.completedAt).toBe(done.completedAt);

    const reopened = taskSchema.parse(
      (
        await agent
          .put(taskPath(task.id))
          .send({ status: 'pending', completedAt: null })
          .expect(200)
      ).body,
    );
    expect(reopened).toMatchObject({
      status: 'pending',
      completedAt: null,
      dueDate: '2026-06-01',
      description: 'Ship it',
    });
    const viaPut = taskSchema.parse(
      (await agent.put(taskPath(task.id)).send({ status: 'completed' }).expect(200)).body,
    );
    expect(viaPut.completedAt).not.toBeNull();
  });

  it('updates the form fields', async () => {
    const { agent, user } = await service().signUp();
    const habit = {
      id: await insertHabit(service().knex, user.id, { name: 'Gym', startDate: '2026-01-01' }),
    };
    const task = taskSchema.parse(
      (await agent.post(API.tasks).send({ description: 'a', habitId: habit.id })).body,
    );
    const updated = await agent
      .put(taskPath(task.id))
      .send({ description: 'b', dueDate: null, priority: 'low', habitId: null })
      .expect(200);
    expect(taskSchema.parse(updated.body)).toMatchObject({
      description: 'b',
      dueDate: null,
      priority: 'low',
      habitId: null,
    });
    await agent.delete(taskPath(task.id)).expect(204);
    await agent.delete(taskPath(task.id)).expect(404);
  });

  it.each([
    [{}, 'Task description is required'],
    [{ description: '  ' }, 'Task description is required'],
    [{ description: 'a', priority: 'urgent' }, 'Priority must be low, medium or high'],
    [{ description: 'a', dueDate: 'tomorrow' }, 'Use a date in the form YYYY-MM-DD'],
    [{ description: 'a', dueDate: '9999-12-31' }, 'Use a date between 1970 and 2199'],
    [{ description: 'a', dueDate: '0000-01-01' }, 'Use a date between 1970 and 2199'],
    [{ description: 'a', habitId: 'one' }, 'habitId must be the id of one of your habits'],
    [{ description: 'x'.repeat(501) }, 'Keep the description under 500 characters'],
  ])('rejects %j on create with "%s"', async (body, message) => {
    const { agent } = await service().signUp();
    expect((await agent.post(API.tasks).send(body).expect(400)).body.message).toBe(message);
  });

  it.each([
    [{ description: '' }, 'Task description is required'],
    [{ status: 'done' }, 'Status must be pending or completed'],
    [{ priority: 'urgent' }, 'Priority must be low, medium or high'],
  ])('rejects %j on update with "%s"', async (body, message) => {
    const { agent } = await service().signUp();
    const task = taskSchema.parse((await agent.post(API.tasks).send({ description: 'a' })).body);
    expect((await agent.put(taskPath(task.id)).send(body).expect(400)).body.message).toBe(message);
  });

  it("refuses another user's habit as habitId", async () => {
    const owner = await service().signUp('owner');
    const other = await service().signUp('other');
    const habit = {
      id: await insertHabit(service().knex, owner.user.id, {
        name: 'Mine',
        startDate: '2026-01-01',
      }),
    };
    const create = await other.agent
      .post(API.tasks)
      .send({ description: 'steal', habitId: habit.id })
      .expect(400);
    expect(create.body.message).toBe('habitId must be the id of one of your habits');
    const task = taskSchema.parse(
      (await other.agent.post(API.tasks).send({ description: 'mine' })).body,
    );
    await other.agent.put(taskPath(task.id)).send({ habitId: habit.id }).expect(400);
    await other.agent.put(taskPath(task.id)).send({ habitId: 999999 }).expect(400);
  });

  it("keeps each user's tasks private (another user's id is a 404)", async () => {
    const owner = await service().signUp('owner');
    const other = await service().signUp('other');
    const task = taskSchema.parse(
      (await owner.agent.post(API.tasks).send({ description: 'secret' })).body,
    );
    expect((await other.agent.get(API.tasks).expect(200)).body).toEqual([]);
    for (const response of await Promise.all([
      other.agent.put(taskPath(task.id)).send({ description: 'mine now' }),
      other.agent.post(taskCompletePath(task.id)),
      other.agent.delete(taskPath(task.id)),
    ])) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Task not found', code: 'taskNotFound' });
    }
    await other.agent.put(`${API.tasks}/abc`).send({ description: 'x' }).expect(404);
    const mine = (await owner.agent.get(API.tasks)).body;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ description: 'secret', status: 'pending' });
  });

  it('answers 401 on every route when signed out', async () => {
    const agent = service().anonymous();
    for (const response of await Promise.all([
      agent.get(API.tasks),
      agent.get(`${API.tasks}?status=pending`),
      agent.post(API.tasks).send({ description: 'a' }),
      agent.put(taskPath(1)).send({ description: 'a' }),
      agent.post(taskCompletePath(1)),
      agent.delete(taskPath(1)),
    ])) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
  });
});
