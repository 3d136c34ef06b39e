/**
 * The one lean process `npm start` runs, measured; each figure is printed beside its budget with
 * PASS or FAIL, and a FAIL makes the bench exit non-zero:
 * 1. start: the process `npm start` runs (shared/scripts/start.mjs: the stale check, then the
 *    built server in the same process) answers /health within 3 s of being started, on a built
 *    tree and a fresh data folder (migrations and the demo included). The stale check on a built
 *    tree is printed beside it;
 * 2. memory: its resident set (VmRSS) after 60 s of load from 200 connections on the heavy user
 *    (shared/bench/heavy-user.ts) is at most 150 MB. The load is what the dashboard and the Tasks page
 *    ask for: habits, stats, the first page of pending tasks and the task counts, in turn. The same
 *    load with the Tasks page itself as every fifth request (the server draws it with the person's
 *    tasks, at most two at once) is measured beside it, without a budget: what pages cost.
 *
 * Run alone: `node --import tsx shared/bench/start.ts` (BENCH_START_LOAD_S shortens the load).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API } from '@ps/contracts/api';
import { REPO_ROOT } from '@ps/service/config';
import { HEAVY_TIME_ZONE, heavyUserDataDir, signInHeavyUser } from './heavy-user';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.cjs';

const START_BUDGET_MS = 3_000;
const RSS_BUDGET_MB = 150;
const LOAD_CONNECTIONS = 200;
const LOAD_S = Number(process.env.BENCH_START_LOAD_S || 60);
const START_PORT = 4160;
const LOAD_PORT = 4161;
const HEALTH_POLL_MS = 25;
const NPM_START_SCRIPT = path.join(REPO_ROOT, 'shared', 'scripts', 'start.mjs');

function mark(ok: boolean): string {
  if (!ok) process.exitCode = 1;
  return ok ? 'PASS' : 'FAIL';
}

/** Builds what is stale, as `npm start` does first; answers how long it took. */
function staleCheckMs(): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'shared', 'scripts', 'build-stale.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
  return Math.round(performance.now() - started);
}

/**
 * The server as `npm start` runs it: start.mjs, which imports the built bundle into its own
 * process once the stale check is done. Spawned as the bundle alone, the same load had left 14 MB
 * less than the process people run.
 */
function startServer(port: number, dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, NPM_START_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...extraEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Polls /health until it answers 200; throws if the server exits or a minute passes. */
async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before answering /health');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`${base} did not answer /health within a minute`);
}

/** A /proc/<pid>/status figure in MB (Linux): VmRSS now, VmHWM the peak. */
function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** Milliseconds from spawning `npm start`'s process on a fresh data folder to its first /health 200. */
async function measureStart(): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ps-bench-start-'));
  const started = performance.now();
  const server = startServer(START_PORT, dataDir);
  try {
    await waitForHealth(`http://127.0.0.1:${START_PORT}`, server);
    return Math.round(performance.now() - started);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the dashboard and the Tasks page ask for, in turn. */
const API_LOAD = [
  { method: 'GET', path: API.habits },
  { method: 'GET', path: API.stats },
  { method: 'GET', path: `${API.tasks}?status=pending&limit=100` },
  { method: 'GET', path: API.taskCounts },
];
/** The same, with the Tasks page itself drawn with the person's data every fifth request. */
const API_AND_PAGE_LOAD = [...API_LOAD, { method: 'GET', path: '/tasks' }];

/** The server's VmRSS and peak after LOAD_S seconds of LOAD_CONNECTIONS connections. */
async function measureMemoryUnderLoad(requests: typeof API_LOAD) {
  const dataDir = await heavyUserDataDir('ps-bench-rss-');
  const server = startServer(LOAD_PORT, dataDir);
  try {
    const base = `http://127.0.0.1:${LOAD_PORT}`;
    await waitForHealth(base, server);
    const headers = { cookie: await signInHeavyUser(base), 'x-timezone': HEAVY_TIME_ZONE };
    const result = await autocannon({
      url: base,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_S,
      headers,
      requests,
    });
    const pid = server.pid!;
    return {
      rssMb: memoryMb(pid, 'VmRSS'),
      peakMb: memoryMb(pid, 'VmHWM'),
      requestsPerSecond: Math.round(result.requests.average),
      timeouts: result.timeouts,
      otherErrors: result.errors - result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  staleCheckMs(); // a built tree first
  const checkMs = staleCheckMs();
  const startMs = await measureStart();
  const memory = await measureMemoryUnderLoad(API_LOAD);
  const withPages = await measureMemoryUnderLoad(API_AND_PAGE_LOAD);

  console.log(
    `\nnpm start's one process (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
  );
  console.log(`  stale check on a built tree: ${checkMs} ms`);
  console.log(
    `  npm start's process (stale check included), start to first /health 200 on a fresh data folder: ${startMs} ms` +
      ` (budget ${START_BUDGET_MS} ms): ${mark(startMs <= START_BUDGET_MS)}`,
  );
  console.log(
    `  RSS after ${LOAD_S} s of ${LOAD_CONNECTIONS} connections on the heavy user: ${memory.rssMb} MB` +
      ` (budget ${RSS_BUDGET_MB} MB): ${mark(memory.rssMb <= RSS_BUDGET_MB)};` +
      ` peak ${memory.peakMb} MB, ${memory.requestsPerSecond} req/s; ${memory.timeouts} timeouts,` +
      ` ${memory.otherErrors} other errors, ${memory.non2xx} non-2xx answers`,
  );
  console.log(
    `  the same with the Tasks page drawn every fifth request: RSS ${withPages.rssMb} MB (no budget);` +
      ` peak ${withPages.peakMb} MB, ${withPages.requestsPerSecond} req/s; ${withPages.timeouts} timeouts,` +
      ` ${withPages.otherErrors} other errors, ${withPages.non2xx} non-2xx answers`,
  );
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
