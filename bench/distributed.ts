import { randomBytes } from 'node:crypto';
import type { Options, Result } from 'autocannon';
import { DURATION_S, load } from './load';
import { API } from '@ps/contracts/api';
import { createKnex } from '@ps/service/database';
import { dropDatabase, ensureDatabase, withDatabase } from '../scripts/distributed/database';
import { runMigrations, startTopology } from '../scripts/distributed/launch-topology';
import { HEAVY_TIME_ZONE, seedHeavyUser, signInHeavyUser } from './heavy-user';

const BASE_PORT = Number(process.env.BENCH_DISTRIBUTED_BASE_PORT || 4280);
const FIXED_RATE = 200;

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
      for (const [path, service] of [
        [API.habits, 'habits'],
        [API.stats, 'progress'],
      ] as const) {
        const via = (base: string, extra: Partial<Options> = {}) =>
          load({ url: `${base}${path}`, headers, ...extra });
        const direct = topology.serviceUrl(service);
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
      }
      console.log(
        `\nDistributed bench: gateway → service processes on MySQL, heavy user, ${DURATION_S} s per run, 10 connections`,
      );
      console.table(rows);
      console.log(
        `gateway hop at ${FIXED_RATE} rps (via gateway − direct):\n  ${added.join('\n  ')}`,
      );
    } finally {
      await topology.stop();
    }
  } finally {
    await dropDatabase(databaseUrl);
  }
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
