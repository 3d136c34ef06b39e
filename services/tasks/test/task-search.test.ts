import * as z from 'zod/mini';
import { API } from '@ps/contracts/api';
import { taskPageSchema, taskSchema } from '@ps/contracts/tasks';
import { describeService, type TestUser } from '@ps/db/testing/service';
import { createApp } from '../src/app';

const descriptions = (tasks: { description: string }[]) =>
  tasks.map((task) => task.description).sort();

async function addTasks(agent: TestUser['agent'], names: string[]) {
  for (const description of names) {
    await agent.post(API.tasks).send({ description }).expect(201);
  }
}

async function search(agent: TestUser['agent'], q: string, limit = 50) {
  const answer = await agent.get(API.tasks).query({ q, limit }).expect(200);
  return descriptions(taskPageSchema.parse(answer.body).items);
}

describeService('task search', createApp, (service) => {
  it("finds the user's own tasks whose description contains the text, in either case", async () => {
    const { agent } = await service().signUp('searcher');
    await addTasks(agent, ['Call the bank', 'Recall MOM', 'Read a book']);
    const other = await service().signUp('other');
    await addTasks(other.agent, ['Call the plumber']);

    expect(await search(agent, 'CALL')).toEqual(['Call the bank', 'Recall MOM']);
    expect(await search(agent, '  mom ')).toEqual(['Recall MOM']);
    expect(await search(agent, 'plumber')).toEqual([]);
    // Without paging, the whole list narrowed the same way.
    const whole = await agent.get(API.tasks).query({ q: 'call' }).expect(200);
    expect(descriptions(z.array(taskSchema).parse(whole.body))).toEqual([
      'Call the bank',
      'Recall MOM',
    ]);
    // An empty search narrows nothing.
    expect(await search(agent, ' ')).toHaveLength(3);
  });

  it('takes % and _ in the text as themselves', async () => {
    const { agent } = await service().signUp();
    await addTasks(agent, ['Buy 100% cotton', 'Buy 100 cotton', 'Pay bill_2026', 'Pay bill-2026']);
    expect(await search(agent, '100%')).toEqual(['Buy 100% cotton']);
    expect(await search(agent, 'l_2')).toEqual(['Pay bill_2026']);
    expect(await search(agent, '%')).toEqual(['Buy 100% cotton']);
  });

  it('pages a search like the list: every match once, with the status narrowing it', async () => {
    const { agent } = await service().signUp();
    await addTasks(
      agent,
      Array.from({ length: 23 }, (_, i) => `Errand ${i + 1}`),
    );
    await addTasks(agent, ['Something else']);
    const found: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await agent
        .get(API.tasks)
        .query({ q: 'errand', status: 'pending', limit: 10, ...(cursor ? { cursor } : {}) })
        .expect(200);
      const page = taskPageSchema.parse(answer.body);
      found.push(...page.items.map((task) => task.description));
      cursor = page.nextCursor;
    } while (cursor);
    expect(found).toHaveLength(23);
    expect(new Set(found).size).toBe(23);
  });

  it('answers 400 with a message for a search longer than any description', async () => {
    const { agent } = await service().signUp();
    const answer = await agent
      .get(API.tasks)
      .query({ q: 'x'.repeat(501), limit: 5 })
      .expect(400);
    expect(answer.body).toMatchObject({
      code: 'taskSearchInvalid',
      message: 'Search for at most 500 characters of a task’s description',
    });
  });
});
