/**
 * `npm run start:distributed`: the distributed topology as plain processes on this machine. The
 * migrations run once, then every service is its own process (two habits replicas), every front
 * end has its own static host, and the gateway proxies to them by URL, as in docker-compose.yml.
 *
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/ps_dist npm run start:distributed
 *
 * BASE_PORT (default 8080) places the units (docs/deploy.md has the map); SESSION_KEYS signs the
 * session cookie (a key made up for this run when unset); SKIP_BUILD=1 skips building the front
 * ends whose sources changed. SIGTERM or SIGINT stops everything gracefully, the gateway first.
 */
// Registers tsx's hooks, so the TypeScript helpers (shared with the tests) load with require.
import 'tsx';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startTopology, runMigrations } = require('./distributed/launch-topology.ts');
const { ensureDatabase } = require('./distributed/database.ts');
const { prefixedLog } = require('./distributed/prefixed-log.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('mysql://')) {
  console.error('DATABASE_URL=mysql://user@host:3306/database is required (the schema is shared).');
  process.exit(2);
}
const basePort = Number(process.env.BASE_PORT || 8080);
const sessionKeys = process.env.SESSION_KEYS || randomBytes(32).toString('base64url');
const log = prefixedLog(process.stdout);

if (!process.env.SESSION_KEYS)
  log('launcher', 'SESSION_KEYS unset: sessions last for this run only');
if (process.env.SKIP_BUILD !== '1') {
  execFileSync(process.execPath, ['shared/scripts/build-stale.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
}
await ensureDatabase(databaseUrl);
await runMigrations({ databaseUrl, log });
const topology = await startTopology({
  basePort,
  databaseUrl,
  sessionKeys,
  log,
  env: { TRUST_PROXY: process.env.TRUST_PROXY },
  restartCrashed: true,
});
for (const [label, unit] of topology.units) log(label, `pid ${unit.child.pid}, port ${unit.port}`);
log('launcher', `open ${topology.gatewayUrl.replace('127.0.0.1', 'localhost')}`);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  log('launcher', `${signal}: stopping the gateway, then every other unit`);
  const outcomes = await topology.stop();
  const unclean = [...outcomes].filter(([, outcome]) => outcome !== 0);
  for (const [label, outcome] of unclean) log(label, `did not stop cleanly (${outcome})`);
  process.exit(unclean.length ? 1 : 0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
