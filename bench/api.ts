import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Options, Result } from 'autocannon';
import { DURATION_S, load } from './load';
import { API, habitCompletePath } from '@ps/contracts/api';
import { todayIn } from '@ps/contracts/dates';
import { migrateLatest } from '@ps/db/migrate';
import { REPO_ROOT } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { HEAVY_TIME_ZONE, seedHeavyUser, signInHeavyUser } from './heavy-user';

const PORT = 4150;

/**
 * The embedded gateway (all services in one process, SQLite) under load for a heavy user, next to
 * a bare node:http server answering a body of the same size: requests per second, p50 and p99
 * latency, errors, and the gateway's peak RSS.
 */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-bench-'));
  const knex = createKnex({ dataDir });
  await migrateLatest(knex);
  await seedHeavyUser(knex);
  await knex.destroy();

  const gateway = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, STATIC_ROOT: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(base);
    const headers = {
      cookie: await signInHeavyUser(base),
      'x-timezone': HEAVY_TIME_ZONE,
      'content-type': 'application/json',
    };
    const habitId = 1;
    const today = todayIn(HEAVY_TIME_ZONE);
    const rows: Row[] = [];
    const measure = async (name: string, options: Omit<Options, 'url'> & { path: string }) => {
      const { path: urlPath, ...rest } = options;
      const cpuBefore = cpuMs(gateway);
      const result = await load({ url: `${base}${urlPath}`, headers, ...rest });
      const requests = result.requests.average * DURATION_S;
      const cpu = round((cpuMs(gateway) - cpuBefore) / requests);
      rows.push({ ...toRow(name, result), 'CPU ms/req': cpu });
      return result;
    };

    for (const [name, urlPath] of [
      ['GET /api/habits', API.habits],
      ['GET /api/tasks?status=pending', `${API.tasks}?status=pending`],
      ['GET /api/analytics/stats', API.stats],
    ] as const) {
      await measure(name, { path: urlPath });
      const size = await bodySize(`${base}${urlPath}`, headers);
      rows.push(toRow(`  bare node:http, ${size} B body`, await bareCeiling(size)));
    }
    await measure('GET /api/analytics/stats @200 rps, 10 conns in step', {
      path: API.stats,
      overallRate: 200,
    });
    rows.push(
      await poissonLoad(
        'GET /api/analytics/stats @200 rps, Poisson',
        `${base}${API.stats}`,
        headers,
        200,
      ),
    );
    const mark = JSON.stringify({ date: today });
    await measure('POST+DELETE /api/habits/1/complete', {
      path: habitCompletePath(habitId),
      requests: [
        { method: 'POST', path: habitCompletePath(habitId), body: mark },
        { method: 'DELETE', path: habitCompletePath(habitId), body: mark },
      ],
    });

    console.log(
      `\nAPI bench: embedded gateway on SQLite, heavy user, ${DURATION_S} s per run, 10 connections; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.table(rows);
    console.log(`gateway peak RSS: ${peakRssMb(gateway)} MB`);
  } finally {
    gateway.kill('SIGTERM');
    await new Promise((resolve) => gateway.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Row {
  run: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  /** The gateway's own CPU time per request: what it costs, however busy the machine is. */
  'CPU ms/req'?: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

function toRow(name: string, result: Result): Row {
  return {
    run: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Open-loop load at `rate` requests per second with Poisson arrivals, as independent users send
 * them. autocannon's fixed rate has its 10 connections fire in step, a burst of 10 every 50 ms, so
 * its p99 is mostly the wait behind the burst. Each latency here is timed from the moment the
 * request was due, so a slow answer cannot hide the requests it held up.
 */
async function poissonLoad(
  name: string,
  url: string,
  headers: Record<string, string>,
  rate: number,
): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  const sent: Promise<void>[] = [];
  const start = performance.now();
  for (
    let due = start;
    due - start < DURATION_S * 1000;
    due += -Math.log(1 - Math.random()) * (1000 / rate)
  ) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const scheduled = due;
    sent.push(
      getStatus(url, headers, agent).then((status) => {
        if (status !== 200) errors += 1;
        latencies.push(performance.now() - scheduled);
      }),
    );
  }
  await Promise.all(sent);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))]!);
  return {
    run: name,
    'req/s': Math.round(latencies.length / DURATION_S),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    errors,
  };
}

function getStatus(url: string, headers: Record<string, string>, agent: http.Agent) {
  return new Promise<number>((resolve) => {
    http
      .get(url, { headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
}

/**
 * The ceiling on this machine: node:http answering a fixed body of the same size, in a process of
 * its own, as the gateway is: in the load generator's process the two would share one CPU.
 */
async function bareCeiling(size: number): Promise<Result> {
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.alloc(${size}, 'x');
       require('node:http')
         .createServer((_, res) => {
           res.writeHead(200, { 'content-type': 'application/json', 'content-length': ${size} });
           res.end(body);
         })
         .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const port = await new Promise<string>((resolve) =>
      server.stdout!.once('data', (data: Buffer) => resolve(data.toString().trim())),
    );
    return await load({ url: `http://127.0.0.1:${port}/` });
  } finally {
    server.kill('SIGKILL');
  }
}

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the gateway did not become healthy');
}

async function bodySize(url: string, headers: Record<string, string>): Promise<number> {
  return (await (await fetch(url, { headers })).arrayBuffer()).byteLength;
}

/** CPU time (user + system) the process has used so far, from /proc (Linux; 10 ms clock ticks). */
function cpuMs(child: ChildProcess): number {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The highest resident set size the gateway process reached (Linux: VmHWM). */
function peakRssMb(child: ChildProcess): string {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return (kb / 1024).toFixed(0);
  } catch {
    return 'unknown';
  }
}
