/**
 * One Node unit's server as a single CommonJS file: the workspace's TypeScript and the pure-JS
 * packages inlined, so Node runs it with nothing compiled at run time. Used for the container
 * images (shared/scripts/distributed/bundle.mjs) and for `npm start` (the gateway with every service in
 * it, rebuilt by shared/scripts/build-stale.mjs when its sources change).
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Left outside the file and required from node_modules at run time: the native addons (bcrypt,
 * better-sqlite3), and knex with mysql2, because knex requires its dialect's driver by name.
 */
export const EXTERNAL_PACKAGES = ['bcrypt', 'better-sqlite3', 'knex', 'mysql2'];

/** The entry point of each unit that runs on Node in production. */
export const UNIT_ENTRIES = {
  migrate: 'services/db/src/migrate-cli.ts',
  static: 'services/static/src/server.ts',
  gateway: 'services/gateway/src/server.ts',
  auth: 'services/auth/src/server.ts',
  habits: 'services/habits/src/server.ts',
  tasks: 'services/tasks/src/server.ts',
  pomodoro: 'services/pomodoro/src/server.ts',
  progress: 'services/progress/src/server.ts',
};

/**
 * What `npm start` runs. It sits three folders below the repository root, as the sources of
 * @ps/service/config do, so the repository root that module derives from its own folder is the
 * same in the bundle as under tsx.
 */
export const GATEWAY_BUNDLE = path.join(root, 'services', 'gateway', 'dist', 'server.js');

/** Writes `unit`'s bundle to `outfile` (with its source map beside it). */
export async function bundleUnit(unit, outfile) {
  const entry = UNIT_ENTRIES[unit];
  if (!entry) throw new Error(`no such unit: ${unit} (${Object.keys(UNIT_ENTRIES).join(', ')})`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: path.resolve(outfile),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // @ps/* resolve through the base tsconfig's paths, as they do under tsx.
    tsconfig: 'tsconfig.base.json',
    external: EXTERNAL_PACKAGES,
    sourcemap: true,
    logLevel: 'warning',
  });
}
