/**
 * `node scripts/distributed/bundle.mjs <unit> <outfile>`: one unit's server as a single file, for
 * its container image. The workspace's TypeScript and the pure-JS packages are inlined; packages
 * that load native code or pick their driver at run time stay outside, installed beside the file
 * by `npm ci --omit=dev --workspace <its folder>`.
 */
import { build } from 'esbuild';

/** Native addons (bcrypt, better-sqlite3) and knex, which requires its dialect's driver by name. */
const EXTERNAL_PACKAGES = ['bcrypt', 'better-sqlite3', 'knex', 'mysql2'];

/** The entry point of each unit that runs on Node in production. */
const UNIT_ENTRIES = {
  migrate: 'services/db/src/migrate-cli.ts',
  static: 'services/static/src/server.ts',
  gateway: 'services/gateway/src/server.ts',
  auth: 'services/auth/src/server.ts',
  habits: 'services/habits/src/server.ts',
  tasks: 'services/tasks/src/server.ts',
  pomodoro: 'services/pomodoro/src/server.ts',
  progress: 'services/progress/src/server.ts',
};

const [unit, outfile] = process.argv.slice(2);
if (!UNIT_ENTRIES[unit] || !outfile) {
  console.error(`usage: bundle.mjs <${Object.keys(UNIT_ENTRIES).join('|')}> <outfile>`);
  process.exit(2);
}

await build({
  entryPoints: [UNIT_ENTRIES[unit]],
  outfile,
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
