import path from 'node:path';
import type { Middleware } from 'koa';
import { startHousekeeping } from 'auth-service/housekeeping';
import { migrateLatest } from '@ps/db/migrate';
import { loadConfig, REPO_ROOT } from '@ps/service/config';
import { createKnex } from '@ps/service/database';
import { keepIdleConnectionsOpen } from '@ps/service/keep-alive';
import { installGracefulShutdown } from '@ps/service/shutdown';
import { createGateway } from './app';
import { throttleFromEnv } from './auth-throttle';
import { allowedOriginsFromEnv } from './same-origin-writes';
import { AREAS, type AreaKey } from './areas';
import { bufferedLog } from './buffered-log';
import { embeddedService } from './embedded';
import { signedInUserOf } from './prerendered-frame';
import { proxyOptionsFromEnv, proxyTo } from './proxy';
import { remoteHostsFromEnv, remotesFromEnv } from './remotes';

/**
 * `npm start`: every area whose URL variable (AUTH_URL, HABITS_URL, …) is set is proxied there
 * (comma-separated URLs are replicas); every other area is mounted in this process, on the
 * database DATABASE_URL names or the SQLite file in DATA_DIR, migrated at start. SHELL_URL, when
 * set, is the shell's own static host: pages and assets are proxied there.
 */
async function main() {
  const config = loadConfig(process.env, 3000);
  const proxied = AREAS.filter((area) => process.env[area.urlEnv]);
  const embedded = AREAS.filter((area) => !process.env[area.urlEnv]);
  const knex = embedded.length ? createKnex(config) : undefined;
  if (knex) await migrateLatest(knex);
  const stopHousekeeping =
    knex && embedded.some((area) => area.key === 'auth') ? startHousekeeping(knex) : undefined;

  const upstreams = {} as Record<AreaKey, Middleware>;
  for (const area of proxied) {
    upstreams[area.key] = proxyTo(
      process.env[area.urlEnv]!.split(','),
      area.label,
      proxyOptionsFromEnv(),
    );
  }
  for (const area of embedded) {
    upstreams[area.key] = embeddedService(area.key, {
      knex: knex!,
      sessionKeys: config.sessionKeys,
      trustProxy: config.trustProxy,
    });
  }

  // One line per request, written in batches rather than a synchronous write each.
  const accessLog = bufferedLog(process.stdout);
  const app = createGateway({
    log: accessLog,
    upstreams,
    staticRoot: path.resolve(REPO_ROOT, process.env.STATIC_ROOT || '.'),
    shell: process.env.SHELL_URL
      ? proxyTo(process.env.SHELL_URL.split(','), 'The app', proxyOptionsFromEnv())
      : undefined,
    remotes: remotesFromEnv(),
    trustProxy: config.trustProxy,
    throttle: throttleFromEnv(),
    allowedOrigins: allowedOriginsFromEnv(),
    remoteHosts: Object.fromEntries(
      Object.entries(remoteHostsFromEnv()).map(([name, host]) => [
        name,
        proxyTo([host], name, proxyOptionsFromEnv()),
      ]),
    ),
    devReload: process.env.PS_DEV === '1' && { rebuiltMark: process.env.PS_DEV_REBUILT_MARK },
    // Sessions are read where the auth area runs in this process, on its database.
    signedInUser:
      knex && embedded.some((area) => area.key === 'auth')
        ? signedInUserOf(knex, config.sessionKeys)
        : undefined,
  });
  // The gateway is the public unit: all interfaces unless HOST narrows it.
  const server = app.listen(config.port, config.host, () => {
    const mode = proxied.length ? `proxying ${proxied.map((a) => a.key).join(', ')}` : 'embedded';
    console.log(`gateway (${mode}) listening on http://localhost:${config.port}`);
  });
  keepIdleConnectionsOpen(server);
  installGracefulShutdown(server, {
    name: 'gateway',
    onClose: async () => {
      accessLog.flush();
      await stopHousekeeping?.();
      await knex?.destroy();
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
