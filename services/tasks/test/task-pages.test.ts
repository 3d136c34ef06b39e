import * as z from 'zod/mini';
import { API, taskPath } from '@ps/contracts/api';
import { sortCompletedTasks, sortTasks } from '@ps/contracts/task-order';
import {
  taskCountsSchema,
  taskPageSchema,
  taskSchema,
  type Task,
  type TaskStatus,
} from '@ps/contracts/tasks';
import { describeService, type TestUser } from '@ps/db/testing/service';
import { toDbTimestamp } from '@ps/service/timestamps';
import { createApp } from '../src/app';

const PRIORITIES = ['low', 'medium', 'high'] as const;

/**
 * `count` tasks written straight into the schema (as many as a heavy user has, fast): due dates
 * spread over a few days or none, every priority, some sharing a creation time, every third
 * one completed.
 */
async function insertTasks(
  knex: import('knex').Knex,
  userId: number,
  count: number,
  description = (i: number) => `Task number ${i}`,
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const created = toDbTimestamp(new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))));
    const completed = i % 3 === 0;
    return {
      user_id: userId,
      description: description(i),
      due_date: i % 5 === 0 ? null : `2026-02-0${(i % 7) + 1}`,
      priority: PRIORITIES[i % 3],
      status: completed ? 'completed' : 'pending',
      completed_at: completed
        ? toDbTimestamp(new Date(Date.UTC(2026, 1, 1, 0, 0, Math.floor(i / 2))))
        : null,
      created_at: created,
      updated_at: created,
    };
  });
  for (let start = 0; start < rows.length; start += 200) {
    await knex('tasks').insert(rows.slice(start, start + 200));
  }
}

/** Every page of `status`'s list, `limit` at a time, with `between` run before each next page. */
async function readAllPages(
  agent: TestUser['agent'],
  {
    status,
    limit,
    between,
  }: { status?: TaskStatus; limit: number; between?: (readSoFar: Task[]) => Promise<void> },
): Promise<Task[][]> {
  const pages: Task[][] = [];
  let cursor: string | null = null;
  do {
    const query: Record<string, string | number> = { limit };
    if (status) query.status = status;
    if (cursor) query.cursor = cursor;
    const page = taskPageSchema.parse((await agent.get(API.tasks).query(query).expect(200)).body);
    pages.push(page.items);
    cursor = page.nextCursor;
    if (cursor) await between?.(pages.flat());
  } while (cursor);
  return pages;
}

const ids = (tasks: readonly Task[]) => tasks.map((task) => task.id);

describeService('task pages', createApp, (service) => {
  it('pages cover every task once, in the order the Tasks page shows each tab', async () => {
    const { agent, user } = await service().signUp();
    await insertTasks(service().knex, user.id, 230);
    const everything = (await agent.get(API.tasks).expect(200)).body.map((t: unknown) =>
      taskSchema.parse(t),
    );
    expect(everything).toHaveLength(230);
    const pending = everything.filter((task: Task) => task.status === 'pending');
    const completed = everything.filter((task: Task) => task.status === 'completed');

    const pendingPages = await readAllPages(agent, { status: 'pending', limit: 40 });
    expect(pendingPages.map((page) => page.length)).toEqual([40, 40, 40, 33]);
    expect(ids(pendingPages.flat())).toEqual(ids(sortTasks(pending)));

    const completedPages = await readAllPages(agent, { status: 'completed', limit: 25 });
    expect(ids(completedPages.flat())).toEqual(ids(sortCompletedTasks(completed)));

    const allPages = await readAllPages(agent, { limit: 100 });
    expect(ids(allPages.flat())).toEqual(ids(sortTasks(everything)));
  });

  it('a cursor survives inserts and deletes: untouched tasks are neither repeated nor skipped', async () => {
    const { agent, user } = await service().signUp();
    await insertTasks(service().knex, user.id, 120);
    const before = ids(
      taskPageSchema.parse(
        (await agent.get(API.tasks).query({ status: 'pending', limit: 500 }).expect(200)).body,
      ).items,
    );
    const deleted = new Set<number>();
    let round = 0;
    const pages = await readAllPages(agent, {
      status: 'pending',
      limit: 15,
      between: async (readSoFar) => {
        round += 1;
        // The task the cursor names goes, one not read yet goes, and a new one comes.
        const seen = ids(readSoFar);
        const notYetRead = before.filter((id) => !seen.includes(id) && !deleted.has(id));
        for (const id of [seen.at(-1)!, notYetRead[3]].filter((id) => id !== undefined)) {
          await agent.delete(taskPath(id)).expect(204);
          deleted.add(id);
        }
        await agent
          .post(API.tasks)
          .send({ description: `Added in round ${round}` })
          .expect(201);
      },
    });
    const got = ids(pages.flat());
    expect(new Set(got).size).toBe(got.length);
    const stillThere = before.filter((id) => !deleted.has(id));
    expect(got.filter((id) => stillThere.includes(id))).toEqual(stillThere);
  });

  it("a heavy user's first page is under 30 KB, with exact counts beside it", async () => {
    const { agent, user } = await service().signUp();
    await insertTasks(
      service().knex,
      user.id,
      5000,
      (i) => `Prepare the quarterly report, part ${i}`,
    );
    const first = await agent.get(API.tasks).query({ status: 'pending', limit: 100 }).expect(200);
    expect(Buffer.byteLength(first.text)).toBeLessThan(30 * 1024);
    const defaultPage = await agent.get(API.tasks).query({ cursor: '' }).expect(400);
    expect(defaultPage.body.code).toBe('taskCursorInvalid');
    const counts = taskCountsSchema.parse((await agent.get(API.taskCounts).expect(200)).body);
    expect(counts).toEqual({ pending: 3333, completed: 1667 });
  });

  it('the default page holds 100 tasks; no paging parameter gives the whole array', async () => {
    const { agent, user } = await service().signUp();
    await insertTasks(service().knex, user.id, 150);
    const page = taskPageSchema.parse(
      (await agent.get(API.tasks).query({ limit: 100 }).expect(200)).body,
    );
    expect(page.items).toHaveLength(100);
    const rest = taskPageSchema.parse(
      (await agent.get(API.tasks).query({ cursor: page.nextCursor! }).expect(200)).body,
    );
    expect([rest.items.length, rest.nextCursor]).toEqual([50, null]);
    const whole = (await agent.get(API.tasks).expect(200)).body;
    expect(Array.isArray(whole) && whole.length).toBe(150);
  });

  it('dueDate narrows a page and the whole list to the tasks due that day', async () => {
    const { agent, user } = await service().signUp();
    await insertTasks(service().knex, user.id, 140);
    const everything = z.array(taskSchema).parse((await agent.get(API.tasks).expect(200)).body);
    const doneThatDay = everything.filter(
      (task) => task.status === 'completed' && task.dueDate === '2026-02-03',
    );
    expect(doneThatDay.length).toBeGreaterThan(2);
    const page = taskPageSchema.parse(
      (
        await agent
          .get(API.tasks)
          .query({ status: 'completed', dueDate: '2026-02-03', limit: 2 })
          .expect(200)
      ).body,
    );
    expect(ids(page.items)).toEqual(ids(sortCompletedTasks(doneThatDay).slice(0, 2)));
    const whole = z
      .array(taskSchema)
      .parse((await agent.get(API.tasks).query({ dueDate: '2026-02-03' }).expect(200)).body);
    expect(whole.every((task) => task.dueDate === '2026-02-03')).toBe(true);
    expect(whole.length).toBe(everything.filter((task) => task.dueDate === '2026-02-03').length);
    const bad = await agent.get(API.tasks).query({ dueDate: '2026-02-30', limit: 5 }).expect(400);
    expect(bad.body.code).toBe('dateFormat');
  });

  it('answers 400 with a message for a bad limit or cursor', async () => {
    const { agent } = await service().signUp();
    for (const limit of ['0', '501', '2.5', 'many']) {
      const answer = await agent.get(API.tasks).query({ limit }).expect(400);
      expect(answer.body).toMatchObject({
        code: 'taskPageLimitInvalid',
        message: 'The page size must be a whole number from 1 to 500',
      });
    }
    const completedCursor = Buffer.from(JSON.stringify(['completed', null, 5])).toString(
      'base64url',
    );
    for (const cursor of ['not-a-cursor', 'W10', completedCursor]) {
      const answer = await agent.get(API.tasks).query({ status: 'pending', cursor }).expect(400);
      expect(answer.body.code).toBe('taskCursorInvalid');
    }
  });

  it('counts follow completes, reopens and deletes; a user without tasks counts zero', async () => {
    const { agent } = await service().signUp();
    expect((await agent.get(API.taskCounts).expect(200)).body).toEqual({
      pending: 0,
      completed: 0,
    });
    const task = taskSchema.parse(
      (await agent.post(API.tasks).send({ description: 'One' }).expect(201)).body,
    );
    await agent.post(`${taskPath(task.id)}/complete`).expect(200);
    expect((await agent.get(API.taskCounts).expect(200)).body).toEqual({
      pending: 0,
      completed: 1,
    });
    await agent.delete(taskPath(task.id)).expect(204);
    expect((await agent.get(API.taskCounts).expect(200)).body).toEqual({
      pending: 0,
      completed: 0,
    });
    expect((await service().anonymous().get(API.taskCounts)).status).toBe(401);
  });
});
