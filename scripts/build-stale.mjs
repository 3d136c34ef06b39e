/**
 * Builds the front ends whose sources changed since their last build (`--all` builds every one).
 * A content hash of the inputs, kept in dist/.build-hash, decides; mtimes are unreliable
 * after a fresh clone.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './front-ends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function inputHash(app) {
  const hash = createHash('sha256');
  const inputs = ['src', 'public', 'scripts', 'extension', 'rspack.config.ts', 'package.json'].map(
    (p) => path.join(app, p),
  );
  for (const file of [...inputs, ...SHARED_INPUTS].flatMap((p) => filesUnder(path.join(root, p)))) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const all = process.argv.includes('--all');
for (const app of FRONT_ENDS) {
  const stamp = path.join(root, app, 'dist', '.build-hash');
  const hash = inputHash(app);
  if (!all && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
  console.log(`building ${app}…`);
  execFileSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash);
}
