import { API } from '@ps/contracts/api';
import { errorBodySchema } from '@ps/contracts/error-body';
import { focusViewSchema, type FocusView } from '@ps/contracts/focus';
import type request from 'supertest';
import { insertTask } from '@ps/db/testing/rows';
import { describeService } from '@ps/db/testing/service';
import { createApp } from '../src/app';

const MINUTE = 60_000;

async function focusOf(agent: request.Agent): Promise<FocusView> {
  return focusViewSchema.parse((await agent.get(API.pomodoroFocus).expect(200)).body);
}

async function act(agent: request.Agent, body: object, status = 200): Promise<FocusView> {
  const response = await agent.post(API.pomodoroFocus).send(body).expect(status);
  return focusViewSchema.parse(response.body);
}

describeService('the focus session on the server', createApp, (service) => {
  /** Moves a user's running run so that it reached zero `agoMs` ago. */
  async function endRunAgo(userId: number, agoMs: number) {
    await service()
      .knex('focus_runs')
      .where('user_id', userId)
      .update({ ends_at: Date.now() - agoMs });
  }
  const sessionsOf = (userId: number) =>
    service()
      .knex('pomodoro_sessions')
      .where('user_id', userId)
      .select('duration', 'task_id', 'completed_at');

  it('is idle in work mode with the configured length until started', async () => {
    const { agent } = await service().signUp();
    expect(await focusOf(agent)).toMatchObject({
      state: 'idle',
      mode: 'work',
      endsAt: null,
      remainingSeconds: 1500,
      durationSeconds: 1500,
      blocking: false,
      passesUsedToday: 0,
      passesPerDay: 3,
    });
  });

  it('starts, pauses, resumes, resets and switches, blocking only while work runs', async () => {
    const { agent, user } = await service().signUp();
    const task = { id: await insertTask(service().knex, user.id, { description: 'Write' }) };
    const before = Date.now();
    const running = await act(agent, { action: 'start', taskId: task.id });
    expect(running).toMatchObject({
      state: 'running',
      mode: 'work',
      taskId: task.id,
      taskDescription: 'Write',
      language: 'en',
      blocking: true,
    });
    const endsAt = Date.parse(running.endsAt!);
    expect(endsAt).toBeGreaterThanOrEqual(before + 25 * MINUTE);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 25 * MINUTE);
    expect(running.blockedSites).toContain('facebook.com');

    const paused = await act(agent, { action: 'pause' });
    expect(paused).toMatchObject({ state: 'paused', endsAt: null, blocking: false });
    expect(paused.remainingSeconds).toBeGreaterThan(1490);
    expect(paused.version).toBe(running.version + 1);

    expect(await act(agent, { action: 'resume' })).toMatchObject({
      state: 'running',
      blocking: true,
    });
    expect(await act(agent, { action: 'reset' })).toMatchObject({
      state: 'idle',
      mode: 'work',
      remainingSeconds: 1500,
    });
    const onBreak = await act(agent, { action: 'switch' });
    expect(onBreak).toMatchObject({ state: 'idle', mode: 'break', remainingSeconds: 300 });
    expect(await act(agent, { action: 'start' })).toMatchObject({
      state: 'running',
      mode: 'break',
      blocking: false,
    });
    expect(await act(agent, { action: 'switch', mode: 'work' })).toMatchObject({
      state: 'idle',
      mode: 'work',
    });
  });

  it('follows the settings: the lengths, and no blocking when it is switched off', async () => {
    const { agent } = await service().signUp();
    await agent.put(API.pomodoroSettings).send({ workMinutes: 1, blocking: false }).expect(200);
    expect(await focusOf(agent)).toMatchObject({ remainingSeconds: 60 });
    expect(await act(agent, { action: 'start' })).toMatchObject({
      durationSeconds: 60,
      blocking: false,
    });
    await agent
      .put(API.pomodoroSettings)
      .send({ blocking: true, blockedSites: ['distract.test'] })
      .expect(200);
    expect(await focusOf(agent)).toMatchObject({ blocking: true, blockedSites: ['distract.test'] });
  });

  it.each([
    ['pause while idle', [], { action: 'pause' }, 'focusNotRunning'],
    ['resume while idle', [], { action: 'resume' }, 'focusNotPaused'],
    ['start while running', [{ action: 'start' }], { action: 'start' }, 'focusNotIdle'],
    ['resume while running', [{ action: 'start' }], { action: 'resume' }, 'focusNotPaused'],
    [
      'start while paused',
      [{ action: 'start' }, { action: 'pause' }],
      { action: 'start' },
      'focusNotIdle',
    ],
  ])('answers 409 with a message to %s', async (_, steps, body, code) => {
    const { agent } = await service().signUp();
    for (const step of steps) await act(agent, step);
    const response = await agent.post(API.pomodoroFocus).send(body).expect(409);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ code });
    expect(response.body.message.length).toBeGreaterThan(10);
  });

  it.each([
    [{}, 'focusActionInvalid'],
    [{ action: 'stop' }, 'focusActionInvalid'],
    [{ action: 'start', mode: 'nap' }, 'modeInvalid'],
    [{ action: 'start', taskId: 'x' }, 'notYourTask'],
    [{ action: 'start', taskId: 999_999 }, 'notYourTask'],
  ])('refuses %j with 400', async (body, code) => {
    const { agent } = await service().signUp();
    const response = await agent.post(API.pomodoroFocus).send(body).expect(400);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ code });
    expect((await focusOf(agent)).state).toBe('idle');
  });

  it("refuses another user's task, and never shows or moves another user's focus", async () => {
    const alice = await service().signUp('alice');
    const bob = await service().signUp('bob');
    const aliceTask = {
      id: await insertTask(service().knex, alice.user.id, { description: 'Secret' }),
    };
    const refused = await bob.agent
      .post(API.pomodoroFocus)
      .send({ action: 'start', taskId: aliceTask.id })
      .expect(400);
    expect(refused.body.code).toBe('notYourTask');

    await act(alice.agent, { action: 'start', taskId: aliceTask.id });
    expect(await focusOf(bob.agent)).toMatchObject({ state: 'idle', taskId: null });
    await bob.agent.post(API.pomodoroFocus).send({ action: 'pause' }).expect(409);
    await act(bob.agent, { action: 'reset' });
    expect(await focusOf(alice.agent)).toMatchObject({ state: 'running', taskId: aliceTask.id });
    await service().anonymous().get(API.pomodoroFocus).expect(401);
    await service().anonymous().post(API.pomodoroFocus).send({ action: 'reset' }).expect(401);
  });

  it('writes exactly one session record when a run reaches zero, however many ask at once', async () => {
    const { agent, user } = await service().signUp();
    const task = { id: await insertTask(service().knex, user.id, { description: 'Focus' }) };
    await act(agent, { action: 'start', taskId: task.id });
    await endRunAgo(user.id, 1000);

    const views = await Promise.all(Array.from({ length: 8 }, () => focusOf(agent)));
    for (const view of views) expect(view).toMatchObject({ state: 'idle', mode: 'break' });
    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ duration: 1500, task_id: task.id });
    expect((await agent.get(API.pomodoroSessions)).body).toHaveLength(1);

    // The break that follows records a session of its own, without the task.
    await act(agent, { action: 'start' });
    await endRunAgo(user.id, 10);
    expect(await focusOf(agent)).toMatchObject({ state: 'idle', mode: 'work', taskId: task.id });
    expect((await sessionsOf(user.id)).map((s) => [s.duration, s.task_id])).toEqual(
      expect.arrayContaining([
        [1500, task.id],
        [300, null],
      ]),
    );
  });

  it('starts the next run by itself with auto-start, unless that one would be over already', async () => {
    const { agent, user } = await service().signUp();
    await agent.put(API.pomodoroSettings).send({ autoStart: true }).expect(200);
    await act(agent, { action: 'start' });
    await endRunAgo(user.id, MINUTE);
    const onBreak = await focusOf(agent);
    expect(onBreak).toMatchObject({ state: 'running', mode: 'break' });
    expect(onBreak.remainingSeconds).toBeGreaterThan(3 * 60);
    expect(onBreak.remainingSeconds).toBeLessThanOrEqual(4 * 60 + 2);

    await endRunAgo(user.id, 2 * 60 * MINUTE);
    expect(await focusOf(agent)).toMatchObject({ state: 'idle', mode: 'work' });
    expect(await sessionsOf(user.id)).toHaveLength(2);
  });

  it('mirrors a page that records its own sessions: its length, no record, no auto-start', async () => {
    const { agent, user } = await service().signUp();
    await agent.put(API.pomodoroSettings).send({ autoStart: true }).expect(200);
    const mirrored = await act(agent, { action: 'start', durationSeconds: 90, record: false });
    expect(mirrored).toMatchObject({ state: 'running', durationSeconds: 90, blocking: true });
    expect(mirrored.remainingSeconds).toBeLessThanOrEqual(90);
    await endRunAgo(user.id, 10);
    expect(await focusOf(agent)).toMatchObject({ state: 'idle', mode: 'break', blocking: false });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    const refused = await agent.post(API.pomodoroFocus).send({ action: 'start', record: 'no' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('recordInvalid');
  });

  it('records a run once whoever reports its end: tabs by its key, then the server at zero', async () => {
    const { agent, user } = await service().signUp();
    const started = await act(agent, { action: 'start', runKey: 'tab-run-1' });
    expect(started.runKey).toBe('tab-run-1');

    // Three tabs whose clocks reached zero report the same run at once.
    const reports = await Promise.all(
      Array.from({ length: 3 }, () =>
        agent.post(API.pomodoroSessions).send({ duration: 1500, runKey: 'tab-run-1' }),
      ),
    );
    expect(reports.map((report) => report.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(reports.map((report) => report.body.id)).size).toBe(1);

    // The server's own clock reaches the same end later: nothing more is written.
    await endRunAgo(user.id, 10);
    expect(await focusOf(agent)).toMatchObject({ state: 'idle', mode: 'break', runKey: null });
    expect(await sessionsOf(user.id)).toHaveLength(1);

    // A run the server started names itself, and a report without a key is always new.
    const next = await act(agent, { action: 'start' });
    expect(next.runKey).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await agent.post(API.pomodoroSessions).send({ duration: 60 }).expect(201);
    await agent.post(API.pomodoroSessions).send({ duration: 60 }).expect(201);
    expect(await sessionsOf(user.id)).toHaveLength(3);
  });

  it("refuses a malformed run key, and never answers with another user's record for a key", async () => {
    const { agent } = await service().signUp();
    for (const runKey of ['', 'has space', 'x'.repeat(65), 42]) {
      const start = await agent.post(API.pomodoroFocus).send({ action: 'start', runKey });
      expect(start.status).toBe(400);
      expect(start.body.code).toBe('runKeyInvalid');
      const record = await agent.post(API.pomodoroSessions).send({ duration: 60, runKey });
      expect(record.status).toBe(400);
      expect(record.body.code).toBe('runKeyInvalid');
    }
    const mine = await agent.post(API.pomodoroSessions).send({ duration: 60, runKey: 'shared' });
    const other = await service().signUp();
    const theirs = await other.agent
      .post(API.pomodoroSessions)
      .send({ duration: 120, runKey: 'shared' })
      .expect(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.duration).toBe(120);
  });

  it('keeps the run when its task is deleted, without the task', async () => {
    const { agent, user } = await service().signUp();
    const task = { id: await insertTask(service().knex, user.id, { description: 'Gone' }) };
    await act(agent, { action: 'start', taskId: task.id });
    await service().knex('tasks').where('id', task.id).delete();
    expect(await focusOf(agent)).toMatchObject({ state: 'running', taskId: null });
  });
});
