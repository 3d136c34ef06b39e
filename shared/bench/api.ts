import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Options, Result } from 'autocannon';
import { asLoadGenerator, DURATION_S, load, onServerCpu, pinnedNote } from './load';
import { API, habitCompletePath } from '@ps/contracts/api';
import { todayIn } from '@ps/contracts/dates';
import { REPO_ROOT } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { gatewayBundleAt } from './gateway-at-commit';
import { HEAVY_TIME_ZONE, heavyUserDataDir, seedHeavyUser, signInHeavyUser } from './heavy-user';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.cjs';

const PORT = 4150;
const BEFORE_PORT = 4151;
/**
 * The code the throughput budget was set against: the last commit before that work began, when
 * habit streaks were still kept as stored runs. It must be in the history a fresh clone has.
 */
const BEFORE_COMMIT = '0ccd280487d2a6e87ae98f898e3143064c470b12';
/** Connections for the comparisons with the references, as the budgets were set. */
const COMPARE_CONNECTIONS = 50;
/** GET /api/habits through the gateway, as a share of the lean Koa reference's rate. */
const HABITS_SHARE_OF_LEAN_BUDGET = 0.9;
/** GET /api/analytics/stats today, as a multiple of its rate at BEFORE_COMMIT. */
const STATS_SPEED_UP_BUDGET = 2;

/**
 * The embedded gateway (all services in one process, SQLite) under load for a heavy user, next to
 * a bare node:http server answering a body of the same size: requests per second, p50 and p99
 * latency, errors, and the gateway's peak RSS. Then the budgets, each printed beside its figure
 * with PASS or FAIL (a FAIL makes the bench exit non-zero), every server in a process of its own
 * on a CPU apart from the load generator's (see `onServerCpu`), and every figure measured after a
 * warm-up, in this same run:
 * 1. GET /api/habits through the gateway reaches 90 % of the rate of the lean Koa reference
 *    (shared/bench/lean-koa.ts: the signed cookie, the session row and the habit list, on the same
 *    database), with bare node:http answering the same bytes beside them as the ceiling;
 * 2. GET /api/analytics/stats reaches twice the rate of the same server built from BEFORE_COMMIT
 *    (shared/bench/gateway-at-commit.ts), on a database seeded alike.
 * Rates are requests per second with 50 connections; the gateway's CPU ms per request beside
 * them is what a request costs however busy the machine is (the rates are only meaningful on a
 * quiet machine: the load average is printed with them).
 */
export function run(): Promise<void> {
  return asLoadGenerator(measureAll);
}

async function measureAll(): Promise<void> {
  const dataDir = await heavyUserDataDir('ps-bench-');

  // As `npm start` runs it: the built server, in the one process that builds what is stale first.
  const gateway = spawn(
    ...onServerCpu(process.execPath, [...SERVER_NODE_FLAGS, 'shared/scripts/start.mjs']),
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, STATIC_ROOT: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(base, gateway);
    const headers = {
      cookie: await signInHeavyUser(base),
      'x-timezone': HEAVY_TIME_ZONE,
      'content-type': 'application/json',
    };
    // First, on a fresh process: the large answers of the runs below would leave it a bigger heap.
    const budgets = await compareWithReferences({ base, headers, gateway, dataDir });
    const habitId = 1;
    const today = todayIn(HEAVY_TIME_ZONE);
    const rows: Row[] = [];
    const measure = async (name: string, options: Omit<Options, 'url'> & { path: string }) => {
      const { path: urlPath, ...rest } = options;
      let cpuBefore = Number.NaN;
      const result = await load({ url: `${base}${urlPath}`, headers, ...rest }, () => {
        cpuBefore = cpuMs(gateway);
      });
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
    console.log(budgets.join('\n'));
  } finally {
    await stop(gateway);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function mark(ok: boolean): string {
  if (!ok) process.exitCode = 1;
  return ok ? 'PASS' : 'FAIL';
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
}

/** A run of COMPARE_CONNECTIONS connections after a warm-up, with the server's CPU per request. */
async function measured(
  url: string,
  headers: Record<string, string>,
  server: ChildProcess,
): Promise<Measured> {
  let cpuBefore = Number.NaN;
  const result = await load({ url, headers, connections: COMPARE_CONNECTIONS }, () => {
    cpuBefore = cpuMs(server);
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors) throw new Error(`${url}: ${errors} failed requests`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuMsPerRequest: round((cpuMs(server) - cpuBefore) / (result.requests.average * DURATION_S)),
  };
}

const figure = ({ requestsPerSecond, cpuMsPerRequest }: Measured) =>
  `${requestsPerSecond} req/s (${cpuMsPerRequest} CPU ms/req)`;

/**
 * Rounds of the compared runs, interleaved (gateway, reference, gateway, …): each figure is the
 * median of its rounds, so a slow moment of the machine weighs on one round of every side instead
 * of on one side.
 */
const ROUNDS = 5;

/** A server measured against another: where to send the load, and its process for its CPU. */
interface Side {
  url: string;
  headers: Record<string, string>;
  server: ChildProcess;
}

async function medians<Name extends string>(
  sides: Record<Name, Side>,
): Promise<Record<Name, Measured>> {
  const names = Object.keys(sides) as Name[];
  const runs = new Map<Name, Measured[]>(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) {
      const { url, headers, server } = sides[name];
      runs.get(name)!.push(await measured(url, headers, server));
    }
  }
  const median = (of: Measured[]) =>
    [...of].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[of.length >> 1]!;
  return Object.fromEntries(names.map((name) => [name, median(runs.get(name)!)])) as Record<
    Name,
    Measured
  >;
}

/** The budgets: the gateway beside the lean Koa reference and bare node:http, stats before/after. */
async function compareWithReferences({
  base,
  headers,
  gateway,
  dataDir,
}: {
  base: string;
  headers: Record<string, string>;
  gateway: ChildProcess;
  dataDir: string;
}): Promise<string[]> {
  const habitsSize = await bodySize(`${base}${API.habits}`, headers);
  // The same database and session keys: the gateway's cookie signs the reference in too.
  const lean = spawn(
    ...onServerCpu(process.execPath, [
      '--import',
      'tsx',
      path.join('shared', 'bench', 'lean-koa.ts'),
    ]),
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const bare = bareServer(habitsSize);
  const before = await serverAtCommit(BEFORE_COMMIT);
  // bare node:http is the ceiling, shown beside the others, in no budget: measured once.
  let bareFigure: Measured;
  let figures: Record<'gateway' | 'lean' | 'statsNow' | 'statsBefore', Measured>;
  try {
    const leanUrl = `http://127.0.0.1:${await firstLine(lean)}${API.habits}`;
    const bareUrl = `http://127.0.0.1:${await firstLine(bare)}/`;
    if ((await bodySize(leanUrl, headers)) !== habitsSize) {
      throw new Error('the lean Koa reference does not answer the same body');
    }
    bareFigure = await measured(bareUrl, {}, bare);
    figures = await medians({
      gateway: { url: `${base}${API.habits}`, headers, server: gateway },
      lean: { url: leanUrl, headers, server: lean },
      statsNow: { url: `${base}${API.stats}`, headers, server: gateway },
      statsBefore: {
        url: `${before.base}${API.stats}`,
        headers: before.headers,
        server: before.server,
      },
    });
  } finally {
    await stop(lean);
    await stop(bare);
    await before.close();
  }

  const share = figures.gateway.requestsPerSecond / figures.lean.requestsPerSecond;
  const speedUp = figures.statsNow.requestsPerSecond / figures.statsBefore.requestsPerSecond;
  return [
    `\nAPI budgets: ${COMPARE_CONNECTIONS} connections, ${DURATION_S} s per run after a warm-up, ` +
      `median of ${ROUNDS} interleaved rounds, each server its own process${pinnedNote()}; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs (rates mean little above 1.5)`,
    `  GET ${API.habits} (${habitsSize} B): gateway ${figure(figures.gateway)}, lean Koa reference ` +
      `${figure(figures.lean)}, bare node:http ${figure(bareFigure)}`,
    `  gateway / lean Koa reference: ${Math.round(share * 100)} %` +
      ` (budget ${HABITS_SHARE_OF_LEAN_BUDGET * 100} %): ${mark(share >= HABITS_SHARE_OF_LEAN_BUDGET)}`,
    `  GET ${API.stats}: now ${figure(figures.statsNow)}, at ${BEFORE_COMMIT.slice(0, 7)} ` +
      figure(figures.statsBefore),
    `  stats now / before: ${speedUp.toFixed(1)}x` +
      ` (budget ${STATS_SPEED_UP_BUDGET}x): ${mark(speedUp >= STATS_SPEED_UP_BUDGET)}`,
  ];
}

/** The server built from `commit`, on its own heavy-user database, the heavy user signed in. */
async function serverAtCommit(commit: string) {
  const bundle = await gatewayBundleAt(commit);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-bench-before-'));
  // It migrates its own database at start, with the migrations it knew.
  const server = spawn(...onServerCpu(process.execPath, [bundle]), {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(BEFORE_PORT), DATA_DIR: dataDir, STATIC_ROOT: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${BEFORE_PORT}`;
    await waitForHealth(base, server);
    const knex = createKnex({ dataDir });
    await seedHeavyUser(knex);
    await knex.destroy();
    const headers = { cookie: await signInHeavyUser(base), 'x-timezone': HEAVY_TIME_ZONE };
    return { base, headers, server, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The first line a child prints: the port it listens on. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited (${code}) before listening`)));
    child.stdout!.once('data', (data: Buffer) => resolve(data.toString().trim().split('\n')[0]!));
  });
}

/** node:http answering a fixed body of `size` bytes, in a process of its own; prints its port. */
function bareServer(size: number): ChildProcess {
  return spawn(
    ...onServerCpu(process.execPath, [
      '-e',
      `const body = Buffer.alloc(${size}, 'x');
       require('node:http')
         .createServer((_, res) => {
           res.writeHead(200, { 'content-type': 'application/json', 'content-length': ${size} });
           res.end(body);
         })
         .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
    ]),
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
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
  const server = bareServer(size);
  try {
    return await load({ url: `http://127.0.0.1:${await firstLine(server)}/` });
  } finally {
    await stop(server);
  }
}

/** Front ends rebuilt first by `npm start`, when stale, may take minutes on a busy machine. */
const HEALTH_WAIT_MS = 10 * 60_000;

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${base}: the server exited before answering`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not become healthy`);
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
