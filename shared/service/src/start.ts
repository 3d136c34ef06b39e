import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { INTERNAL_HOST, loadConfig } from './config';
import { createKnex, isMysql } from './database';
import type { ServiceDeps } from './service-app';
import { keepIdleConnectionsOpen } from './keep-alive';
import { installGracefulShutdown } from './shutdown';

export interface StartServiceOptions {
  name: string;
  defaultPort: number;
  createApp: (deps: ServiceDeps) => Koa;
  /** Brings the schema up to date; run on SQLite only, MySQL has its own migration job. */
  migrate: (knex: Knex) => Promise<void>;
  /** Periodic work (purges); returns the function that stops it. */
  startHousekeeping?: (knex: Knex) => () => Promise<void>;
}

/** The body of every service's server.ts: configure from env, listen on PORT, stop gracefully. */
export async function startService(options: StartServiceOptions): Promise<void> {
  const { name, defaultPort, createApp, migrate, startHousekeeping } = options;
  const config = loadConfig(process.env, defaultPort, INTERNAL_HOST);
  const knex = createKnex(config);
  if (!isMysql(knex)) await migrate(knex);
  const stopHousekeeping = startHousekeeping?.(knex);
  const app = createApp({ knex, sessionKeys: config.sessionKeys, trustProxy: config.trustProxy });
  const server = app.listen(config.port, config.host, () => {
    // The port bound, which differs from PORT when PORT=0 asks the system for a free one.
    const { port } = server.address() as AddressInfo;
    console.log(`${name} listening on http://${config.host ?? 'localhost'}:${port}`);
  });
  keepIdleConnectionsOpen(server);
  installGracefulShutdown(server, {
    name,
    onClose: async () => {
      await stopHousekeeping?.();
      await knex.destroy();
    },
  });
}
