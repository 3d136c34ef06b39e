import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import { runMigrations, startTopology, type RunningTopology } from '../distributed/launch-topology';
import { dropDatabase, ensureDatabase, withDatabase } from '../distributed/database';
import { FRONT_END_UNITS } from '../distributed/topology';
import { signUp, type ApiClient } from './api-client';

/**
 * The distributed topology as processes on MySQL: a service crashing takes down only its own /api
 * prefix, a crashed replica is routed around, a restarted unit is used again at once, nothing
 * acknowledged is lost, and SIGTERM lets a request in flight finish. Needs MYSQL_URL (.ci/run
 * sets it); creates and drops its own database there.
 */
const mysqlUrl = process.env.MYSQL_URL;
const BASE_PORT = Number(process.env.DEPLOY_TEST_BASE_PORT || 4260);
if (!mysqlUrl) {
  console.warn('deploy: MYSQL_URL is not set, so the distributed topology test is skipped.');
}

const databaseUrl = mysqlUrl && withDatabase(mysqlUrl, `ps_dist_${randomBytes(4).toString('hex')}`);
const logTail: string[] = [];
const log = (label: string, line: string) => {
  logTail.push(`${label} | ${line}`);
  if (logTail.length > 60) logTail.shift();
};

let topology: RunningTopology | undefined;
let api: ApiClient;
const habitIds: number[] = [];
const taskIds: number[] = [];
/** Every habit day the API acknowledged marking: `habitId date`. */
const markedDays = new Set<string>();

const SHELL_MARKER = '<title>Shell fixture</title>';

/** Tiny stand-ins for the front ends' builds, so the static hosts serve known files. */
const buildsRoot = mkdtempSync(path.join(os.tmpdir(), 'ps-dist-builds-'));
function fixtureBuilds(): string {
  const root = buildsRoot;
  for (const unit of FRONT_END_UNITS) {
    const dist = path.join(root, unit.folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${SHELL_MARKER}<div id="root">`);
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: unit.name, fixture: true }),
    );
  }
  return root;
}

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * SIGKILL, then a moment for the gateway to see the dead replica's kept-alive connections close.
 * A request sent in that same instant could still go out on one of them; the gateway then answers
 * 503, since (like nginx) it never resends a POST the replica may have received.
 */
async function crash(label: string) {
  await topology!.kill(label, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

async function markDay(habitId: number, date: string) {
  const res = await api.call('POST', `/api/habits/${habitId}/complete`, { date });
  expect(`${res.status} ${JSON.stringify(res.body)}`).toMatch(/^201 /);
  markedDays.add(`${habitId} ${date}`);
}

(mysqlUrl ? describe : describe.skip)('the distributed topology as processes', () => {
  beforeAll(async () => {
    await ensureDatabase(databaseUrl!);
    try {
      await runMigrations({ databaseUrl: databaseUrl!, log });
      topology = await startTopology({
        basePort: BASE_PORT,
        databaseUrl: databaseUrl!,
        sessionKeys: 'deploy-test-key',
        log,
        env: { BCRYPT_ROUNDS: '10' },
        frontEndRoot: fixtureBuilds(),
      });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${logTail.join('\n')}`, { cause: error });
    }
    api = await signUp(topology.gatewayUrl, `dist${randomBytes(3).toString('hex')}`);
  }, 90_000);

  afterAll(async () => {
    await topology?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
    rmSync(buildsRoot, { recursive: true, force: true });
  }, 30_000);

  it('serves every area through the gateway, each from its own process', async () => {
    for (const name of ['Read', 'Run', 'Stretch']) {
      const res = await api.call('POST', '/api/habits', { name, startDate: day(0) });
      expect(res.status).toBe(201);
      habitIds.push((res.body as { id: number }).id);
    }
    for (const description of ['Write the report', 'Call the bank', 'Book the trip']) {
      const res = await api.call('POST', '/api/tasks', { description, priority: 'high' });
      expect(res.status).toBe(201);
      taskIds.push((res.body as { id: number }).id);
    }
    for (const habitId of habitIds) await markDay(habitId, day(1));
    expect((await api.call('POST', '/api/pomodoro/sessions', { duration: 1500 })).status).toBe(201);
    const stats = await api.call('GET', '/api/analytics/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ habits: { totalHabits: 3 }, tasks: { totalTasks: 3 } });

    const remotes = (await (await fetch(`${topology!.gatewayUrl}/remotes.json`)).json()) as Record<
      string,
      string
    >;
    // Each remote's manifest comes from its own static host, as the browser will fetch it.
    const manifest = await fetch(remotes['mf-habits']!);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'mf-habits', fixture: true });

    // A client route's page is the shell's index.html, from the shell's own host through the
    // gateway, under the gateway's security headers.
    const page = await fetch(`${topology!.gatewayUrl}/habits`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SHELL_MARKER);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    const blocker = await fetch(`${topology!.gatewayUrl}/focus-blocker.js`, { redirect: 'manual' });
    expect(blocker.status).toBe(302);
    expect(blocker.headers.get('location')).toBe(
      new URL('focus-blocker.js', remotes['mf-pomodoro']).href,
    );
  });

  it('keeps habits working and answers 503 for tasks alone when a replica and tasks crash', async () => {
    for (let step = 0; step < 24; step += 1) {
      if (step === 8) {
        await Promise.all([crash('habits#1'), crash('tasks')]);
      }
      await markDay(habitIds[step % habitIds.length]!, day(2 + step));
    }

    const tasks = await api.call('GET', '/api/tasks');
    expect(tasks.status).toBe(503);
    expect(tasks.body).toEqual({
      message: 'Tasks is temporarily unavailable',
      code: 'serviceUnavailable',
      params: { area: 'Tasks' },
    });
    expect(tasks.ms).toBeLessThan(2000);
    expect((await api.call('POST', '/api/tasks', { description: 'Lost?' })).status).toBe(503);

    expect((await api.call('GET', '/api/habits')).status).toBe(200);
    expect((await api.call('GET', '/api/pomodoro/sessions')).status).toBe(200);
    expect((await api.call('GET', '/api/analytics/stats')).status).toBe(200);
    expect((await api.call('GET', '/api/auth/user')).status).toBe(200);
  }, 30_000);

  it('uses a restarted unit at once, with nothing else restarted', async () => {
    const pidsBefore = new Map(
      [...topology!.units].map(([label, unit]) => [label, unit.child.pid]),
    );
    await Promise.all([topology!.restart('tasks'), topology!.restart('habits#1')]);

    const tasks = await api.call('GET', '/api/tasks');
    expect(tasks.status).toBe(200);
    for (const [label, unit] of topology!.units) {
      if (label !== 'tasks' && label !== 'habits#1')
        expect(unit.child.pid).toBe(pidsBefore.get(label));
    }

    // With the other replica gone, every habits call needs the restarted one back in rotation.
    await crash('habits#2');
    for (let step = 0; step < 6; step += 1) {
      await markDay(habitIds[step % habitIds.length]!, day(40 + step));
    }
  }, 90_000);

  it('lost nothing it acknowledged', async () => {
    const habits = await api.call('GET', '/api/habits');
    expect((habits.body as { id: number }[]).map((habit) => habit.id).sort()).toEqual(
      [...habitIds].sort(),
    );
    const completions = await api.call(
      'GET',
      `/api/habits/completions?startDate=${day(0)}&endDate=${day(60)}`,
    );
    expect(completions.status).toBe(200);
    const stored = (completions.body as { habitId: number; completedAt: string }[]).map(
      (row) => `${row.habitId} ${row.completedAt}`,
    );
    expect(new Set(stored)).toEqual(markedDays);
    const tasks = await api.call('GET', '/api/tasks');
    expect((tasks.body as { id: number }[]).map((task) => task.id).sort()).toEqual(
      [...taskIds].sort(),
    );
  });

  it('on SIGTERM finishes the write in flight, then stops taking requests', async () => {
    const lock = await createConnection({ uri: databaseUrl! });
    try {
      // The insert waits for this lock, so it is surely in flight when the signals arrive.
      await lock.query('LOCK TABLES tasks WRITE');
      const inFlight = api.call('POST', '/api/tasks', { description: 'Finish me' });
      await waitForBlockedInsert(lock);

      const gatewayStopped = topology!.kill('gateway', 'SIGTERM');
      const tasksStopped = topology!.kill('tasks', 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(fetch(`${topology!.gatewayUrl}/health`)).rejects.toThrow();

      await lock.query('UNLOCK TABLES');
      const res = await inFlight;
      expect(res.status).toBe(201);
      expect(await gatewayStopped).toBe(0);
      expect(await tasksStopped).toBe(0);

      const [rows] = await lock.query('SELECT id FROM tasks WHERE id = ?', [
        (res.body as { id: number }).id,
      ]);
      expect(rows).toHaveLength(1);
    } finally {
      await lock.end();
    }
  }, 30_000);
});

async function waitForBlockedInsert(connection: Awaited<ReturnType<typeof createConnection>>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [rows] = await connection.query(
      "SELECT id FROM information_schema.PROCESSLIST WHERE INFO LIKE 'insert into `tasks`%'",
    );
    if ((rows as unknown[]).length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task insert never reached the database');
}
