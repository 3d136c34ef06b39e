import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { Options, Result } from 'autocannon';
import { DURATION_S, load } from './load';
import { API } from '@ps/contracts/api';
import { createKnex } from '@ps/service/database';
import { dropDatabase, ensureDatabase, withDatabase } from '../scripts/distributed/database';
import { runMigrations, startTopology } from '../scripts/distributed/launch-topology';
import { SERVICE_UNITS } from '../scripts/distributed/topology';
import { HEAVY_TIME_ZONE, seedHeavyUser, signInHeavyUser } from './heavy-user';

const BASE_PORT = Number(process.env.BENCH_DISTRIBUTED_BASE_PORT || 4280);
const FIXED_RATE = 200;
/** What the gateway's hop may add to a request at the median. */
const HOP_P50_BUDGET_MS = 0.5;

function mark(ok: boolean): string {
  if (!ok) process.exitCode = 1;
  return ok ? 'PASS' : 'FAIL';
}

interface Row {
  run: string;
  'req/s': number;
  'mean ms': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

/**
 * The distributed topology (every service its own process, the gateway proxying by URL, MySQL)
 * under load for the heavy user: GET /api/habits (two replicas behind the gateway) and GET
 * /api/analytics/stats, each through the gateway and straight to one service process, flat out
 * and at a fixed 200 requests per second. The gap at the fixed rate is what the gateway's hop adds
 * to each request. Needs MYSQL_URL (or DATABASE_URL=mysql://…); creates and drops its database.
 * Budget, printed beside its figure with PASS or FAIL (a FAIL makes the bench exit non-zero): the
 * hop adds at most 0.5 ms at the median, requests sent one at a time (nothing queued), straight
 * to the service's replicas in turn as the gateway takes them. Beside it,
 * what a bare node:http proxy adds, timed the same way right after: the floor any proxy process
 * has on this machine, so a slow machine's figure can be told from a slow gateway. (Timed in the
 * same turns as the gateway, a third process in the rotation made the gateway's figure worse.)
 */
export async function run(): Promise<void> {
  const serverUrl = process.env.MYSQL_URL || process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('mysql://')) {
    console.log('\nDistributed bench skipped: set MYSQL_URL=mysql://user@host:3306/any_database.');
    return;
  }
  const databaseUrl = withDatabase(serverUrl, `ps_bench_${randomBytes(4).toString('hex')}`);
  const quiet = () => {};
  await ensureDatabase(databaseUrl);
  try {
    await runMigrations({ databaseUrl, log: quiet });
    const knex = createKnex({ databaseUrl, dataDir: '' });
    await seedHeavyUser(knex);
    await knex.destroy();

    const topology = await startTopology({
      basePort: BASE_PORT,
      databaseUrl,
      sessionKeys: randomBytes(32).toString('base64url'),
      log: quiet,
    });
    try {
      const headers = {
        cookie: await signInHeavyUser(topology.gatewayUrl),
        'x-timezone': HEAVY_TIME_ZONE,
      };
      const rows: Row[] = [];
      const added: string[] = [];
      const budgets: string[] = [];
      for (const [path, service] of [
        [API.habits, 'habits'],
        [API.stats, 'progress'],
      ] as const) {
        const via = (base: string, extra: Partial<Options> = {}) =>
          load({ url: `${base}${path}`, headers, ...extra });
        const direct = topology.serviceUrl(service);
        // The gateway takes a service's replicas in turn; straight to the service does the same, so
        // both paths meet the same processes (a replica the other path never reached is colder).
        const replicas = SERVICE_UNITS.find((unit) => unit.name === service)!.replicas;
        const directs = Array.from(
          { length: replicas },
          (_, replica) => `${topology.serviceUrl(service, replica)}${path}`,
        );
        rows.push(toRow(`GET ${path} via gateway`, await via(topology.gatewayUrl)));
        rows.push(toRow(`GET ${path} direct to ${service}`, await via(direct)));
        const gatewayFixed = await via(topology.gatewayUrl, { overallRate: FIXED_RATE });
        const directFixed = await via(direct, { overallRate: FIXED_RATE });
        rows.push(toRow(`  @${FIXED_RATE} rps via gateway`, gatewayFixed));
        rows.push(toRow(`  @${FIXED_RATE} rps direct`, directFixed));
        added.push(
          `GET ${path}: ${signedMs(gatewayFixed.latency.average - directFixed.latency.average)} mean, ` +
            `${signedMs(gatewayFixed.latency.p99 - directFixed.latency.p99)} p99`,
        );
        // autocannon's latencies are whole milliseconds: the median hop is timed here, finer.
        const hop = await hopOf([`${topology.gatewayUrl}${path}`], directs, headers);
        const bare = await bareProxyTo(direct, BASE_PORT + 99);
        const bareHop = await hopOf([`${bare.url}${path}`], [`${direct}${path}`], headers).finally(
          () => bare.child.kill(),
        );
        budgets.push(
          `GET ${path}: gateway hop at p50 ${signedMs(hop)} (budget +${HOP_P50_BUDGET_MS.toFixed(2)} ms): ` +
            mark(hop <= HOP_P50_BUDGET_MS) +
            `; a bare node:http proxy in its own process, timed the same way next: ${signedMs(bareHop)}`,
        );
      }
      console.log(
        `\nDistributed bench: gateway → service processes on MySQL, heavy user, ${DURATION_S} s per run, 10 connections`,
      );
      console.table(rows);
      console.log(
        `gateway hop at ${FIXED_RATE} rps (via gateway − direct):\n  ${added.join('\n  ')}`,
      );
      console.log(
        `gateway hop budgets, one request at a time, gateway and direct in turn, for ${DURATION_S} s on a keep-alive connection each way` +
          ` (the gateway's upstream agent keeps its connections alive too):\n  ${budgets.join('\n  ')}`,
      );
    } finally {
      await topology.stop();
    }
  } finally {
    await dropDatabase(databaseUrl);
  }
}

/**
 * Each request's time in milliseconds (microsecond resolution), by path: one request at a time on
 * a keep-alive connection per URL, the paths in turn (a path of several URLs takes them in turn
 * too), for DURATION_S seconds after a second of warm-up. With nothing queued behind another
 * request, what one path adds over the other is its own cost; taken in turn, both paths meet the
 * same moments of the machine (a collection, another process) instead of one path having the quiet
 * seconds and the other the busy ones.
 */
async function timedInTurn(
  paths: string[][],
  headers: Record<string, string>,
): Promise<number[][]> {
  const agents = new Map(
    paths.flat().map((url) => [url, new http.Agent({ keepAlive: true, maxSockets: 1 })]),
  );
  const timeOne = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { headers, agent: agents.get(url) }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${url}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const during = async (seconds: number) => {
    const times: number[][] = paths.map(() => []);
    const end = performance.now() + seconds * 1000;
    for (let turn = 0; performance.now() < end; turn += 1) {
      for (const [i, urls] of paths.entries()) {
        times[i]!.push(await timeOne(urls[turn % urls.length]!));
      }
    }
    return times;
  };
  try {
    await during(1);
    return await during(DURATION_S);
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
}

/** What going through `via` adds to going straight to `direct`, at the median. */
async function hopOf(via: string[], direct: string[], headers: Record<string, string>) {
  const [viaTimes, directTimes] = await timedInTurn([via, direct], headers);
  return median(viaTimes!) - median(directTimes!);
}

/**
 * The least a hop can cost on this machine: node:http alone forwarding to `target` on a keep-alive
 * agent, in a process of its own as the gateway is, with none of the gateway's work (sessions
 * checked upstream, headers, access log, limits).
 */
const BARE_PROXY = `
const http = require('node:http');
const [port, target] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
http.createServer((req, res) => {
  const url = new URL(req.url, target);
  const upstream = http.request(url, { method: req.method, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
}).listen(Number(port), '127.0.0.1', () => console.log('listening'));
`;

async function bareProxyTo(
  target: string,
  port: number,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_PROXY, String(port), target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return { url: `http://127.0.0.1:${port}`, child };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const signedMs = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(2)} ms`;

function toRow(name: string, result: Result): Row {
  return {
    run: name,
    'req/s': Math.round(result.requests.average),
    'mean ms': Number(result.latency.average.toFixed(2)),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
