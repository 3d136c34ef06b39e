/**
 * `npm run dev`: the whole app at http://localhost:3000 (PORT) while you change it. Every front
 * end is rebuilt by rspack in watch mode (development mode, source maps) as its files change;
 * the gateway, with every service in it, restarts when theirs change (tsx watch); and the open
 * pages reload themselves after either. Front ends are first brought up to date with the full
 * build, so what only it writes (the landing's prerendered pages, the blocker extension) exists.
 */
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS } from './front-ends.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = { ...process.env, PS_DEV: '1' };
const children = [];

function run(name, command, args, cwd, onLine = () => {}) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    if (!stopping) console.log(`[${name}] exited with ${code}`);
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

const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const waiting = new Set(FRONT_ENDS);
for (const app of FRONT_ENDS) {
  run(app, rspack, ['build', '--watch', '-c', 'rspack.config.ts'], path.join(root, app), (line) => {
    if (!/compiled/i.test(line) || !waiting.delete(app)) return;
    if (waiting.size === 0) console.log('dev: every front end is built and watched');
  });
}
run(
  'gateway',
  tsx,
  ['watch', '--clear-screen=false', 'src/server.ts'],
  path.join(root, 'services/gateway'),
);
