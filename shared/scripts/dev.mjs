/**
 * `npm run dev`: the whole app at http://localhost:3000 (PORT) while you change it. Every front
 * end is rebuilt by rspack in watch mode (development mode, source maps) as its files change;
 * the gateway, with every service in it, restarts when theirs change (tsx watch); and the open
 * pages reload themselves after either. Front ends are first brought up to date with the full
 * build, so what only it writes (the landing's prerendered pages, the blocker extension) exists,
 * and each rebuild is followed by the rest of its build (afterRspack): the prerendered frames and
 * first views, and the drawing of a page with the person's data, which the gateway reloads when
 * its file changes. Without it the gateway kept drawing the pages as they were at the start.
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './front-ends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Written into a front end's dist once rspack has finished a rebuild: the gateway reloads the
 * open pages on it (PS_DEV_REBUILT_MARK), not on each file rspack writes.
 */
const REBUILT_MARK = '.rebuilt';
const env = { ...process.env, PS_DEV: '1', PS_DEV_REBUILT_MARK: REBUILT_MARK };
// As npm runs a package's scripts: the installed tools (tsx, rspack) on the PATH.
const runEnv = {
  ...env,
  PATH: [path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
};
const children = [];

function run(name, command, args, cwd, onLine = () => {}) {
  const child = spawn(command, args, { cwd, env: runEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (data) => {
      const lines = (rest + data).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (line.trim()) console.log(`[${name}] ${line}`);
        onLine(line);
      }
    });
  }
  child.on('exit', (code) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping && code !== 0) console.log(`[${name}] exited with ${code}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

execFileSync('node', ['shared/scripts/build-stale.mjs'], { cwd: root, stdio: 'inherit' });

/** A front end's build after rspack: its package.json's build script past the first `&&`. */
function afterRspack(app) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8'));
  return scripts.build.split('&&').slice(1).join('&&').trim();
}

/** Runs `app`'s steps after rspack, one run at a time; a rebuild meanwhile runs them once more. */
function afterEachRebuild(app) {
  const step = afterRspack(app);
  let running = false;
  let again = false;
  const once = () => {
    running = true;
    again = false;
    const child = run(`${app}:after-build`, 'sh', ['-c', step], path.join(root, app));
    child.on('exit', () => {
      running = false;
      if (again && !stopping) once();
    });
  };
  return () => {
    if (!step) return;
    if (running) again = true;
    else once();
  };
}

const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const waiting = new Set(FRONT_ENDS);
for (const app of FRONT_ENDS) {
  const rebuilt = afterEachRebuild(app);
  run(app, rspack, ['build', '--watch', '-c', 'rspack.config.ts'], path.join(root, app), (line) => {
    if (!/compiled/i.test(line)) return;
    // The first compile only confirms the full build's output; later ones follow a change.
    if (!waiting.delete(app)) {
      if (!/successfully/i.test(line)) return undefined;
      writeFileSync(path.join(root, app, 'dist', REBUILT_MARK), String(Date.now()));
      return rebuilt();
    }
    if (waiting.size === 0) console.log('dev: every front end is built and watched');
  });
}
run(
  'gateway',
  tsx,
  ['watch', '--clear-screen=false', 'src/server.ts'],
  path.join(root, 'services/gateway'),
);
