/**
 * Builds what changed since its last build (`--all` builds everything): the server bundle that
 * `npm start` runs (the gateway with every service in it) and each front end. A content hash of
 * the inputs, kept in dist/.build-hash, decides; mtimes are unreliable after a fresh clone.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleUnit, GATEWAY_BUNDLE } from './bundle-unit.mjs';
import { FRONT_ENDS } from './front-ends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED_INPUTS = [
  'shared/web/src',
  'shared/contracts/src',
  'shared/build/src',
  'package-lock.json',
];
const IGNORED = new Set(['node_modules', 'dist', 'test', '__tests__']);

function filesUnder(target) {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target)
    .filter((entry) => !IGNORED.has(entry))
    .sort()
    .flatMap((entry) => filesUnder(path.join(target, entry)));
}

/** What the server bundle is made of: every Node workspace's sources and the bundling itself. */
const SERVER_INPUTS = [
  'services',
  'shared/service/src',
  'shared/contracts/src',
  'tsconfig.base.json',
  'package-lock.json',
  'shared/scripts/bundle-unit.mjs',
];

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => filesUnder(path.join(root, p)))) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

function frontEndInputs(app) {
  const own = ['src', 'public', 'scripts', 'extension', 'rspack.config.ts', 'package.json'];
  return [...own.map((p) => path.join(app, p)), ...SHARED_INPUTS];
}

const all = process.argv.includes('--all');

/** Runs `build` unless the stamp in `distDir` says the inputs are the ones it was built from. */
async function buildIfStale(label, distDir, inputs, build) {
  const stamp = path.join(distDir, '.build-hash');
  const hash = hashOf(inputs);
  if (!all && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  console.log(`building ${label}…`);
  await build();
  writeFileSync(stamp, hash);
}

await buildIfStale('the server', path.dirname(GATEWAY_BUNDLE), SERVER_INPUTS, () =>
  bundleUnit('gateway', GATEWAY_BUNDLE),
);
for (const app of FRONT_ENDS) {
  await buildIfStale(app, path.join(root, app, 'dist'), frontEndInputs(app), () =>
    execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' }),
  );
}
